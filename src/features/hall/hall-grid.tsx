import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/**
 * The /hall table as a CSS grid of `div`s with the ARIA table roles (table / rowgroup / row / columnheader / cell):
 * it reads and looks like the `Table` of components/ui/table.tsx, but its row blocks can take `content-visibility`,
 * which internal table elements (`tr`, `tbody`) cannot. Every row lays its cells on the same fixed `columns`
 * template, so rows line up without the table measuring all of them, and a changed cell lays out its own row only.
 */

/** The table: scrolls horizontally below `minWidth` like `Table`; `columns` is the grid-template-columns of every row. */
export function GridTable({ columns, className, children, ...props }: ComponentProps<'div'> & { columns: string }) {
  return (
    <div className="w-full overflow-x-auto">
      <div role="table" className={cn('text-sm', className)} style={{ ['--hall-columns' as string]: columns }} {...props}>
        {children}
      </div>
    </div>
  );
}

/** A row: one grid line with the table's columns, a hairline rule and the hover tint of `TableRow`. */
export function GridRow({ className, ...props }: ComponentProps<'div'>) {
  return <div role="row" className={cn('grid min-h-10 grid-cols-[var(--hall-columns)] items-center border-b border-line hover:bg-brand-50/50', className)} {...props} />;
}

/** The header row group, tinted like `TableHeader`. */
export function GridHeader({ children }: { children: ReactNode }) {
  return (
    <div role="rowgroup" className="bg-brand-50 text-ink-soft">
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

/**
 * A body cell, like `TableCell`. The column template sets its width, so a `max-w-*` meant for a `<td>` is dropped:
 * the cell fills its column.
 */
export function GridCell({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <div role="cell" className={cn('min-w-0 px-3 py-1.5', className, 'max-w-none')}>
      {children}
    </div>
  );
}
