import type { BidRecord, RevealedBid } from '@contract/bid';
import { BID_STATUS_LABELS } from '@contract/bid-basics';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { PriceText } from '@/components/ui/price-text';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { LotUnit } from './lot-unit';
import { bidTime, lotPrice } from './quote-format';

const KIND_TEXT = { bid: '', match: '（优先权应价）', accept: '（应价）', sealed: '（密封）' } as const;
const STATUS_TONE = { leading: 'price', outbid: 'muted', sealed: 'brand' } as const;

/**
 * Bid history, newest first: 竞买号, price, time to the millisecond, 领先/出局 (已提交 for the viewer's own sealed bid
 * before the reveal); the viewer's own rows are marked 我.
 */
export function BidHistory({ bids, unit, myCode, emptyText = '暂无出价记录' }: { bids: BidRecord[]; unit: LotUnit; myCode: string | null; emptyText?: string }) {
  if (bids.length === 0) return <EmptyState message={emptyText} className="py-6" />;
  return (
    <Table aria-label="出价记录" data-testid="bid-history">
      <TableHeader>
        <TableRow>
          <TableHead>竞买号</TableHead>
          <TableHead className="text-right">出价</TableHead>
          <TableHead>出价时间</TableHead>
          <TableHead>状态</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {bids.map((b) => (
          <TableRow key={b.seq}>
            <TableCell className="num">
              {b.bidderCode}
              {b.bidderCode === myCode ? <span className="ml-1 text-xs text-brand-700">（我）</span> : null}
            </TableCell>
            <TableCell className="text-right">
              <PriceText price={lotPrice(b.price, unit)} />
              <span className="text-xs text-muted">{KIND_TEXT[b.kind]}</span>
            </TableCell>
            <TableCell className="num whitespace-nowrap">{bidTime(b.at)}</TableCell>
            <TableCell>
              <Badge tone={STATUS_TONE[b.status]}>{BID_STATUS_LABELS[b.status]}</Badge>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The ranked sealed bids once revealed (开标结果): 名次, 竞买号, price, time. */
export function RevealedBids({ bids, unit, myCode }: { bids: RevealedBid[]; unit: LotUnit; myCode: string | null }) {
  return (
    <Table aria-label="开标结果">
      <TableHeader>
        <TableRow>
          <TableHead>名次</TableHead>
          <TableHead>竞买号</TableHead>
          <TableHead className="text-right">报价</TableHead>
          <TableHead>报价时间</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {[...bids].sort((a, b) => a.place - b.place).map((b) => (
          <TableRow key={b.seq}>
            <TableCell className="num">{b.place}</TableCell>
            <TableCell className="num">
              {b.bidderCode}
              {b.bidderCode === myCode ? <span className="ml-1 text-xs text-brand-700">（我）</span> : null}
            </TableCell>
            <TableCell className="text-right">
              <PriceText price={lotPrice(b.price, unit)} />
            </TableCell>
            <TableCell className="num whitespace-nowrap">{bidTime(b.at)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
