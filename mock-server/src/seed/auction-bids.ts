import { absoluteRules, type AnchorBid, type AnchorSpec } from '../auction/service/anchor';
import { execute } from '../auction/decide';
import { initialState } from '../auction/evolve';
import { incrementAt } from '../auction/grid';
import { lowestAcceptable } from '../auction/pricing';
import type { LotBidder, LotState } from '../auction/types';
import { SEED_BIDDER_CODES } from './auction-bidders';
import type { Rng } from './random';

/** A planned seed action: at `atS` (seconds from the anchor) a seeded bidder bids, or accepts the offered price. */
export interface BidStep { atS: number; type: 'bid' | 'accept' }

/**
 * Turns planned bid times into concrete seed bids by playing them through the engine, so every seed bid is valid
 * under the lot's rules (grid, self-outbidding, sealed once, qualification, pre-emptive matching): at each step a
 * seeded bidder who may bid takes the lowest acceptable price, sometimes one or two increments more.
 * Steps where nobody may bid are skipped.
 */
export function planSeedBids(
  assetsId: string, spec: Omit<AnchorSpec, 'bids'>, bidders: LotBidder[], steps: BidStep[], now: number, rng: Rng,
): AnchorBid[] {
  let state: LotState = initialState(assetsId, absoluteRules({ ...spec, bids: [] }, now), bidders);
  const bids: AnchorBid[] = [];
  for (const step of [...steps].sort((a, b) => a.atS - b.atS)) {
    const at = now + step.atS * 1000;
    const ticked = execute(state, { type: 'tick', at });
    if ('rejection' in ticked) continue;
    state = ticked.state;
    const candidates = rng.shuffle([...SEED_BIDDER_CODES]).filter((code) => lowestAcceptable(state, code) !== null);
    const code = candidates[0];
    if (!code) continue;
    const lowest = lowestAcceptable(state, code)!;
    const raise = step.type === 'bid' && state.phase !== 'sealed' ? rng.pick([0, 0, 0, 1, 2]) : step.type === 'bid' ? rng.int(0, 6) : 0;
    const priceFen = lowest + raise * incrementAt(state.rules, state.currentPrice ?? state.rules.startPrice);
    const done = execute(state, { type: step.type, bidderCode: code, price: priceFen, at });
    if ('rejection' in done) continue;
    state = done.state;
    bids.push({ atS: step.atS, code, priceFen, type: step.type });
  }
  return bids;
}

/** `n` bid times spread over [fromS, toS] (seconds from the anchor), whole seconds, ascending and distinct. */
export function spreadTimes(n: number, fromS: number, toS: number, rng: Rng): number[] {
  if (n <= 0 || toS <= fromS) return [];
  const span = toS - fromS;
  const times = new Set<number>();
  for (let i = 0; i < n; i++) times.add(fromS + Math.round(((i + 0.2 + rng.next() * 0.6) / n) * span));
  return [...times].sort((a, b) => a - b);
}
