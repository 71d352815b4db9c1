import type { ComponentProps, ReactNode } from 'react';
import { labelledCells } from '@/components/lot-cells';
import { cn } from '@/components/ui/cn';

/**
 * The /hall table as a CSS grid of `div`s with the ARIA table roles (table / rowgroup / row / columnheader / cell):
 * it reads and looks like the `Table` of components/ui/table.tsx, but its row blocks can take `content-visibility`,
 * which internal table elements (`tr`, `tbody`) cannot. Every row lays its cells on the same fixed `columns`
 * template, so rows line up without the table measuring all of them, and a changed cell lays out its own row only.
 * Below the `md` breakpoint the header hides and every row is a card: the name on its own line, then one line per
 * column with the column's name (the cell's `label`) on the left and the value right-aligned — no sideways scrolling.
 */

/** The table: scrolls horizontally below its `min-w-*` like `Table`; `columns` is the grid-template-columns of every row from `md` up. */
export function GridTable({ columns, className, children, ...props }: ComponentProps<'div'> & { columns: string }) {
  return (
    <div className="w-full overflow-x-auto">
      <div role="table" className={cn('text-sm', className)} style={{ ['--hall-columns' as string]: columns }} {...props}>
        {children}
      </div>
    </div>
  );
}

/** A row: one grid line with the table's columns, a hairline rule and the hover tint of `TableRow`; a card on phones. */
export function GridRow({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="row"
      className={cn(
        'flex flex-col gap-1 border-b border-line px-4 py-3 hover:bg-brand-50/50 md:grid md:min-h-10 md:grid-cols-[var(--hall-columns)] md:items-center md:gap-0 md:p-0',
        className,
      )}
      {...props}
    />
  );
}

/** The header row group, tinted like `TableHeader`; hidden on phones, where every cell carries its column's name. */
export function GridHeader({ children }: { children: ReactNode }) {
  return (
    <div role="rowgroup" className="bg-brand-50 text-ink-soft max-md:hidden">
      <div role="row" className="grid h-9 grid-cols-[var(--hall-columns)] items-center">
        {children}
      </div>
    </div>
  );
}

/** A column header, like `TableHead`. */
export function GridHead({ className, ...props }: ComponentProps<'div'>) {
  return <div role="columnheader" className={cn('whitespace-nowrap px-3 text-left font-medium', className)} {...props} />;
}

const labelled =
  'max-md:flex max-md:items-center max-md:justify-between max-md:gap-3 max-md:text-right max-md:before:shrink-0 max-md:before:text-left max-md:before:text-xs max-md:before:text-muted max-md:before:content-[attr(data-label)]';

/**
 * A body cell, like `TableCell`. The column template sets its width, so a `max-w-*` meant for a `<td>` is dropped:
 * the cell fills its column. `label` (translated: the column's name) shows before the value on phones; a cell without
 * one (the name) takes the card's whole width.
 */
export function GridCell({ className, children, label }: { className?: string; children?: ReactNode; label?: string }) {
  return (
    <div role="cell" data-label={label} className={cn('min-w-0 md:px-3 md:py-1.5', className, 'max-w-none', label && labelled)}>
      {children}
    </div>
  );
}

/** A {@link GridCell} labelled `label` ('' for none), in the shape the shared lot cells render into (`Cell`). */
export const labelledGridCell = labelledCells(GridCell);
