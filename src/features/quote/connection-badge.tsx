import type { LotFeedState } from '@streams/feeds/lot';
import { cn } from '@/components/ui/cn';
import { msg, useT } from '@/i18n';

type Tone = 'live' | 'warn' | 'off';

/**
 * The label of a feed's connection (auction-rules.md: live / reconnecting / resynced); `text` is a source message.
 * The room's first connection is 连接中, not 重连中: nothing was lost yet.
 */
export function connectionLabel(feed: Pick<LotFeedState, 'status' | 'connection' | 'resynced' | 'transport'>): { text: string; tone: Tone } {
  if (feed.transport === 'polling') return { text: msg('离线（每2秒刷新）'), tone: 'off' };
  if (feed.status === 'resyncing') return { text: msg('同步中'), tone: 'warn' };
  if (feed.connection === 'connecting') return { text: msg('连接中'), tone: 'warn' };
  if (feed.connection !== 'live') return { text: msg('重连中'), tone: 'warn' };
  if (feed.resynced) return { text: msg('已重新同步'), tone: 'live' };
  return { text: msg('实时'), tone: 'live' };
}

/**
 * Connection state of the bid room, never silent about stale data: a pulsing green 实时, amber 连接中 / 重连中 / 同步中
 * while the price shown may be behind, grey 离线 while the page falls back to polling.
 */
export function ConnectionBadge({ feed, className }: { feed: LotFeedState; className?: string }) {
  const t = useT('quote');
  const { text, tone } = connectionLabel(feed);
  return (
    <span
      role="status"
      aria-label={t('连接状态：{state}', { state: t(text) })}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs',
        tone === 'live' && 'bg-brand-50 text-brand-700',
        tone === 'warn' && 'bg-amber-50 text-warn',
        tone === 'off' && 'bg-canvas text-muted',
        className,
      )}
    >
      <span aria-hidden className="relative flex size-2">
        {tone === 'live' ? <span className="absolute inline-flex size-full animate-ping rounded-full bg-brand-400 opacity-70" /> : null}
        <span className={cn('relative inline-flex size-2 rounded-full', tone === 'live' ? 'bg-brand-500' : tone === 'warn' ? 'bg-warn' : 'bg-muted')} />
      </span>
      {t(text)}
    </span>
  );
}
