import { lazy, startTransition, Suspense, useEffect, useMemo, useState } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonLines } from '@/components/ui/skeleton';
import type { LotView } from '@streams/feeds/lot';
import { t, useT } from '@/i18n';
import type { LotUnit } from './lot-unit';
import { unitLabel } from './quote-format';
import { useBidSubmitter, useLotFeed } from './quote.feed';
import { BidHistory, RevealedBids } from './bid-history';
import { BidderCard } from './bidder-card';
import { PriceBoard } from './price-board';
import { PriceChartCard } from './price-chart-card';
import { QuoteAction, actionTitle } from './quote-action';
import { LotTitleCard, RoomOpening, backToHall } from './room-opening';
import { LotClockContext } from './lot-clock';
import { useSteadyLot } from './steady-lot';

// In chunks of their own (initial JS budget), requested with the first render: the rules card below the bidder's
// card, and the live region (the state at opening is not announced anyway).
const RulesPanel = lazy(() => import('./rules-panel').then((m) => ({ default: m.RulesPanel })));
const LotAnnouncer = lazy(() => import('./lot-announcements').then((m) => ({ default: m.LotAnnouncer })));

/**
 * The history's count, in the active language: bids once public; during a sealed round the number of sealed bids
 * (others' stay hidden).
 */
function historyCount(lot: LotView): string {
  return lot.phase === 'sealed' ? t('已提交 {n} 份密封报价', { n: lot.sealedCount ?? 0 }) : t('共 {n} 次出价', { n: lot.bidCount });
}

/**
 * 报价厅 — the live bid room of one lot (auction-rules.md "What the bid room shows"): header with server time,
 * phase, countdown and connection state; price board; the mode's bid controls; live chart; bid history; and in the
 * side column the bidder's own code, deposit and priority, and 竞价须知. One column on phones, with the bid controls
 * in a bar at the bottom of the screen. Screen readers hear new leading prices, being outbid, extensions and the
 * close through one throttled live region ({@link LotAnnouncer}). Opened with the lot's public state inlined in the
 * document, the title card shows at once and the rest keeps its skeleton until the bidder's side is known (the
 * bid controls and the bidder's card depend on it): nothing is shown that would change when it arrives. The feed's view
 * of every second reaches only the parts that show the clock; the rest take the lot's steady view (steady-lot.ts).
 */
export function QuoteRoom({ assetsId }: { assetsId: string }) {
  const t = useT('quote');
  const feed = useLotFeed(assetsId);
  const { submitter, submission } = useBidSubmitter(assetsId);
  const lot = feed.lot;
  // The feed emits every second for the countdowns; the parts that show no clock take the steady view and the unit
  // below, which keep their identity until the lot changes, and so skip those renders.
  const steady = useSteadyLot(lot);
  const priceType = lot?.priceType ?? 0;
  const priceUnitName = lot?.priceUnitName ?? '';
  const unit = useMemo<LotUnit>(() => ({ priceType, priceUnitName }), [priceType, priceUnitName]);

  const known = !!lot?.meKnown && !!steady;
  // The whole room replaces the opening in a transition: React renders it in slices that yield to the browser
  // instead of in one long task on a slow phone (Lighthouse TBT); the opening keeps ticking meanwhile.
  const [revealed, setRevealed] = useState(known);
  useEffect(() => {
    if (known && !revealed) startTransition(() => setRevealed(true));
  }, [known, revealed]);

  if (!lot && feed.status === 'error') return <EmptyState message={feed.error ? t(feed.error) : t('竞价数据加载失败')} action={backToHall} className="page-width py-20" />;
  if (!lot?.meKnown || !steady || !revealed) return <RoomOpening feed={feed} />;
  const myCode = steady.me?.code ?? null;

  return (
    <LotClockContext.Provider value={lot}>
      <div className="page-width space-y-4 py-5" data-testid="quote-hall">
        <Suspense fallback={null}>
          <LotAnnouncer lot={lot} unit={unit} serverNow={feed.serverNow} />
        </Suspense>
        <LotTitleCard lot={lot} feed={feed} />

        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_340px]">
          <div className="min-w-0 space-y-4">
            <Card aria-label={t('实时价格')}>
              <CardContent>
                <PriceBoard lot={steady} unit={unit} />
              </CardContent>
            </Card>
            <Card aria-labelledby="quote-action-title">
              <CardHeader title={<span id="quote-action-title">{t(actionTitle(lot))}</span>} />
              <CardContent>
                <QuoteAction lot={lot} steady={steady} unit={unit} submitter={submitter} submission={submission} />
              </CardContent>
            </Card>
            {lot.phase !== 'sealed' ? (
              <Card>
                <CardHeader title={t('价格走势')} extra={<span className="text-xs text-muted">{t('单位：{unit}', { unit: unitLabel(unit) })}</span>} />
                <CardContent>
                  <PriceChartCard lot={steady} now={feed.serverNow} unit={unit} />
                </CardContent>
              </Card>
            ) : null}
            <Card>
              <CardHeader title={t('出价记录')} extra={<span className="text-xs text-muted" data-testid="history-count">{historyCount(lot)}</span>} />
              {steady.revealed && steady.revealed.length > 0 ? <RevealedBids bids={steady.revealed} unit={unit} myCode={myCode} /> : null}
              <BidHistory bids={steady.bids} total={lot.phase === 'sealed' ? undefined : lot.bidCount} unit={unit} myCode={myCode} emptyText={lot.phase === 'sealed' ? t('密封报价期间不公开报价') : t('暂无出价记录')} />
            </Card>
          </div>
          <aside className="space-y-4">
            <Card>
              <CardHeader title={t('我的竞价信息')} />
              <CardContent>
                <BidderCard me={steady.me} closed={lot.phase === 'closed'} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader title={t('竞价须知')} />
              <CardContent>
                <Suspense fallback={<SkeletonLines rows={6} />}>
                  <RulesPanel rules={lot.rules} unit={unit} />
                </Suspense>
              </CardContent>
            </Card>
          </aside>
        </div>
      </div>
    </LotClockContext.Provider>
  );
}
