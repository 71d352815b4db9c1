import { useNavigate, useRouterState } from '@tanstack/react-router';
import { SearchBox } from '@/components/ui/search-box';
import { useT } from '@/i18n';

/**
 * Header keyword box (§1): Enter or 搜索 opens /project?q=<keywords> (an empty box opens the full
 * list). While on /project it shows the current keywords.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const t = useT('common');
  const navigate = useNavigate();
  const q = useRouterState({
    select: (s) => (s.location.pathname === '/project' ? String((s.location.search as { q?: unknown }).q ?? '') : ''),
  });
  return (
    <SearchBox
      className={className}
      value={q}
      label={t('搜索项目')}
      placeholder={t('请输入项目名称或关键词')}
      onSearch={(text) => void navigate({ to: '/project', search: { q: text || undefined } })}
    />
  );
}
