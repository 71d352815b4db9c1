import type { LotRules } from '../../../contract/bid';
import type { RecordedStream } from './ndjson';

/**
 * Turns a recorded stream into the replay's bid plan. A recorded bid is kept as WHEN (t), WHO (pseudonym) and HOW FAR
 * above the lowest valid price it went (`steps` increments), not as an absolute price: the replayed lot then follows
 * the recording's price path even when a bid is refused or reordered, and a looped stream keeps climbing.
 */

/** One recorded bid: t in ms after the first event, the bidder pseudonym, increments above the next valid price. */
export interface StreamBid { t: number; bidder: string; steps: number }
/** One planned bid: `at` ms after the replay's start, the index of the bidder (0-based), steps as above. */
export interface PlannedBid { at: number; bidder: number; steps: number }

/** The increment (元) in force at `price` (元): the highest tier at or below it, else the base increment. */
export function incrementAt(rules: Pick<LotRules, 'increment' | 'incrementTiers'>, price: number | null): number {
  let inc = rules.increment;
  for (const tier of rules.incrementTiers) if (price !== null && price >= tier.fromPrice) inc = tier.increment;
  return inc;
}

/** The ascending bids of a stream (sealed submissions and acceptances are not replayed). */
export function bidsOfStream(stream: RecordedStream): StreamBid[] {
  const bids: StreamBid[] = [];
  let price: number | null = null;
  let next = stream.rules.startPrice;
  for (const e of stream.events) {
    const p = e.payload as { bid?: { bidderCode: string; price: number; kind: string } | null; price?: number | null; nextPrice?: number | null };
    if (e.type === 'bid:placed' && p.bid && p.bid.kind === 'bid') {
      const steps = Math.max(0, Math.round((p.bid.price - next) / incrementAt(stream.rules, price)));
      bids.push({ t: e.t, bidder: p.bid.bidderCode, steps });
    }
    if (p.price !== undefined) price = p.price ?? price;
    if (p.nextPrice !== undefined && p.nextPrice !== null) next = p.nextPrice;
  }
  return bids;
}

/**
 * The plan of a replay at `speed` (10 = ten times faster) with `bidders` sockets, bidder pseudonyms mapped to indexes
 * in order of first appearance (modulo `bidders`); `at` keeps the bid's distance from the lot's opening (t = 0).
 * With `durationMs` the plan is cut there, or — when the stream is shorter — repeated, each pass starting one mean
 * gap after the previous pass's last bid.
 */
export function planBids(bids: readonly StreamBid[], opts: { speed: number; bidders: number; durationMs?: number }): PlannedBid[] {
  if (bids.length === 0) return [];
  const index = new Map<string, number>();
  const indexOf = (code: string) => {
    if (!index.has(code)) index.set(code, index.size);
    return index.get(code)! % opts.bidders;
  };
  const once = bids.map((b) => ({ at: b.t / opts.speed, bidder: indexOf(b.bidder), steps: b.steps }));
  const last = once[once.length - 1].at;
  const gap = once.length > 1 ? (last - once[0].at) / (once.length - 1) : 1000 / opts.speed;
  if (opts.durationMs === undefined) return once;
  const plan: PlannedBid[] = [];
  // A pass lasts from the lot's opening to one mean gap after its last bid.
  const period = last + Math.max(gap, 1);
  for (let pass = 0; ; pass++) {
    for (const b of once) {
      const at = b.at + pass * period;
      if (at >= opts.durationMs) return plan;
      plan.push({ ...b, at });
    }
  }
}

/** How many distinct bidders a stream has (at least 2, so bidders can take turns). */
export function distinctBidders(bids: readonly StreamBid[]): number {
  return Math.max(2, new Set(bids.map((b) => b.bidder)).size);
}

/** An evenly paced synthetic plan: `rate` bids/s for `durationMs`, bidders taking turns (the benchmark's load). */
export function steadyPlan(rate: number, durationMs: number, bidders: number): PlannedBid[] {
  const n = Math.floor((rate * durationMs) / 1000);
  return Array.from({ length: n }, (_, i) => ({ at: (i * 1000) / rate, bidder: i % bidders, steps: 0 }));
}
