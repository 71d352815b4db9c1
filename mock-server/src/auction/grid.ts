import type { Fen, LotRules } from './types';

/**
 * Increment (fen) that applies at `price`: the tier with the highest `fromPrice` ≤ price, else `rules.increment`.
 * The band is chosen by the price being raised from (the current price), so one bid never mixes two increments.
 * @see auction-rules.md § Price grid (incrementTiers set the increment by price band)
 */
export function incrementAt(rules: LotRules, price: Fen): Fen {
  let increment = rules.increment;
  let bestFrom = -Infinity;
  for (const tier of rules.incrementTiers ?? []) {
    if (tier.fromPrice <= price && tier.fromPrice > bestFrom) {
      bestFrom = tier.fromPrice;
      increment = tier.increment;
    }
  }
  return increment;
}

/**
 * Whether `price` (fen) is a valid raise on the grid.
 * - No current price (first bid, sealed submission): `startPrice + k × increment(startPrice)`, k ≥ 0.
 * - Otherwise: `current + k × increment(current)`, k ≥ 1. A priority match (price = current) is not a raise
 *   and is judged separately (priority.ts).
 * @see auction-rules.md § Price grid
 */
export function isOnGrid(rules: LotRules, current: Fen | null, price: Fen): boolean {
  const base = current ?? rules.startPrice;
  const step = incrementAt(rules, base);
  const diff = price - base;
  if (current === null ? diff < 0 : diff <= 0) return false;
  return diff % step === 0;
}

/** Lowest raise (fen) over `current`: startPrice with no current price, else current + one increment. */
export function lowestRaise(rules: LotRules, current: Fen | null): Fen {
  return current === null ? rules.startPrice : current + incrementAt(rules, current);
}

/**
 * Lowest sealed price (fen) a bidder may submit: `startPrice` for a first submission; for a revision one grid step
 * above their current sealed price `own`, since a revision may only raise. The sealed grid runs from `startPrice`
 * with the increment at the start price.
 * @see auction-rules.md § Bids are final, § onceOff
 */
export function lowestSealed(rules: LotRules, own: Fen | null): Fen {
  return own === null ? rules.startPrice : own + incrementAt(rules, rules.startPrice);
}

/** The client asks for confirmation when a bid raises the price by more than this many increments. @see auction-rules.md § Fat-finger guard */
export const FAT_FINGER_INCREMENTS = 10;

/** Number of increments a bid raises the current price by (0 for the first bid at start); used by the fat-finger guard. */
export function incrementsRaised(rules: LotRules, current: Fen | null, price: Fen): number {
  const base = current ?? rules.startPrice;
  return Math.floor((price - base) / incrementAt(rules, base));
}
