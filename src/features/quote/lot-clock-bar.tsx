import { Clock3, PauseCircle, TimerReset } from 'lucide-react';
import type { LotView } from '@streams/feeds/lot';
import { CountdownText } from '@/components/ui/countdown-text';
import { formatDate } from '@/lib/format';
import { msg, useT } from '@/i18n';
import { lotTime } from './quote-format';

/** What the running countdown counts to, per phase (a source message: show it with `t()`). */
function countdownTitle(lot: LotView): string {
  if (lot.phase === 'scheduled') return msg('距开始');
  if (lot.phase === 'descending') return msg('距降价结束');
  if (lot.phase === 'limited' || lot.phase === 'stage2') return msg('限时报价剩余');
  return msg('距结束');
}

/**
 * Server time (from the shared clock, ticking), the phase and its countdown (deadline − server now, §4 display
 * offset; the descending clock shows its next step in whole seconds instead, a 10 s step would vanish under the
 * offset), the pause banner and a notice when the deadline was just moved by the extension window (screen readers
 * hear the extension from the room's announcer, not from this notice).
 */
export function LotClockBar({ lot, serverNow }: { lot: LotView; serverNow: number }) {
  const t = useT('quote');
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
      <span className="inline-flex items-center gap-1.5 text-ink-soft">
        <Clock3 aria-hidden className="size-4 text-brand-600" />
        {t('服务器时间')}
        <time data-testid="server-time" className="num font-medium text-ink" dateTime={new Date(serverNow).toISOString()}>
          {formatDate(serverNow, 'YYYY-MM-DD HH:mm:ss')}
        </time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <span className="rounded-sm bg-brand-600 px-1.5 py-0.5 text-xs text-white">{t(lot.phaseLabel)}</span>
        {lot.phase === 'descending' ? (
          <span data-testid="lot-countdown" className="text-ink-soft">
            {t('下次降价')} <b className="num text-price">{lot.nextTickInMs === null ? '--' : Math.ceil(lot.nextTickInMs / 1000)}</b> {t('秒后')}
          </span>
        ) : lot.phase !== 'closed' && lot.remainingMs !== null ? (
          <span data-testid="lot-countdown" className="inline-flex items-center gap-1">
            <span className="text-ink-soft">{t(countdownTitle(lot))}</span>
            <CountdownText parts={lot.countdown} />
          </span>
        ) : null}
      </span>
      {lot.deadline !== null && lot.phase !== 'closed' && lot.phase !== 'descending' ? (
        <span className="text-ink-soft">
          {lot.phase === 'scheduled' ? t('开始时间') : t('截止时间')} <time data-testid="lot-deadline" className="num text-ink">{lotTime(lot.deadline, serverNow)}</time>
        </span>
      ) : null}
      {lot.extendedFrom !== null ? (
        <span className="inline-flex items-center gap-1 rounded-sm bg-amber-50 px-2 py-0.5 text-xs text-warn">
          <TimerReset aria-hidden className="size-3.5" />
          {t('延时竞价：截止时间由 {from} 延至 {to}', { from: lotTime(lot.extendedFrom, serverNow), to: lotTime(lot.deadline, serverNow) })}
        </span>
      ) : null}
      {lot.paused ? (
        <span role="alert" className="inline-flex items-center gap-1 rounded-sm bg-amber-50 px-2 py-0.5 text-xs text-warn">
          <PauseCircle aria-hidden className="size-3.5" />
          {lot.pauseReason
            ? t('竞价已暂停：{reason}，恢复后倒计时继续', { reason: t(lot.pauseReason) })
            : t('竞价已暂停，恢复后倒计时继续')}
        </span>
      ) : null}
    </div>
  );
}
