import type { ComponentProps } from 'react';
import { labelledCells } from '@/components/lot-cells';
import { cn } from '@/components/ui/cn';
import { TableCell } from '@/components/ui/table';

/**
 * Phone layout of the home page's compact tables (below the `md` breakpoint): every row becomes a card — the name on
 * its own line, then one line per column with the column's name on the left and the value right-aligned — so price,
 * premium and time show without sideways scrolling. From `md` up the classes do nothing and the table stays a table.
 * Put {@link stackedTable} on `Table`, {@link stackedHeader} on `TableHeader`, {@link stackedBody} on `TableBody`,
 * {@link stackedRow} on `TableRow` and render the cells with {@link StackedCell} (or {@link labelledCell}).
 */
export const stackedTable = 'max-md:block';
/** The header row group: hidden on phones, where every cell carries its column's name. */
export const stackedHeader = 'max-md:hidden';
/** The body row group. */
export const stackedBody = 'max-md:block';
/** A body row: a card on phones. */
export const stackedRow = 'max-md:flex max-md:flex-col max-md:gap-1 max-md:px-4 max-md:py-3';

const cellBase = 'max-md:h-auto max-md:max-w-none max-md:p-0';
const labelled =
  'max-md:flex max-md:items-center max-md:justify-between max-md:gap-3 max-md:text-right max-md:before:shrink-0 max-md:before:text-left max-md:before:text-xs max-md:before:text-muted max-md:before:content-[attr(data-label)]';

/**
 * A body cell of a stacked table. `label` (translated: the column's name) shows before the value on phones; a cell
 * without one (the name) takes the card's whole width.
 */
export function StackedCell({ label, className, ...props }: ComponentProps<'td'> & { label?: string }) {
  return <TableCell data-label={label} className={cn(className, cellBase, label ? labelled : 'max-md:block')} {...props} />;
}

/** A {@link StackedCell} labelled `label` ('' for none), in the shape the shared lot cells render into (`Cell`). */
export const labelledCell = labelledCells(StackedCell);
