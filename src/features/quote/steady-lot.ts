import { useRef } from 'react';
import type { LotView } from '@streams/feeds/lot';

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

/** One level deep: the same value, or two arrays or plain objects whose entries are the same values. */
function sameShallow(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * Whether two views of the same lot differ in anything but their clock fields. The feed rebuilds the viewer's side
 * (`me`) and, in a sealed round, the history on every tick, so those compare entry by entry.
 */
export function sameSteadyLot(a: LotView, b: LotView): boolean {
  const keys = Object.keys(b) as (keyof LotView)[];
  if (keys.length !== Object.keys(a).length) return false;
  return keys.every((k) => isClockField(k) || (k === 'me' || k === 'bids' || k === 'revealed' ? sameShallow(a[k], b[k]) : Object.is(a[k], b[k])));
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
