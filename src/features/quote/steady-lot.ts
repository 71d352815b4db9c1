import { useRef } from 'react';
import type { LotView } from '@streams/feeds/lot';
import { sameFieldsExcept } from '@streams/same-fields';

/**
 * The fields of a {@link LotView} that move with the clock alone: the lot feed emits a new view every second for
 * them (streams/feeds/lot.ts, the shared 1 s tick), with every other field as before.
 */
const CLOCK_FIELDS = ['remainingMs', 'countdown', 'nextTickInMs', 'extendedFrom'] as const;
type ClockField = (typeof CLOCK_FIELDS)[number];

/**
 * A lot's view without its clock fields: what changes only when something happens on the lot (a bid, a phase, a
 * `lot:me`, a clock step of the descending price). Parts of the bid room that show none of the clock fields take
 * this type, so they cannot read a countdown that would stand still.
 */
export type SteadyLot = Omit<LotView, ClockField>;

const isClockField = (key: string): key is ClockField => (CLOCK_FIELDS as readonly string[]).includes(key);

/** Fields the feed rebuilds every second with the same entries: compared one level deep. */
const REBUILT = new Set(['me', 'bids', 'revealed']);

/** One level deep: the same value, or two arrays or plain objects whose entries are the same values. */
function sameShallow(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  return sameFieldsExcept(a, b, () => false);
}

/**
 * Whether two views of the same lot differ in anything but their clock fields. The feed rebuilds the viewer's side
 * (`me`) and, in a sealed round, the history on every tick, so those compare entry by entry.
 */
export function sameSteadyLot(a: LotView, b: LotView): boolean {
  return sameFieldsExcept(a, b, isClockField, (key, x, y) => (REBUILT.has(key) ? sameShallow(x, y) : x === y));
}

/**
 * The lot's steady view: the same object for as long as only the clock moved, so that the room's parts that take
 * it (memoised) skip the render of every second. Returns `lot` itself whenever it differs in anything else.
 */
export function useSteadyLot(lot: LotView | null): SteadyLot | null {
  const kept = useRef<LotView | null>(null);
  if (lot === null || kept.current === null || !sameSteadyLot(kept.current, lot)) kept.current = lot;
  return kept.current;
}
