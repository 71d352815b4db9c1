import { memo, useDeferredValue, useMemo } from 'react';
import { HALL_PAGE_SIZE } from '@contract/constants';
import type { HallFeedState, HallKind } from '@streams/feeds/hall';
import { CountdownText } from '@/components/ui/countdown-text';
import { EmptyState } from '@/components/ui/empty-state';
import { PriceText } from '@/components/ui/price-text';
import { SkeletonLines } from '@/components/ui/skeleton';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { CurrentPriceCell, LotNameCell, PremiumCell } from '@/components/lot-cells';
import { displayPrice } from '@/lib/format';
import { labelledCell, StackedCell, stackedBody, stackedHeader, stackedRow, stackedTable } from '@/features/home/stacked-table';
import type { HallFeedHook } from '@/features/home/hall-panel';
import { useT } from '@/i18n';

/**
 * The home panel's table of `kind` (first {@link HALL_PAGE_SIZE} rows, filtered by `assetsName`, '' = all) on its live
 * feed. A feed value arrives as a synchronous render (the stream is an external store); the table follows it through
 * `useDeferredValue`, so the rows render at a transition's priority, in slices that yield to the browser — the first
 * rows right after the hydrated page's commit would otherwise be one long task on a slow phone (Lighthouse TBT).
 */
export function HallPanelFeedTable({ kind, assetsName, useFeed }: { kind: HallKind; assetsName: string; useFeed: HallFeedHook }) {
  const feed = useFeed({ kind, assetsName: assetsName || undefined, current: 1, size: HALL_PAGE_SIZE });
  // The tab and its rows move together: the columns never show another tab's rows.
  const shown = useDeferredValue(useMemo(() => ({ kind, feed }), [kind, feed]));
  return <MemoHallPanelTable kind={shown.kind} feed={shown.feed} />;
}

/**
 * Compact hall table of the home panel. Ongoing: 资产名称, 挂牌价, 当前价, 溢价率, 剩余时间;
 * upcoming: 资产名称, 挂牌价, 剩余时间 (§2 Home). Prices right-aligned with unit; the countdown
 * comes from the feed (`dd天hh时mm分ss秒` or 已超时). Ongoing rows link 进入报价厅 (/quoteHall?assetsId=).
 * On phones every row is a card (stacked-table.tsx).
 */
export function HallPanelTable({ kind, feed }: { kind: HallKind; feed: HallFeedState }) {
  const t = useT('home');
  const ongoing = kind === 'ongoing';
  if (feed.status === 'loading' && feed.rows.length === 0) return <SkeletonLines rows={6} className="pt-3" />;
  if (feed.rows.length === 0) {
    return <EmptyState message={ongoing ? t('暂无正在竞价的项目') : t('暂无即将竞价的项目')} />;
  }
  return (
    <Table className={`md:min-w-[640px] ${stackedTable}`}>
      <TableHeader className={stackedHeader}>
        <TableRow>
          <TableHead>{t('资产名称')}</TableHead>
          <TableHead className="text-right">{t('挂牌价')}</TableHead>
          {ongoing ? <TableHead className="text-right">{t('当前价')}</TableHead> : null}
          {ongoing ? <TableHead className="text-right">{t('溢价率')}</TableHead> : null}
          <TableHead className="w-44">{t('剩余时间')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody className={stackedBody}>
        {feed.rows.map((row) => (
          <TableRow key={row.assetsId} className={stackedRow}>
            <LotNameCell row={row} ongoing={ongoing} nameClass="line-clamp-2 font-medium md:block md:truncate md:font-normal" Cell={labelledCell('')} />
            <StackedCell label={t('挂牌价')} className="text-right">
              <PriceText price={displayPrice(row)} />
            </StackedCell>
            {ongoing ? <CurrentPriceCell row={row} Cell={labelledCell(t('当前价'))} /> : null}
            {ongoing ? <PremiumCell row={row} Cell={labelledCell(t('溢价率'))} /> : null}
            <StackedCell label={t('剩余时间')}>
              <CountdownText parts={row.countdown} />
            </StackedCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Renders again only for a new feed value or tab, not when its parent renders with the deferred (previous) one. */
const MemoHallPanelTable = memo(HallPanelTable);
