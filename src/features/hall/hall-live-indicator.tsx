import { cn } from '@/components/ui/cn';

/**
 * Small live badge of the hall (§2, design.md "never show a stale price silently"): a pulsing
 * green dot 实时 while the feed is connected, an amber 连接中断，数据可能不是最新 while it is stale.
 */
export function HallLiveIndicator({ stale, className }: { stale: boolean; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-1.5 text-xs', stale ? 'text-warn' : 'text-brand-700', className)}>
      <span aria-hidden className="relative flex size-2">
        {stale ? null : <span className="absolute inline-flex size-full animate-ping rounded-full bg-brand-400 opacity-70" />}
        <span className={cn('relative inline-flex size-2 rounded-full', stale ? 'bg-warn' : 'bg-brand-500')} />
      </span>
      {stale ? '连接中断，数据可能不是最新' : '实时'}
    </span>
  );
}
