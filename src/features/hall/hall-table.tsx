import type { HallKind, LiveHallRow } from '@streams/feeds/hall';
import { CountdownText } from '@/components/ui/countdown-text';
import { EmptyState } from '@/components/ui/empty-state';
import { HrefLink } from '@/components/ui/href-link';
import { PriceText } from '@/components/ui/price-text';
import { SkeletonLines } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Link } from '@tanstack/react-router';
import { projectHref } from '@/app/paths';
import { displayPrice, formatDate, premiumRate } from '@/lib/format';

/** Premium rate cell: red when there is a premium, muted '---' before the first bid. */
function PremiumCell({ rate }: { rate: string }) {
  return <TableCell className={`num text-right ${rate.includes('%') ? 'text-price' : 'text-muted'}`}>{rate}</TableCell>;
}

/** 进入报价厅: the bid room of an ongoing lot (login required there, §2). Kept in the name cell, the columns are fixed by §2. */
export function QuoteHallLink({ assetsId }: { assetsId: string }) {
  return (
    <Link
      to="/quoteHall"
      search={{ assetsId }}
      className="shrink-0 whitespace-nowrap rounded-sm border border-price px-1.5 py-0.5 text-xs leading-none text-price hover:bg-price-soft"
    >
      进入报价厅
    </Link>
  );
}

/** The current price: biddingPrice, or the listing price while nobody has bid (§4 Premium rate). */
function currentPrice(row: LiveHallRow) {
  return displayPrice({ ...row, startPrice: row.biddingPrice || row.startPrice });
}

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
            <TableCell className="max-w-[360px]">
              <div className="flex items-center gap-2">
                <HrefLink
                  href={projectHref({ id: row.assetsId, projectType: row.projectType })}
                  className="line-clamp-2 min-w-0 flex-1 hover:text-brand-700"
                  title={row.assetsName}
                >
                  {row.assetsName}
                </HrefLink>
                {ongoing ? <QuoteHallLink assetsId={row.assetsId} /> : null}
              </div>
            </TableCell>
            <TableCell className="text-right">
              <PriceText price={displayPrice(row)} />
            </TableCell>
            {ongoing ? (
              <TableCell className="text-right">
                <PriceText price={currentPrice(row)} />
              </TableCell>
            ) : (
              <TableCell className="num whitespace-nowrap text-ink-soft">{formatDate(row.bidStartTime, 'YYYY-MM-DD HH:mm')}</TableCell>
            )}
            {ongoing ? <TableCell className="num text-right">{row.biddingCount}</TableCell> : null}
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
