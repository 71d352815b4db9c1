import { Link } from '@tanstack/react-router';
import { PLATFORM_NAME } from '@contract/constants';
import { cn } from '@/components/ui/cn';
import { useT } from '@/i18n';

/** The platform mark: a sprouting field in a rounded square, drawn inline so no image request is needed. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden className={cn('size-11 shrink-0', className)}>
      <rect width="48" height="48" rx="11" fill="var(--color-brand-700)" />
      <path d="M8 36c6-1.5 11-3 16-3s10 1.5 16 3" stroke="var(--color-brand-200)" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <path d="M11 30c5-1.2 9-2 13-2s8 .8 13 2" stroke="var(--color-brand-300)" strokeWidth="2" fill="none" strokeLinecap="round" />
      <path d="M24 28V14" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M24 19c-1-4.5-4.5-7-9-7 .5 4.5 4 7 9 7zM24 17c1-4.5 4.5-7 9-7-.5 4.5-4 7-9 7z" fill="#fff" />
    </svg>
  );
}

/**
 * Logo linking to /index (§1): the mark, the platform name (translated when it is the portal's own) and an optional subtitle.
 * `compact` drops the subtitle (simple header, phones).
 */
export function Logo({ name = PLATFORM_NAME, compact = false }: { name?: string; compact?: boolean }) {
  const t = useT('common');
  const shown = t(name);
  return (
    <Link to="/index" className="flex min-w-0 shrink-0 items-center gap-3 rounded-control" aria-label={t('{name}首页', { name: shown })}>
      <LogoMark />
      <span className="flex flex-col leading-tight">
        <span className="text-xl font-bold tracking-wide text-brand-800 sm:text-2xl">{shown}</span>
        {compact ? null : (
          <span className="hidden text-xs tracking-[0.2em] text-muted sm:block">{t('公开 · 公平 · 公正 · 规范')}</span>
        )}
      </span>
    </Link>
  );
}
