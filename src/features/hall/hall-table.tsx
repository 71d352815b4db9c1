import type { HallKind, LiveHallRow } from '@streams/feeds/hall';
import { CountdownText } from '@/components/ui/countdown-text';
import { EmptyState } from '@/components/ui/empty-state';
import { PriceText } from '@/components/ui/price-text';
import { SkeletonLines } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { CurrentPriceCell, LotNameCell, PremiumCell } from '@/components/lot-cells';
import { displayPrice, formatDate } from '@/lib/format';

/**
 * Hall table of /hall (§2 Bidding hall page). Ongoing: 资产名称, 挂牌价, 当前价, 出价次数, 溢价率,
 * 剩余时间; upcoming: 资产名称, 挂牌价, 开始时间, 距开始. Countdowns come from the shared clock via
 * the feed (`row.countdown`, null → 已超时). `loading` shows a skeleton instead of rows.
 */
export function HallTable({ kind, rows, loading }: { kind: HallKind; rows: LiveHallRow[]; loading: boolean }) {
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
          <TableRow key={row.assetsId}>
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
              <CountdownText parts={row.countdown} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
