import type { HallDeadlineRow } from '@streams/feeds/hall';
import { sameLotRow } from '@/components/lot-cells';

/**
 * Keeps row objects stable across answers for a long table: each answer brings 500 fresh objects, but a lot that
 * reads the same as in the previous answer (every field but the raw `leftTime`, {@link sameLotRow}) gets its previous
 * object back, so memoised rows and row blocks compare by identity and React skips all but the changed ones.
 * `leftTime` of a kept row is the earlier answer's: show the countdown from `deadline`, which is what the hall does.
 * @returns `stabilise(rows)`: the rows with unchanged lots swapped for the previous objects (same order and length)
 */
export function createRowStabiliser(): (rows: HallDeadlineRow[]) => HallDeadlineRow[] {
  let previous = new Map<string, HallDeadlineRow>();
  return (rows) => {
    const next = new Map<string, HallDeadlineRow>();
    const out = rows.map((row) => {
      const before = previous.get(row.assetsId);
      const kept = before !== undefined && sameLotRow(before, row) ? before : row;
      next.set(row.assetsId, kept);
      return kept;
    });
    previous = next;
    return out;
  };
}
