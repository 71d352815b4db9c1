import type { ComponentType, ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { HallDeadlineRow } from '@streams/feeds/hall';
import { HrefLink } from '@/components/ui/href-link';
import { PriceText } from '@/components/ui/price-text';
import { TableCell } from '@/components/ui/table';
import { projectHref } from '@/lib/paths';
import { displayPrice, premiumRate } from '@/lib/format';
import { useT } from '@/i18n';

/**
 * Table cells of a bidding-hall row, shared by the /hall table and the home hall panel (§2): the asset name
 * linking to its project (with 进入报价厅 for ongoing lots), the current price and the premium rate. Each renders
 * into `Cell`: a `<td>` by default, the /hall grid passes its `role="cell"` box.
 */

/** The element a lot cell renders into: TableCell (`<td>`) or a grid cell with the same props. */
export type LotCell = ComponentType<{ className?: string; children?: ReactNode }>;

/**
 * The cell components of a labelled cell type (a phone card shows the label before the value): `cellFor(label)` is
 * `Cell` with that label ('' for none), in the shape the lot cells render into. One component per label, so a row
 * keeps its cells between renders.
 */
export function labelledCells(Cell: ComponentType<{ label?: string; className?: string; children?: ReactNode }>): (label: string) => LotCell {
  const cells = new Map<string, LotCell>();
  return (label) => {
    let cell = cells.get(label);
    if (!cell) {
      cell = function LabelledCell(props) {
        return <Cell label={label || undefined} {...props} />;
      };
      cells.set(label, cell);
    }
    return cell;
  };
}

/** 进入报价厅: the bid room of an ongoing lot (login required there, §2). Kept in the name cell, the columns are fixed by §2. */
export function QuoteHallLink({ assetsId }: { assetsId: string }) {
  const t = useT('common');
  return (
    <Link
      to="/quoteHall"
      search={{ assetsId }}
      className="shrink-0 whitespace-nowrap rounded-sm border border-price px-1.5 py-0.5 text-xs leading-none text-price hover:bg-price-soft"
    >
      {t('进入报价厅')}
    </Link>
  );
}

/** Asset name cell: the project link (`/projectPkg/…` for packages), clamped by `nameClass`, plus the quote-hall link when `ongoing`. */
export function LotNameCell({ row, ongoing, nameClass, Cell = TableCell }: { row: HallDeadlineRow; ongoing: boolean; nameClass: string; Cell?: LotCell }) {
  return (
    <Cell className="max-w-[360px]">
      <div className="flex items-center gap-2">
        <HrefLink href={projectHref({ id: row.assetsId, projectType: row.projectType })} title={row.assetsName} translate="no" className={`min-w-0 flex-1 hover:text-brand-700 ${nameClass}`}>
          {row.assetsName}
        </HrefLink>
        {ongoing ? <QuoteHallLink assetsId={row.assetsId} /> : null}
      </div>
    </Cell>
  );
}

/** Current price cell: biddingPrice, or the listing price while nobody has bid (§4 Premium rate), with its unit. */
export function CurrentPriceCell({ row, Cell = TableCell }: { row: HallDeadlineRow; Cell?: LotCell }) {
  return (
    <Cell className="text-right">
      <PriceText price={displayPrice({ ...row, startPrice: row.biddingPrice || row.startPrice })} />
    </Cell>
  );
}

/** Premium rate cell (§4): red when there is a premium, muted '---' before the first bid. */
export function PremiumCell({ row, Cell = TableCell }: { row: HallDeadlineRow; Cell?: LotCell }) {
  const rate = premiumRate(row);
  return <Cell className={`num text-right ${rate.includes('%') ? 'text-price' : 'text-muted'}`}>{rate}</Cell>;
}
