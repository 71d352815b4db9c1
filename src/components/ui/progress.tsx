import { cn } from '@/components/ui/cn';
import { useT } from '@/i18n';

/**
 * Horizontal progress bar. With a `value` (0–100) it is determinate and says its percentage;
 * without one it is an indeterminate shimmer (work of unknown length). `label` names it for
 * assistive tech, e.g. 上传进度.
 */
export function Progress({ value, label, className }: { value?: number; label: string; className?: string }) {
  const t = useT('common');
  const determinate = typeof value === 'number' && Number.isFinite(value);
  const pct = determinate ? Math.max(0, Math.min(100, Math.round(value))) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={determinate ? pct : undefined}
      aria-valuetext={determinate ? `${pct}%` : t('处理中')}
      className={cn('h-1.5 w-full overflow-hidden rounded-full bg-line', className)}
    >
      <div
        className={cn('h-full rounded-full bg-brand-500 transition-[width] duration-300', !determinate && 'w-1/3 animate-pulse')}
        style={determinate ? { width: `${pct}%` } : undefined}
      />
    </div>
  );
}
