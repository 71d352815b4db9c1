import { Fragment, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { useT } from '@/i18n';

/** 首页 › 帮助中心 › …: `trail` after the centre (shown as given), the last item being the current page. */
export function HelpBreadcrumbs({ trail }: { trail: ReactNode[] }) {
  const t = useT('help');
  return (
    <nav aria-label={t('当前位置')} className="flex min-w-0 items-center gap-1 text-sm text-muted">
      <Link to="/index" className="shrink-0 hover:text-brand-700">{t('首页')}</Link>
      <ChevronRight aria-hidden className="size-3.5 shrink-0" />
      {trail.length === 0 ? (
        <span aria-current="page" className="shrink-0 text-ink-soft">{t('帮助中心')}</span>
      ) : (
        <Link to="/helpCenter" className="shrink-0 hover:text-brand-700">{t('帮助中心')}</Link>
      )}
      {trail.map((item, i) => (
        <Fragment key={i}>
          <ChevronRight aria-hidden className="size-3.5 shrink-0" />
          {i === trail.length - 1 ? <span aria-current="page" className="truncate text-ink-soft">{item}</span> : item}
        </Fragment>
      ))}
    </nav>
  );
}
