import type { EpochMs, Fen, LotRules } from './types';

/**
 * The public price schedule of a descending clock (dutchAuction, vShaped down-stroke), ignoring pauses:
 * `startPrice` from `startAt`, then down by `step` fen every `stepIntervalSec` s, never below `floorPrice`.
 * Before `startAt` the price is `startPrice`. A step takes effect exactly at its instant (startAt + n × interval).
 * The engine's own clock price comes from tick events, which shift by any pause; with no pause they match this.
 * @see auction-rules.md § dutchAuction
 */
export function priceAt(rules: LotRules, at: EpochMs): Fen {
  const { step = 0, floorPrice = rules.startPrice } = rules;
  if (at < rules.startAt || step <= 0) return rules.startPrice;
  const steps = Math.floor((at - rules.startAt) / stepIntervalMs(rules));
  return Math.max(floorPrice, rules.startPrice - steps * step);
}

/** Interval between two clock steps (ms). */
export function stepIntervalMs(rules: LotRules): number {
  return (rules.stepIntervalSec ?? 60) * 1000;
}

/** Next clock price after `price` (fen): one step down, clamped to the floor. */
export function nextClockPrice(rules: LotRules, price: Fen): Fen {
  return Math.max(rules.floorPrice ?? price, price - (rules.step ?? 0));
}

/**
 * Instant (ms, no pauses) at which the clock closes unsold: the floor is offered for one full interval, so a
 * bidder can still accept it; at the end of that interval nobody has, and the lot is unsold.
 */
export function floorCloseAt(rules: LotRules): EpochMs {
  const { step = 0, floorPrice = rules.startPrice } = rules;
  const stepsToFloor = step > 0 ? Math.ceil((rules.startPrice - floorPrice) / step) : 0;
  return rules.startAt + (stepsToFloor + 1) * stepIntervalMs(rules);
}
