import { cn } from '@/components/ui/cn';
import { useT } from '@/i18n';

/**
 * Small live badge of the hall (§2, design.md "never show a stale price silently"): a green dot with a soft halo and
 * 实时 while the feed is connected, an amber 连接中断，数据可能不是最新 while it is stale. The halo is still, not an
 * animate-ping: Chromium services every iteration of an infinite CSS animation with frames of its own (about five per
 * second here), and on a /hall of 500 rows each frame walks the whole table — it doubled the page's work per tick
 * (bench/README.md "Web: /hall with 500 rows").
 */
export function HallLiveIndicator({ stale, className }: { stale: boolean; className?: string }) {
  const t = useT('hall');
  return (
    <span role="status" className={cn('inline-flex items-center gap-1.5 text-xs', stale ? 'text-warn' : 'text-brand-700', className)}>
      <span aria-hidden className={cn('inline-flex size-2 rounded-full', stale ? 'bg-warn' : 'bg-brand-500 ring-2 ring-brand-400/40')} />
      {stale ? t('连接中断，数据可能不是最新') : t('实时')}
    </span>
  );
}
