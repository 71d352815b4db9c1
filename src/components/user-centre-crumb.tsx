import { Link } from '@tanstack/react-router';
import { useT } from '@/i18n';

/** 用户中心 / `title` trail above an account or real-name page (its link returns to /usercenterIndex). */
export function UserCentreCrumb({ title }: { title: string }) {
  const t = useT('common');
  return (
    <nav aria-label={t('面包屑')} className="mb-3 text-sm text-muted">
      <Link to="/usercenterIndex" className="hover:text-brand-700">{t('用户中心')}</Link>
      <span aria-hidden className="mx-1.5">/</span>
      <span className="text-ink-soft">{t(title)}</span>
    </nav>
  );
}
