import fc from 'fast-check';
import { decide } from '../../mock-server/src/auction/decide';
import { evolve, initialState } from '../../mock-server/src/auction/evolve';
import { incrementAt } from '../../mock-server/src/auction/grid';
import { lowestAcceptable } from '../../mock-server/src/auction/pricing';
import { defineRules } from '../../mock-server/src/auction/rules';
import type { AuctionMode, LotBidder, LotCommand, LotEvent, LotRules, LotState, Rejection } from '../../mock-server/src/auction/types';
import { MIN, SEC, T0 } from './helpers';

export const MODES: AuctionMode[] = ['ongoing', 'phased', 'final', 'onceOff', 'firstComeFirstServed', 'twoStage', 'dutchAuction', 'vShaped'];
const CODES = ['A', 'B', 'C', 'D', 'E'];

/** Random lot rules of one mode, with windows of a few minutes so random runs reach every transition. */
export const rulesArb = (mode: AuctionMode): fc.Arbitrary<LotRules> =>
  fc
    .record({
      startPrice: fc.integer({ min: 10, max: 500 }).map((n) => n * 10000),
      increment: fc.constantFrom(100, 5000, 10000),
      tiers: fc.boolean(),
      reserve: fc.option(fc.integer({ min: 10, max: 800 }).map((n) => n * 10000), { nil: null }),
      lengthMin: fc.integer({ min: 5, max: 30 }),
      windowSec: fc.integer({ min: 10, max: 300 }),
      limitedSec: fc.integer({ min: 10, max: 300 }),
      revisions: fc.integer({ min: 0, max: 2 }),
      topK: fc.integer({ min: 1, max: 4 }),
      minBidders: fc.integer({ min: 2, max: 3 }),
      take: fc.constantFrom('sell' as const, 'ascend' as const),
      stepPct: fc.integer({ min: 1, max: 20 }),
      stepsToFloor: fc.integer({ min: 0, max: 8 }),
      intervalSec: fc.integer({ min: 5, max: 120 }),
      exercisable: fc.boolean(),
    })
    .map((p) => {
      const step = Math.max(100, Math.floor((p.startPrice * p.stepPct) / 100 / 100) * 100);
      const floorPrice = Math.max(100, p.startPrice - step * p.stepsToFloor);
      // A clock lot's reserve may not exceed its floor (refused at creation).
      const clockMode = mode === 'dutchAuction' || mode === 'vShaped';
      return defineRules({
        mode,
        startPrice: p.startPrice,
        increment: p.increment,
        ...(p.tiers ? { incrementTiers: [{ fromPrice: p.startPrice * 2, increment: p.increment * 5 }] } : {}),
        reservePrice: clockMode && p.reserve !== null ? Math.min(p.reserve, floorPrice) : p.reserve,
        startAt: T0,
        endAt: T0 + p.lengthMin * MIN,
        // First periods are short so that random runs spend time in the limited period / stage 2 too.
        freeEnd: T0 + Math.ceil(p.lengthMin / 3) * MIN,
        stage1End: T0 + Math.ceil(p.lengthMin / 3) * MIN,
        extensionWindowSec: p.windowSec,
        limitedPeriodSec: p.limitedSec,
        revisionsAllowed: p.revisions,
        qualifyTopK: p.topK,
        minBiddersForLimited: p.minBidders,
        onFirstTake: p.take,
        ascendingSec: p.lengthMin * 60,
        step,
        stepIntervalSec: p.intervalSec,
        floorPrice,
        priorityExercisable: p.exercisable,
      });
    });

export const biddersArb: fc.Arbitrary<LotBidder[]> = fc
  .tuple(...CODES.map(() => fc.record({ eligible: fc.integer({ min: 0, max: 9 }).map((x) => x !== 0), rank: fc.constantFrom(null, null, 1, 2) })))
  .map((xs) => xs.map((x, i) => ({ bidderCode: CODES[i], userId: `u${i}`, eligible: x.eligible, priorityRank: x.rank })));

/** How a generated command picks its price once the state is known. */
type PriceChoice = { k: 'lowest' } | { k: 'plus'; n: number } | { k: 'current' } | { k: 'off' } | { k: 'raw'; fen: number };
const priceArb: fc.Arbitrary<PriceChoice> = fc.oneof(
  { weight: 5, arbitrary: fc.constant({ k: 'lowest' as const }) },
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 12 }).map((n) => ({ k: 'plus' as const, n })) },
  { weight: 2, arbitrary: fc.constant({ k: 'current' as const }) },
  { weight: 1, arbitrary: fc.constant({ k: 'off' as const }) },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 8000000 }).map((fen) => ({ k: 'raw' as const, fen })) },
);

export type GenCommand =
  | { t: 'bid' | 'accept'; dt: number; code: string; price: PriceChoice }
  | { t: 'tick' | 'pause' | 'resume'; dt: number };
/** Mostly seconds apart, sometimes a minute, rarely a long silence that lets periods run out. */
const dtArb = fc.oneof(
  { weight: 10, arbitrary: fc.integer({ min: 0, max: 3 * SEC }) },
  { weight: 5, arbitrary: fc.integer({ min: 0, max: MIN }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 10 * MIN }) },
);
const commandArb: fc.Arbitrary<GenCommand> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ t: fc.constant('bid' as const), dt: dtArb, code: fc.constantFrom(...CODES, 'Z'), price: priceArb }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('accept' as const), dt: dtArb, code: fc.constantFrom(...CODES), price: priceArb }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('tick' as const), dt: dtArb }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('pause' as const), dt: dtArb }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('resume' as const), dt: dtArb }) },
);

export const scenarioArb = fc
  .constantFrom(...MODES)
  .chain((mode) => fc.record({ rules: rulesArb(mode), bidders: biddersArb, commands: fc.array(commandArb, { minLength: 5, maxLength: 60, size: 'max' }) }));

function resolvePrice(state: LotState, code: string, choice: PriceChoice): number {
  const base = state.currentPrice ?? state.rules.startPrice;
  const lowest = lowestAcceptable(state, code) ?? base;
  switch (choice.k) {
    case 'lowest':
      return lowest;
    case 'plus':
      return lowest + choice.n * incrementAt(state.rules, base);
    case 'current':
      return base;
    case 'off':
      return lowest + Math.max(1, Math.floor(incrementAt(state.rules, base) / 2));
    case 'raw':
      return choice.fen;
  }
}

export interface Trace {
  initial: LotState;
  /** One entry per command: the state before, the command, the answer. */
  steps: { before: LotState; command: LotCommand; events: LotEvent[]; rejection?: Rejection; after: LotState }[];
  events: LotEvent[];
  final: LotState;
}

/**
 * Plays generated commands with monotonic times, then (if still open) resumes and ticks far ahead so every lot closes.
 * `pauseBeforeOpeningMs` > 0 first pauses the lot 10 s before its opening for that long and plays every command that
 * much later: the same run with the whole schedule moved.
 */
export function play(scenario: { rules: LotRules; bidders: LotBidder[]; commands: GenCommand[] }, pauseBeforeOpeningMs = 0): Trace {
  const initial = initialState('f'.repeat(32), scenario.rules, scenario.bidders);
  let state = initial;
  let at = T0 - 5 * SEC + pauseBeforeOpeningMs;
  const steps: Trace['steps'] = [];
  const events: LotEvent[] = [];
  const apply = (command: LotCommand) => {
    const decision = decide(state, command);
    const before = state;
    if ('rejection' in decision) {
      steps.push({ before, command, events: [], rejection: decision.rejection, after: state });
      return;
    }
    state = decision.events.reduce(evolve, state);
    events.push(...decision.events);
    steps.push({ before, command, events: decision.events, after: state });
  };
  if (pauseBeforeOpeningMs > 0) {
    apply({ type: 'pause', at: T0 - 10 * SEC, reason: '维护' });
    apply({ type: 'resume', at: T0 - 10 * SEC + pauseBeforeOpeningMs });
  }
  for (const c of scenario.commands) {
    at += c.dt;
    if (c.t === 'bid' || c.t === 'accept') {
      // Prices are chosen as a client would: against the lot as the clock says it is at `at` (due transitions
      // played), while the command still goes to the un-ticked state so the engine's own catch-up is exercised.
      const seen = decide(state, { type: 'tick', at });
      const now = 'events' in seen ? seen.events.reduce(evolve, state) : state;
      apply({ type: c.t, bidderCode: c.code, price: resolvePrice(now, c.code, c.price), at });
    }
    else if (c.t === 'pause') apply({ type: 'pause', at, reason: '故障' });
    else apply({ type: c.t, at });
  }
  if (state.paused) apply({ type: 'resume', at });
  apply({ type: 'tick', at: at + 30 * 24 * 60 * MIN });
  return { initial, steps, events, final: state };
}
