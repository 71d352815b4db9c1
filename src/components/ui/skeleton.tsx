import type { ComponentProps } from 'react';
import { cn } from '@/components/ui/cn';
import { useT } from '@/i18n';

/**
 * Pulsing placeholder block shown while data loads. `still` leaves out the block's own pulse, for blocks in a group
 * that pulses as a whole (`animate-pulse` on the group, as {@link SkeletonLines}): the same look, but one animation
 * per group instead of one per block — each animation's start is an event that React's root listener dispatches, and
 * a page's first screen would otherwise start a dozen of them at once, right after its hydration.
 */
export function Skeleton({ className, still = false, ...props }: ComponentProps<'div'> & { still?: boolean }) {
  return <div aria-hidden className={cn(!still && 'animate-pulse', 'rounded-control bg-line/70', className)} {...props} />;
}

/** `rows` skeleton lines of full width, pulsing together; announces 加载中 to assistive tech once. */
export function SkeletonLines({ rows = 5, className }: { rows?: number; className?: string }) {
  const t = useT('common');
  return (
    <div role="status" aria-label={t('加载中')} className={cn('animate-pulse space-y-2.5', className)}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} still className="h-5" />
      ))}
    </div>
  );
}
