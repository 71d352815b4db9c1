import { memo } from 'react';
import type { HallDeadlineRow, HallKind } from '@streams/feeds/hall';
import { EmptyState } from '@/components/ui/empty-state';
import { PriceText } from '@/components/ui/price-text';
import { SkeletonLines } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { LiveCountdown } from '@/components/live-countdown';
import { CurrentPriceCell, LotNameCell, PremiumCell, sameLotRow } from '@/components/lot-cells';
import { displayPrice, formatDate } from '@/lib/format';

/**
 * Hall table of /hall (§2 Bidding hall page). Ongoing: 资产名称, 挂牌价, 当前价, 出价次数, 溢价率,
 * 剩余时间; upcoming: 资产名称, 挂牌价, 开始时间, 距开始. `rows` change only when an answer arrives; each
 * countdown ticks by itself from the shared clock (LiveCountdown, 已超时 at zero), and a row re-renders only when
 * its own lot changed. `loading` shows a skeleton instead of rows.
 */
export function HallTable({ kind, rows, loading }: { kind: HallKind; rows: HallDeadlineRow[]; loading: boolean }) {
  const ongoing = kind === 'ongoing';
  if (loading) return <SkeletonLines rows={8} className="p-4" />;
  if (rows.length === 0) return <EmptyState message={ongoing ? '暂无正在竞价的项目' : '暂无即将竞价的项目'} className="py-14" />;

  return (
    <Table className="min-w-[760px]">
      <TableHeader>
        <TableRow>
          <TableHead>资产名称</TableHead>
          <TableHead className="text-right">挂牌价</TableHead>
          {ongoing ? <TableHead className="text-right">当前价</TableHead> : <TableHead>开始时间</TableHead>}
          {ongoing ? <TableHead className="text-right">出价次数</TableHead> : null}
          {ongoing ? <TableHead className="text-right">溢价率</TableHead> : null}
          <TableHead>{ongoing ? '剩余时间' : '距开始'}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <HallTableRow key={row.assetsId} row={row} ongoing={ongoing} />
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * One lot of the table; skipped by React while {@link sameLotRow} says the lot reads the same. `relative` gives
 * each row its own paint layer, so a countdown that changes repaints its row, not the whole 500-row table.
 */
const HallTableRow = memo(
  function HallTableRow({ row, ongoing }: { row: HallDeadlineRow; ongoing: boolean }) {
    return (
      <TableRow className="relative">
        <LotNameCell row={row} ongoing={ongoing} nameClass="line-clamp-2" />
        <TableCell className="text-right">
          <PriceText price={displayPrice(row)} />
        </TableCell>
        {ongoing ? (
          <CurrentPriceCell row={row} />
        ) : (
          <TableCell className="num whitespace-nowrap text-ink-soft">{formatDate(row.bidStartTime, 'YYYY-MM-DD HH:mm')}</TableCell>
        )}
        {ongoing ? <TableCell className="num text-right">{row.biddingCount}</TableCell> : null}
        {ongoing ? <PremiumCell row={row} /> : null}
        <TableCell>
          <LiveCountdown deadline={row.deadline} />
        </TableCell>
      </TableRow>
    );
  },
  (a, b) => a.ongoing === b.ongoing && sameLotRow(a.row, b.row),
);
