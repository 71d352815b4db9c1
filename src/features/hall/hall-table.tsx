import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { BehaviorSubject, type Observable } from 'rxjs';
import { HALL_PAGE_SIZE } from '@contract/constants';
import type { HallDeadlineRow, HallKind } from '@streams/feeds/hall';
import { EmptyState } from '@/components/ui/empty-state';
import { PriceText } from '@/components/ui/price-text';
import { cn } from '@/components/ui/cn';
import { Skeleton } from '@/components/ui/skeleton';
import { LiveCountdown } from '@/components/live-countdown';
import { CurrentPriceCell, LotNameCell, PremiumCell } from '@/components/lot-cells';
import { displayPrice, formatDate } from '@/lib/format';
import { type BlockVisibility, createBlockVisibility } from '@/lib/block-visibility';
import { GridCell, GridHead, GridHeader, GridRow, GridTable, labelledGridCell } from '@/features/hall/hall-grid';
import { useT } from '@/i18n';

/** Rows per block: the unit the browser skips off screen (content-visibility) and React skips when unchanged. */
export const HALL_BLOCK_ROWS = 10;
/** Estimated height of a block never shown yet (px, rows of one or two lines); a shown block keeps its real size. */
const BLOCK_HEIGHT_GUESS = HALL_BLOCK_ROWS * 44;

/** Column templates: names take the rest; money, counts and countdowns have fixed widths so every row lines up. */
const COLUMNS = {
  ongoing: 'minmax(12rem,1fr) 10.5rem 10.5rem 5.5rem 5.5rem 9.5rem',
  upcoming: 'minmax(12rem,1fr) 10.5rem 10rem 9.5rem',
} as const;

/**
 * Hall table of /hall (§2 Bidding hall page). Ongoing: 资产名称, 挂牌价, 当前价, 出价次数, 溢价率,
 * 剩余时间; upcoming: 资产名称, 挂牌价, 开始时间, 距开始. `rows` change only when an answer arrives; each
 * countdown ticks by itself from the shared clock (LiveCountdown, 已超时 at zero).
 *
 * Built for long lists (bench/README.md "Web: /hall with 500 rows"): an ARIA grid of `div`s (hall-grid.tsx) whose
 * rows come in blocks of {@link HALL_BLOCK_ROWS} with `content-visibility: auto`, so the browser lays out and paints
 * only the blocks near the viewport (all rows stay in the page: find-in-page, screen readers and tab order reach
 * them), and countdowns in skipped blocks do not tick; the first block, on screen, is always laid out. An answer re-renders only the blocks holding a lot that
 * reads differently. `loading` shows a skeleton instead of rows. On phones every row is a card (hall-grid.tsx).
 */
export function HallTable({ kind, rows, loading }: { kind: HallKind; rows: HallDeadlineRow[]; loading: boolean }) {
  const t = useT('hall');
  const ongoing = kind === 'ongoing';
  const [visibility] = useState(() => createBlockVisibility());
  useEffect(() => () => visibility.disconnect(), [visibility]);
  // The feed keeps the row object of a lot that reads the same (streams/feeds/hall.ts): blocks compare by identity.
  const blocks = useMemo(
    () => Array.from({ length: Math.ceil(rows.length / HALL_BLOCK_ROWS) }, (_, i) => rows.slice(i * HALL_BLOCK_ROWS, (i + 1) * HALL_BLOCK_ROWS)),
    [rows],
  );
  if (loading) return <HallSkeleton ongoing={ongoing} />;
  if (rows.length === 0) return <EmptyState message={ongoing ? t('暂无正在竞价的项目') : t('暂无即将竞价的项目')} className="py-14" />;

  return (
    <GridTable columns={COLUMNS[kind]} className="md:min-w-[760px] [&>[role=rowgroup]:last-child>[role=row]:last-child]:border-b-0">
      <GridHeader>
        <GridHead>{t('资产名称')}</GridHead>
        <GridHead className="text-right">{t('挂牌价')}</GridHead>
        {ongoing ? <GridHead className="text-right">{t('当前价')}</GridHead> : <GridHead>{t('开始时间')}</GridHead>}
        {ongoing ? <GridHead className="text-right">{t('出价次数')}</GridHead> : null}
        {ongoing ? <GridHead className="text-right">{t('溢价率')}</GridHead> : null}
        <GridHead>{ongoing ? t('剩余时间') : t('距开始')}</GridHead>
      </GridHeader>
      {blocks.map((block, i) => (
        <HallRowBlock key={i} rows={block} ongoing={ongoing} visibility={visibility} eager={i === 0} />
      ))}
    </GridTable>
  );
}

/**
 * The table's place while its first answer is on the way: a page of rows ({@link HALL_PAGE_SIZE}) of the real rows'
 * height — phone cards (name, then one line per column) or, from `md` up, the header and one-line rows — so nothing
 * below moves when the rows arrive. Announces 加载中 once.
 */
function HallSkeleton({ ongoing }: { ongoing: boolean }) {
  const t = useT('hall');
  return (
    <div role="status" aria-label={t('加载中')} className="animate-pulse">
      <div className="h-9 bg-brand-50 max-md:hidden" />
      {Array.from({ length: HALL_PAGE_SIZE }, (_, i) => (
        <div key={i} className={cn('border-b border-line px-4 py-3 md:h-10 md:py-2.5', ongoing ? 'h-[165px]' : 'h-[117px]')}>
          <Skeleton className="h-full" />
        </div>
      ))}
    </div>
  );
}

/** Whether two blocks hold the same row objects (the feed keeps the object of a lot that reads the same). */
const sameRows = (a: HallDeadlineRow[], b: HallDeadlineRow[]) => a.length === b.length && a.every((row, i) => row === b[i]);

/**
 * A block of rows, skipped by the browser while far off screen (`content-visibility: auto`, its size remembered once
 * shown) and by React while it holds the same row objects. Its countdowns tick only while `visibility` reports the
 * block near the viewport.
 */
const HallRowBlock = memo(
  function HallRowBlock({ rows, ongoing, visibility, eager }: { rows: HallDeadlineRow[]; ongoing: boolean; visibility: BlockVisibility; eager: boolean }) {
    const block = useRef<HTMLDivElement>(null);
    // false until the observer's first report (the rows show the digits of their render meanwhile)
    const [visible$] = useState(() => new BehaviorSubject(!visibility.supported));
    useEffect(() => visibility.watch(block.current!, (v) => visible$.next(v)), [visibility, visible$]);
    // The first block is on screen: laid out at once, never at a guessed size that its rows then push aside.
    const skip = eager ? undefined : { containIntrinsicSize: `auto ${rows.length * (BLOCK_HEIGHT_GUESS / HALL_BLOCK_ROWS)}px` };
    return (
      <div ref={block} role="rowgroup" className={eager ? undefined : '[content-visibility:auto]'} style={skip}>
        {rows.map((row) => (
          <HallTableRow key={row.assetsId} row={row} ongoing={ongoing} active$={visible$} />
        ))}
      </div>
    );
  },
  (a, b) => a.ongoing === b.ongoing && a.visibility === b.visibility && a.eager === b.eager && sameRows(a.rows, b.rows),
);

/** One lot of the table; skipped by React while its row object is the same (stable rows: the lot reads the same). */
const HallTableRow = memo(function HallTableRow({ row, ongoing, active$ }: { row: HallDeadlineRow; ongoing: boolean; active$: Observable<boolean> }) {
  const t = useT('hall');
  return (
    <GridRow>
      <LotNameCell row={row} ongoing={ongoing} nameClass="line-clamp-2" Cell={GridCell} />
      <GridCell label={t('挂牌价')} className="text-right">
        <PriceText price={displayPrice(row)} />
      </GridCell>
      {ongoing ? (
        <CurrentPriceCell row={row} Cell={labelledGridCell(t('当前价'))} />
      ) : (
        <GridCell label={t('开始时间')} className="num whitespace-nowrap text-ink-soft">
          {formatDate(row.bidStartTime, 'YYYY-MM-DD HH:mm')}
        </GridCell>
      )}
      {ongoing ? <GridCell label={t('出价次数')} className="num text-right">{row.biddingCount}</GridCell> : null}
      {ongoing ? <PremiumCell row={row} Cell={labelledGridCell(t('溢价率'))} /> : null}
      <GridCell label={ongoing ? t('剩余时间') : t('距开始')}>
        <LiveCountdown deadline={row.deadline} active$={active$} />
      </GridCell>
    </GridRow>
  );
});
