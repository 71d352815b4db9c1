import { lazy, Suspense, useCallback, useEffect } from 'react';
import type { LotView } from '@streams/feeds/lot';
import type { BidSubmitter, SubmissionState } from '@streams/feeds/lot-submit';
import { CountdownText } from '@/components/ui/countdown-text';
import { SkeletonLines } from '@/components/ui/skeleton';
import { msg, useT } from '@/i18n';
import type { LotUnit } from './lot-unit';
import type { SteadyLot } from './steady-lot';
import { ineligibleReason } from './bidder-card';
import { BidPanel } from './bid-panel';

// The open ascending auction's panel is part of the page; the sealed and falling-price modes' panels and the result
// load as chunks of their own (initial JS budget, bench/README.md), requested as soon as the page has rendered.
const loadOutcome = () => import('./outcome-panel').then((m) => ({ default: m.OutcomePanel }));
const loadSealed = () => import('./sealed-panel').then((m) => ({ default: m.SealedPanel }));
const loadAccept = () => import('./accept-panel').then((m) => ({ default: m.AcceptPanel }));
const OutcomePanel = lazy(loadOutcome);
const SealedPanel = lazy(loadSealed);
const AcceptPanel = lazy(loadAccept);

/** Title of the action card per phase (a source message: show it with `t()`). */
export function actionTitle(lot: LotView): string {
  if (lot.phase === 'closed') return msg('竞价结果');
  if (lot.phase === 'sealed') return msg('密封报价');
  if (lot.phase === 'descending' || lot.phase === 'fixed') return msg('应价');
  return msg('我要出价');
}

/**
 * What the viewer can do now: the result after the close; an explanation without any button for someone not
 * eligible (未报名 / 保证金未确认 / 未实名认证); a wait before the start; else the mode's controls (ascending bid,
 * sealed price, or accepting the offered price). `lot` is the view of this second (the wait's countdown, the next clock
 * step); `steady` the same lot's steady view (steady-lot.ts), which the bid, sealed and result panels take so that
 * they render when the lot changes, not every second.
 */
export function QuoteAction(props: ActionProps) {
  // The result panel is needed the moment the lot closes: fetched ahead, right after the first render.
  useEffect(() => {
    void loadOutcome();
    if (props.lot.mode !== 'ongoing') void Promise.all([loadSealed(), loadAccept()]);
  }, [props.lot.mode]);
  return (
    <Suspense fallback={<SkeletonLines rows={3} />}>
      <ActionFor {...props} />
    </Suspense>
  );
}

interface ActionProps {
  lot: LotView;
  steady: SteadyLot;
  unit: LotUnit;
  submitter: BidSubmitter;
  submission: SubmissionState;
}

function ActionFor({ lot, steady, unit, submitter, submission }: ActionProps) {
  const t = useT('quote');
  const onBid = useCallback((yuan: number) => submitter.submit(yuan, 'bid'), [submitter]);
  if (lot.phase === 'closed') return <OutcomePanel lot={steady} unit={unit} />;
  const blocked = ineligibleReason(lot.me);
  if (blocked) {
    return (
      <p role="note" data-testid="cannot-bid" className="m-0 text-sm text-ink-soft">
        {t('您暂不能出价：{reason}。可继续观看本场竞价。', { reason: t(blocked) })}
      </p>
    );
  }
  if (lot.phase === 'scheduled') {
    return (
      <p className="m-0 flex flex-wrap items-center gap-2 text-sm text-ink-soft">
        {t('竞价尚未开始，距开始')} <CountdownText parts={lot.countdown} />
      </p>
    );
  }
  if (lot.phase === 'sealed') return <SealedPanel lot={steady} unit={unit} submission={submission} onBid={onBid} />;
  if (lot.phase === 'descending' || lot.phase === 'fixed') {
    return <AcceptPanel lot={lot} unit={unit} submission={submission} onAccept={(yuan) => submitter.submit(yuan, 'accept')} />;
  }
  return <BidPanel lot={steady} unit={unit} submission={submission} onBid={onBid} />;
}
