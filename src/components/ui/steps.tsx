import { Check } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { useT } from '@/i18n';

/** One step of a {@link Steps} bar: its title and an optional line under it. */
export interface StepItem {
  title: string;
  description?: string;
}

/**
 * Horizontal progress bar of a multi-step flow (enrolment 确认信息 → 上传材料 → 提交, payment
 * 下单 → 支付 → 完成). `current` is the 0-based active step; earlier steps show a tick, a
 * `current` equal to `items.length` means all done. `status="error"` paints the active step red.
 * Announced as an ordered list with aria-current="step".
 */
export function Steps({
  items,
  current,
  status = 'process',
  className,
  label,
}: {
  items: StepItem[];
  current: number;
  status?: 'process' | 'error';
  className?: string;
  label?: string;
}) {
  const t = useT('common');
  return (
    <ol aria-label={label ?? t('办理进度')} className={cn('flex list-none items-start gap-2 p-0', className)}>
      {items.map((item, i) => {
        const done = i < current;
        const active = i === current;
        return (
          <li
            key={item.title}
            aria-current={active ? 'step' : undefined}
            className="flex min-w-0 flex-1 flex-col items-center gap-1 text-center sm:flex-row sm:items-start sm:gap-2 sm:text-left"
          >
            <span
              className={cn(
                'grid size-7 shrink-0 place-items-center rounded-full border text-sm num',
                done && 'border-brand-600 bg-brand-600 text-white',
                active && status === 'process' && 'border-brand-600 text-brand-700',
                active && status === 'error' && 'border-price text-price',
                !done && !active && 'border-line text-muted',
              )}
            >
              {done ? <Check aria-hidden className="size-4" /> : i + 1}
              {done ? <span className="sr-only">{t('已完成')}</span> : null}
            </span>
            <span className="min-w-0 sm:flex-1">
              <span className={cn('flex items-center gap-2 text-xs sm:min-h-7 sm:text-sm', active || done ? 'font-medium text-ink' : 'text-muted')}>
                <span className="sm:truncate">{item.title}</span>
                {i < items.length - 1 ? (
                  <span aria-hidden className={cn('hidden h-px flex-1 sm:block', done ? 'bg-brand-500' : 'bg-line')} />
                ) : null}
              </span>
              {item.description ? <span className="hidden truncate text-xs text-muted sm:block">{item.description}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
