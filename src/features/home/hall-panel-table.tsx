import type { HallFeedState, HallKind } from '@streams/feeds/hall';
import { CountdownText } from '@/components/ui/countdown-text';
import { EmptyState } from '@/components/ui/empty-state';
import { PriceText } from '@/components/ui/price-text';
import { SkeletonLines } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { CurrentPriceCell, LotNameCell, PremiumCell } from '@/components/lot-cells';
import { displayPrice } from '@/lib/format';

/**
 * Compact hall table of the home panel. Ongoing: 资产名称, 挂牌价, 当前价, 溢价率, 剩余时间;
 * upcoming: 资产名称, 挂牌价, 剩余时间 (§2 Home). Prices right-aligned with unit; the countdown
 * comes from the feed (`dd天hh时mm分ss秒` or 已超时). Ongoing rows link 进入报价厅 (/quoteHall?assetsId=).
 */
export function HallPanelTable({ kind, feed }: { kind: HallKind; feed: HallFeedState }) {
  const ongoing = kind === 'ongoing';
  if (feed.status === 'loading' && feed.rows.length === 0) return <SkeletonLines rows={6} className="pt-3" />;
  if (feed.rows.length === 0) {
    return <EmptyState message={ongoing ? '暂无正在竞价的项目' : '暂无即将竞价的项目'} />;
  }
  return (
    <Table className="min-w-[640px]">
      <TableHeader>
        <TableRow>
          <TableHead>资产名称</TableHead>
          <TableHead className="text-right">挂牌价</TableHead>
          {ongoing ? <TableHead className="text-right">当前价</TableHead> : null}
          {ongoing ? <TableHead className="text-right">溢价率</TableHead> : null}
          <TableHead className="w-44">剩余时间</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {feed.rows.map((row) => (
          <TableRow key={row.assetsId}>
            <LotNameCell row={row} ongoing={ongoing} nameClass="block truncate" />
            <TableCell className="text-right">
              <PriceText price={displayPrice(row)} />
            </TableCell>
            {ongoing ? <CurrentPriceCell row={row} /> : null}
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
