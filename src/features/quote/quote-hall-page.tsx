import { lazy, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Gavel } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonLines } from '@/components/ui/skeleton';
import type { LotFeedState, LotView } from '@streams/feeds/lot';
import { t, useT } from '@/i18n';
import type { LotUnit } from './lot-unit';
import { unitLabel } from './quote-format';
import { useBidSubmitter, useLotFeed } from './quote.feed';
import { BidHistory, RevealedBids } from './bid-history';
import { BidderCard } from './bidder-card';
import { ConnectionBadge } from './connection-badge';
import { LotClockBar } from './lot-clock-bar';
import { PriceBoard } from './price-board';
import { PriceChartCard } from './price-chart-card';
import { QuoteAction, actionTitle } from './quote-action';

// In chunks of their own (initial JS budget), requested with the first render: the rules card below the bidder's
// card, and the live region (the state at opening is not announced anyway).
const RulesPanel = lazy(() => import('./rules-panel').then((m) => ({ default: m.RulesPanel })));
const LotAnnouncer = lazy(() => import('./lot-announcements').then((m) => ({ default: m.LotAnnouncer })));

/** The way back to the bidding hall (a 44 px target on phones). */
function BackToHall() {
  const t = useT('quote');
  return (
    <Button asChild variant="outline" size="sm" className="h-11 sm:h-8">
      <Link to="/hall">
        <ArrowLeft />
        {t('返回竞价大厅')}
      </Link>
    </Button>
  );
}
const backToHall = <BackToHall />;

/**
 * The history's count, in the active language: bids once public; during a sealed round the number of sealed bids
 * (others' stay hidden).
 */
function historyCount(lot: LotView): string {
  return lot.phase === 'sealed' ? t('已提交 {n} 份密封报价', { n: lot.sealedCount ?? 0 }) : t('共 {n} 次出价', { n: lot.bidCount });
}

/**
 * The room's title card: the lot's name, mode, connection state, the way back, and the clock bar (phase, countdown,
 * server time) — all public, so it shows from the document's inlined snapshot before the bidder's side is known.
 */
function LotTitleCard({ lot, feed }: { lot: LotView; feed: LotFeedState }) {
  const t = useT('quote');
  return (
    <Card>
      <CardContent className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <h1 className="m-0 flex items-center gap-2 text-xl font-semibold">
              <Gavel aria-hidden className="size-5 shrink-0 text-brand-600" />
              <span className="line-clamp-2" translate="no">{lot.assetsName}</span>
            </h1>
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone="outline">{t(lot.modeLabel)}</Badge>
              <ConnectionBadge feed={feed} />
            </div>
          </div>
          {backToHall}
        </div>
        <LotClockBar lot={lot} serverNow={feed.serverNow} />
      </CardContent>
    </Card>
  );
}

/** /quoteHall without a valid assetsId. */
export function QuoteHallMissing() {
  const t = useT('quote');
  return <EmptyState message={t('缺少竞价标的编号，请从竞价大厅进入报价厅')} action={backToHall} className="page-width py-20" />;
}

/**
 * 报价厅 — the live bid room of one lot (auction-rules.md "What the bid room shows"): header with server time,
 * phase, countdown and connection state; price board; the mode's bid controls; live chart; bid history; and in the
 * side column the bidder's own code, deposit and priority, and 竞价须知. One column on phones, with the bid controls
 * in a bar at the bottom of the screen. Screen readers hear new leading prices, being outbid, extensions and the
 * close through one throttled live region ({@link LotAnnouncer}). Opened with the lot's public state inlined in the
 * document, the title card shows at once and the rest keeps its skeleton until the bidder's side is known (the
 * bid controls and the bidder's card depend on it): nothing is shown that would change when it arrives.
 */
export function QuoteHallPage({ assetsId }: { assetsId: string }) {
  const t = useT('quote');
  const feed = useLotFeed(assetsId);
  const { submitter, submission } = useBidSubmitter(assetsId);
  const lot = feed.lot;

  if (!lot) {
    if (feed.status === 'error') return <EmptyState message={feed.error ? t(feed.error) : t('竞价数据加载失败')} action={backToHall} className="page-width py-20" />;
    // The room is about 60rem tall at every width: the footer stays where it will be, below the first screen.
    return <SkeletonLines rows={10} className="page-width min-h-[60rem] py-8" />;
  }
  if (!lot.meKnown) {
    return (
      <div className="page-width space-y-4 py-5">
        <LotTitleCard lot={lot} feed={feed} />
        <SkeletonLines rows={8} className="min-h-[50rem]" />
      </div>
    );
  }
  const unit: LotUnit = { priceType: lot.priceType, priceUnitName: lot.priceUnitName };
  const myCode = lot.me?.code ?? null;

  return (
    <div className="page-width space-y-4 py-5" data-testid="quote-hall">
      <Suspense fallback={null}>
        <LotAnnouncer lot={lot} unit={unit} serverNow={feed.serverNow} />
      </Suspense>
      <LotTitleCard lot={lot} feed={feed} />

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="min-w-0 space-y-4">
          <Card aria-label={t('实时价格')}>
            <CardContent>
              <PriceBoard lot={lot} unit={unit} />
            </CardContent>
          </Card>
          <Card aria-labelledby="quote-action-title">
            <CardHeader title={<span id="quote-action-title">{t(actionTitle(lot))}</span>} />
            <CardContent>
              <QuoteAction lot={lot} unit={unit} submitter={submitter} submission={submission} />
            </CardContent>
          </Card>
          {lot.phase !== 'sealed' ? (
            <Card>
              <CardHeader title={t('价格走势')} extra={<span className="text-xs text-muted">{t('单位：{unit}', { unit: unitLabel(unit) })}</span>} />
              <CardContent>
                <PriceChartCard lot={lot} now={feed.serverNow} unit={unit} />
              </CardContent>
            </Card>
          ) : null}
          <Card>
            <CardHeader title={t('出价记录')} extra={<span className="text-xs text-muted" data-testid="history-count">{historyCount(lot)}</span>} />
            {lot.revealed && lot.revealed.length > 0 ? <RevealedBids bids={lot.revealed} unit={unit} myCode={myCode} /> : null}
            <BidHistory bids={lot.bids} total={lot.phase === 'sealed' ? undefined : lot.bidCount} unit={unit} myCode={myCode} emptyText={lot.phase === 'sealed' ? t('密封报价期间不公开报价') : t('暂无出价记录')} />
          </Card>
        </div>
        <aside className="space-y-4">
          <Card>
            <CardHeader title={t('我的竞价信息')} />
            <CardContent>
              <BidderCard me={lot.me} closed={lot.phase === 'closed'} />
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
  );
}
