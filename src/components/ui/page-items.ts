/** One cell of a pagination bar: a page number or a gap ('gap'). */
export type PageItem = number | 'gap';

/**
 * Page numbers to show for `current` of `pages`: always the first and last page, the current one
 * with `around` neighbours on each side, and 'gap' where numbers are skipped.
 * pageItems(6, 20) → [1, 'gap', 4, 5, 6, 7, 8, 'gap', 20].
 */
export function pageItems(current: number, pages: number, around = 2): PageItem[] {
  if (pages <= 0) return [];
  const from = Math.max(2, current - around);
  const to = Math.min(pages - 1, current + around);
  const items: PageItem[] = [1];
  if (from > 2) items.push('gap');
  for (let p = from; p <= to; p++) items.push(p);
  if (to < pages - 1) items.push('gap');
  if (pages > 1) items.push(pages);
  return items;
}
