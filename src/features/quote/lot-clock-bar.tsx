import { Clock3, PauseCircle, TimerReset } from 'lucide-react';
import type { LotView } from '@streams/feeds/lot';
import { CountdownText } from '@/components/ui/countdown-text';
import { formatDate } from '@/lib/format';
import { lotTime } from './quote-format';

/** What the running countdown counts to, per phase. */
function countdownTitle(lot: LotView): string {
  if (lot.phase === 'scheduled') return '距开始';
  if (lot.phase === 'descending') return '距降价结束';
  if (lot.phase === 'limited' || lot.phase === 'stage2') return '限时报价剩余';
  return '距结束';
}

/**
 * Server time (from the shared clock, ticking), the phase and its countdown (deadline − server now, §4 display
 * offset; the descending clock shows its next step in whole seconds instead, a 10 s step would vanish under the
 * offset), the pause banner and a notice when the deadline was just moved by the extension window.
 */
export function LotClockBar({ lot, serverNow }: { lot: LotView; serverNow: number }) {
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
      <span className="inline-flex items-center gap-1.5 text-ink-soft">
        <Clock3 aria-hidden className="size-4 text-brand-600" />
        服务器时间
        <time data-testid="server-time" className="num font-medium text-ink" dateTime={new Date(serverNow).toISOString()}>
          {formatDate(serverNow, 'YYYY-MM-DD HH:mm:ss')}
        </time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <span className="rounded-sm bg-brand-600 px-1.5 py-0.5 text-xs text-white">{lot.phaseLabel}</span>
        {lot.phase === 'descending' ? (
          <span data-testid="lot-countdown" className="text-ink-soft">
            下次降价 <b className="num text-price">{lot.nextTickInMs === null ? '--' : Math.ceil(lot.nextTickInMs / 1000)}</b> 秒后
          </span>
        ) : lot.phase !== 'closed' && lot.remainingMs !== null ? (
          <span data-testid="lot-countdown" className="inline-flex items-center gap-1">
            <span className="text-ink-soft">{countdownTitle(lot)}</span>
            <CountdownText parts={lot.countdown} />
          </span>
        ) : null}
      </span>
      {lot.deadline !== null && lot.phase !== 'closed' && lot.phase !== 'descending' ? (
        <span className="text-ink-soft">
          {lot.phase === 'scheduled' ? '开始时间' : '截止时间'} <time data-testid="lot-deadline" className="num text-ink">{lotTime(lot.deadline, serverNow)}</time>
        </span>
      ) : null}
      {lot.extendedFrom !== null ? (
        <span role="status" className="inline-flex items-center gap-1 rounded-sm bg-amber-50 px-2 py-0.5 text-xs text-warn">
          <TimerReset aria-hidden className="size-3.5" />
          延时竞价：截止时间由 {lotTime(lot.extendedFrom, serverNow)} 延至 {lotTime(lot.deadline, serverNow)}
        </span>
      ) : null}
      {lot.paused ? (
        <span role="alert" className="inline-flex items-center gap-1 rounded-sm bg-amber-50 px-2 py-0.5 text-xs text-warn">
          <PauseCircle aria-hidden className="size-3.5" />
          竞价已暂停{lot.pauseReason ? `：${lot.pauseReason}` : ''}，恢复后倒计时继续
        </span>
      ) : null}
    </div>
  );
}
