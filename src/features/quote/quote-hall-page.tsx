import { Link } from '@tanstack/react-router';
import { ArrowLeft, Gavel } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonLines } from '@/components/ui/skeleton';
import type { LotView } from '@streams/feeds/lot';
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
import { RulesPanel } from './rules-panel';

const backToHall = (
  <Button asChild variant="outline" size="sm">
    <Link to="/hall">
      <ArrowLeft />
      返回竞价大厅
    </Link>
  </Button>
);

/** The history's count: bids once public; during a sealed round the number of sealed bids (others' stay hidden). */
function historyCount(lot: LotView): string {
  return lot.phase === 'sealed' ? `已提交 ${lot.sealedCount ?? 0} 份密封报价` : `共 ${lot.bidCount} 次出价`;
}

/** /quoteHall without a valid assetsId. */
export function QuoteHallMissing() {
  return <EmptyState message="缺少竞价标的编号，请从竞价大厅进入报价厅" action={backToHall} className="page-width py-20" />;
}

/**
 * 报价厅 — the live bid room of one lot (auction-rules.md "What the bid room shows"): header with server time,
 * phase, countdown and connection state; price board; the mode's bid controls; live chart; bid history; and in the
 * side column the bidder's own code, deposit and priority, and 竞价须知. One column on phones.
 */
export function QuoteHallPage({ assetsId }: { assetsId: string }) {
  const feed = useLotFeed(assetsId);
  const { submitter, submission } = useBidSubmitter(assetsId);
  const lot = feed.lot;

  if (!lot) {
    if (feed.status === 'error') return <EmptyState message={feed.error || '竞价数据加载失败'} action={backToHall} className="page-width py-20" />;
    return <SkeletonLines rows={10} className="page-width py-8" />;
  }
  const unit: LotUnit = { priceType: lot.priceType, priceUnitName: lot.priceUnitName };
  const myCode = lot.me?.code ?? null;

  return (
    <div className="page-width space-y-4 py-5" data-testid="quote-hall">
      <Card>
        <CardContent className="space-y-3">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0 space-y-1">
              <h1 className="m-0 flex items-center gap-2 text-xl font-semibold">
                <Gavel aria-hidden className="size-5 shrink-0 text-brand-600" />
                <span className="line-clamp-2">{lot.assetsName}</span>
              </h1>
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone="outline">{lot.modeLabel}</Badge>
                <ConnectionBadge feed={feed} />
              </div>
            </div>
            {backToHall}
          </div>
          <LotClockBar lot={lot} serverNow={feed.serverNow} />
        </CardContent>
      </Card>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="min-w-0 space-y-4">
          <Card aria-label="实时价格">
            <CardContent>
              <PriceBoard lot={lot} unit={unit} />
            </CardContent>
          </Card>
          <Card aria-labelledby="quote-action-title">
            <CardHeader title={<span id="quote-action-title">{actionTitle(lot)}</span>} />
            <CardContent>
              <QuoteAction lot={lot} unit={unit} submitter={submitter} submission={submission} />
            </CardContent>
          </Card>
          {lot.phase !== 'sealed' ? (
            <Card>
              <CardHeader title="价格走势" extra={<span className="text-xs text-muted">单位：{unitLabel(unit)}</span>} />
              <CardContent>
                <PriceChartCard lot={lot} now={feed.serverNow} unit={unit} />
              </CardContent>
            </Card>
          ) : null}
          <Card>
            <CardHeader title="出价记录" extra={<span className="text-xs text-muted" data-testid="history-count">{historyCount(lot)}</span>} />
            {lot.revealed && lot.revealed.length > 0 ? <RevealedBids bids={lot.revealed} unit={unit} myCode={myCode} /> : null}
            <BidHistory bids={lot.bids} unit={unit} myCode={myCode} emptyText={lot.phase === 'sealed' ? '密封报价期间不公开报价' : '暂无出价记录'} />
          </Card>
        </div>
        <aside className="space-y-4">
          <Card>
            <CardHeader title="我的竞价信息" />
            <CardContent>
              <BidderCard me={lot.me} closed={lot.phase === 'closed'} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader title="竞价须知" />
            <CardContent>
              <RulesPanel rules={lot.rules} unit={unit} />
            </CardContent>
          </Card>
        </aside>
      </div>
    </div>
  );
}
