import type { ComponentProps } from 'react';
import { cn } from '@/components/ui/cn';
import { useT } from '@/i18n';

/**
 * Pulsing placeholder block shown while data loads. Blocks shown together sit in a group with `animate-pulse` of its
 * own (as {@link SkeletonLines}): they then pulse as one, with one animation (src/index.css).
 */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('animate-pulse rounded-control bg-line/70', className)} {...props} />;
}

/** `rows` skeleton lines of full width, pulsing together; announces 加载中 to assistive tech once. */
export function SkeletonLines({ rows = 5, className }: { rows?: number; className?: string }) {
  const t = useT('common');
  return (
    <div role="status" aria-label={t('加载中')} className={cn('animate-pulse space-y-2.5', className)}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-5" />
      ))}
    </div>
  );
}
