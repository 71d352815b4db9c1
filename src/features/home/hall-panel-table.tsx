import type { HallFeedState, HallKind, LiveHallRow } from '@streams/feeds/hall';
import { CountdownText } from '@/components/ui/countdown-text';
import { EmptyState } from '@/components/ui/empty-state';
import { HrefLink } from '@/components/ui/href-link';
import { PriceText } from '@/components/ui/price-text';
import { SkeletonLines } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Link } from '@tanstack/react-router';
import { projectHref } from '@/app/paths';
import { displayPrice, premiumRate } from '@/lib/format';

/** Premium rate cell: red when there is a premium, muted '---' before the first bid. */
function PremiumCell({ rate }: { rate: string }) {
  return <TableCell className={`num text-right ${rate.includes('%') ? 'text-price' : 'text-muted'}`}>{rate}</TableCell>;
}

/** Current price falls back to the listing price while nobody has bid (§4 Premium rate). */
const currentPrice = (row: LiveHallRow) => displayPrice({ ...row, startPrice: row.biddingPrice || row.startPrice });

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
            <TableCell className="max-w-[360px]">
              <div className="flex items-center gap-2">
                <HrefLink
                  href={projectHref({ id: row.assetsId, projectType: row.projectType })}
                  title={row.assetsName}
                  className="block min-w-0 flex-1 truncate hover:text-brand-700"
                >
                  {row.assetsName}
                </HrefLink>
                {ongoing ? (
                  <Link
                    to="/quoteHall"
                    search={{ assetsId: row.assetsId }}
                    className="shrink-0 whitespace-nowrap rounded-sm border border-price px-1.5 py-0.5 text-xs leading-none text-price hover:bg-price-soft"
                  >
                    进入报价厅
                  </Link>
                ) : null}
              </div>
            </TableCell>
            <TableCell className="text-right">
              <PriceText price={displayPrice(row)} />
            </TableCell>
            {ongoing ? (
              <TableCell className="text-right">
                <PriceText price={currentPrice(row)} />
              </TableCell>
            ) : null}
            {ongoing ? <PremiumCell rate={premiumRate(row)} /> : null}
            <TableCell>
              <CountdownText parts={row.countdown} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
