import { memo } from 'react';
import type { BidRecord, RevealedBid } from '@contract/bid';
import { BID_STATUS_LABELS, SNAPSHOT_BIDS } from '@contract/bid-basics';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { PriceText } from '@/components/ui/price-text';
import { msg, useT } from '@/i18n';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { LotUnit } from './lot-unit';
import { bidTime, lotPrice } from './quote-format';

const KIND_TEXT = { bid: '', match: msg('（优先权应价）'), accept: msg('（应价）'), sealed: msg('（密封）') } as const;
const STATUS_TONE = { leading: 'price', outbid: 'muted', sealed: 'brand' } as const;

/**
 * One bid of the history. Memoised: the lot feed keeps a bid's record while it does not change (streams/feeds/lot-state.ts
 * `withBid`), so a new bid renders its own row and the row it outbid, not the whole history.
 */
const BidRow = memo(function BidRow({ bid: b, unit, mine }: { bid: BidRecord; unit: LotUnit; mine: boolean }) {
  const t = useT('quote');
  return (
    <TableRow>
      <TableCell className="num">
        <span translate="no">{b.bidderCode}</span>
        {mine ? <span className="ml-1 text-xs text-brand-700">{t('（我）')}</span> : null}
      </TableCell>
      <TableCell className="text-right">
        <PriceText price={lotPrice(b.price, unit)} />
        {KIND_TEXT[b.kind] ? <span className="text-xs text-muted">{t(KIND_TEXT[b.kind])}</span> : null}
      </TableCell>
      <TableCell className="num whitespace-nowrap">{bidTime(b.at)}</TableCell>
      <TableCell>
        <Badge tone={STATUS_TONE[b.status]}>{t(BID_STATUS_LABELS[b.status])}</Badge>
      </TableCell>
    </TableRow>
  );
});

/**
 * Bid history, newest first: 竞买号, price, time to the millisecond, 领先/出局 (已提交 for the viewer's own sealed bid
 * before the reveal); the viewer's own rows are marked 我. The lot snapshot carries only its latest bids
 * (SNAPSHOT_BIDS), so when `total` (every bid of the lot) is more than the rows and the rows fill a snapshot, a note under the table says that
 * only the latest are shown. Memoised: the room renders every second, the history only when its props change.
 */
export const BidHistory = memo(function BidHistory({ bids, unit, myCode, emptyText, total }: { bids: BidRecord[]; unit: LotUnit; myCode: string | null; emptyText?: string; total?: number }) {
  const t = useT('quote');
  if (bids.length === 0) return <EmptyState message={emptyText ?? t('暂无出价记录')} className="py-6" />;
  return (
    <>
    <Table aria-label={t('出价记录')} data-testid="bid-history">
      <TableHeader>
        <TableRow>
          <TableHead>{t('竞买号')}</TableHead>
          <TableHead className="text-right">{t('出价')}</TableHead>
          <TableHead>{t('出价时间')}</TableHead>
          <TableHead>{t('状态')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {bids.map((b) => (
          <BidRow key={b.seq} bid={b} unit={unit} mine={b.bidderCode === myCode} />
        ))}
      </TableBody>
    </Table>
    {total !== undefined && total > bids.length && bids.length >= SNAPSHOT_BIDS ? (
      <p className="px-4 py-2 text-xs text-muted" data-testid="history-latest-only">{t('仅显示最近 {n} 条', { n: bids.length })}</p>
    ) : null}
    </>
  );
});

/** The ranked sealed bids once revealed (开标结果): 名次, 竞买号, price, time. Memoised as {@link BidHistory}. */
export const RevealedBids = memo(function RevealedBids({ bids, unit, myCode }: { bids: RevealedBid[]; unit: LotUnit; myCode: string | null }) {
  const t = useT('quote');
  return (
    <Table aria-label={t('开标结果')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('名次')}</TableHead>
          <TableHead>{t('竞买号')}</TableHead>
          <TableHead className="text-right">{t('报价')}</TableHead>
          <TableHead>{t('报价时间')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {[...bids].sort((a, b) => a.place - b.place).map((b) => (
          <TableRow key={b.seq}>
            <TableCell className="num">{b.place}</TableCell>
            <TableCell className="num">
              <span translate="no">{b.bidderCode}</span>
              {b.bidderCode === myCode ? <span className="ml-1 text-xs text-brand-700">{t('（我）')}</span> : null}
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
});
