import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOnGrid } from '../../mock-server/src/auction/grid';
import { evolve, replay } from '../../mock-server/src/auction/evolve';
import { publicView, redactEvent } from '../../mock-server/src/auction/public-view';
import { nextTimerAt } from '../../mock-server/src/auction/timers';
import type { AcceptedBid, LotEvent, LotPhase, LotState, RevealedBid } from '../../mock-server/src/auction/types';
import { play, scenarioArb, type Trace } from './arbitraries';

const RUNS = { numRuns: 200 };
const ASCENDING: LotPhase[] = ['ascending', 'free', 'limited', 'stage2'];

/** Calls `check(before, event, after)` for every event of the trace, replaying from the initial state. */
function eachEvent(trace: Trace, check: (before: LotState, event: Trace['events'][number], after: LotState) => void): void {
  let state = trace.initial;
  for (const event of trace.events) {
    const next = evolve(state, event);
    check(state, event, next);
    state = next;
  }
}

/** Independent oracle of the sealed ranking: last submission per bidder; price, then rank (if exercisable), then time. */
function sealedWinner(state: LotState): AcceptedBid | undefined {
  const last = new Map<string, AcceptedBid>();
  for (const b of state.bids) if (b.kind === 'sealed') last.set(b.bidderCode, b);
  const rank = (code: string) => (state.rules.priorityExercisable === false ? null : state.bidders[code].priorityRank) ?? 99;
  return [...last.values()].sort((a, b) => b.price - a.price || rank(a.bidderCode) - rank(b.bidderCode) || a.at - b.at)[0];
}

/** An event as it happens `d` ms later (every instant moved, durations kept), `seqs` further in the log. */
function moved(event: LotEvent, d: number, seqs: number): LotEvent {
  const e = { ...event, seq: event.seq + seqs, at: event.at + d } as LotEvent;
  const revealed = (list: RevealedBid[] | undefined) => list?.map((b) => ({ ...b, at: b.at + d, seq: b.seq + seqs }));
  switch (e.type) {
    case 'lot:phase-changed': {
      const opening = e.from === 'scheduled' ? { shiftMs: (e.shiftMs ?? 0) + d } : {};
      return { ...e, deadline: e.deadline === null ? null : e.deadline + d, ...opening, ...(e.revealed ? { revealed: revealed(e.revealed) } : {}) };
    }
    case 'lot:price-ticked': return { ...e, nextTickAt: e.nextTickAt + d };
    case 'lot:extended': return { ...e, deadline: e.deadline + d };
    case 'lot:resumed': return { ...e, deadline: e.deadline === null ? null : e.deadline + d };
    case 'lot:closed': return e.revealed ? { ...e, revealed: revealed(e.revealed) } : e;
    default: return e;
  }
}

describe('auction engine properties (random lots of every mode, random commands, monotonic times)', () => {
  it('a pause of any length before the opening moves every boundary by its length: every window keeps its length', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 1, max: 60 * 60 * 1000 }), (s, d) => {
        const plain = play(s);
        const paused = play(s, d);
        expect(paused.events.slice(0, 2).map((e) => e.type)).toEqual(['lot:paused', 'lot:resumed']);
        // Same decisions, each boundary (opening, period ends, extensions, dutch steps, countdowns, close) d later.
        expect(paused.events.slice(2)).toEqual(plain.events.map((e) => moved(e, d, 2)));
        expect(paused.final.result).toEqual(plain.final.result);
      }),
      RUNS,
    );
  });

  it('seqs are gap-free and consecutive; event times never go back', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const trace = play(s);
        expect(trace.events.map((e) => e.seq)).toEqual(trace.events.map((_, i) => i + 1));
        for (const st of trace.steps) st.events.forEach((e, i) => expect(e.seq).toBe(st.before.seq + 1 + i));
        trace.events.forEach((e, i) => i > 0 && expect(e.at).toBeGreaterThanOrEqual(trace.events[i - 1].at));
      }),
      RUNS,
    );
  });

  it('replay(initial, all events) deep-equals the decided state; every lot ends closed', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const trace = play(s);
        expect(replay(trace.initial, trace.events)).toEqual(trace.final);
        expect(trace.final.phase).toBe('closed');
        expect(nextTimerAt(trace.final)).toBeNull();
        for (const st of trace.steps) if (st.rejection) expect(st.after).toBe(st.before);
      }),
      RUNS,
    );
  });

  it('the price never decreases in ascending rounds; raises are on the grid, equal prices only by priority match', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        eachEvent(play(s), (before, event, after) => {
          if (ASCENDING.includes(before.phase) && ASCENDING.includes(after.phase) && before.currentPrice !== null) {
            expect(after.currentPrice!).toBeGreaterThanOrEqual(before.currentPrice);
          }
          if (event.type === 'bid:placed' && (event.kind === 'bid' || event.kind === 'match')) {
            if (event.kind === 'match') expect(event.price).toBe(before.currentPrice);
            else expect(isOnGrid(before.rules, before.currentPrice, event.price)).toBe(true);
          }
        });
      }),
      RUNS,
    );
  });

  it('no self-outbid is ever accepted; only eligible, qualified bidders bid', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        eachEvent(play(s), (before, event) => {
          if (event.type !== 'bid:placed') return;
          expect(before.bidders[event.bidderCode]?.eligible).toBe(true);
          if (before.qualified) expect(before.qualified).toContain(event.bidderCode);
          if (event.kind === 'bid' || event.kind === 'match') expect(event.bidderCode).not.toBe(before.leader);
          if (event.kind === 'accept') expect(before.leader).toBeNull();
        });
      }),
      RUNS,
    );
  });

  it('extensions only come from accepted bids (rejected commands produce no events)', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        for (const st of play(s).steps) {
          if (st.rejection) expect(st.events).toEqual([]);
          st.events.forEach((e, i) => {
            if (e.type !== 'lot:extended') return;
            const prev = st.events[i - 1];
            expect(prev?.type).toBe('bid:placed');
            expect(prev.at).toBe(e.at);
            expect(st.command.type).toMatch(/^(bid|accept)$/);
          });
        }
      }),
      RUNS,
    );
  });

  it('the winner is the highest valid bid (priority rules) and a deal only at or above the reserve', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const { final } = play(s);
        const open = final.bids.filter((b) => b.kind !== 'sealed');
        const expected = open.length > 0 ? open.at(-1) : sealedWinner(final);
        if (open.length > 0) expect(expected!.price).toBe(Math.max(...open.map((b) => b.price)));
        const reserve = final.rules.reservePrice;
        if (!expected) expect(final.result).toMatchObject({ outcome: 'unsold' });
        else if (reserve !== null && expected.price < reserve) expect(final.result).toEqual({ outcome: 'unsold', reason: 'reserve-not-met' });
        else expect(final.result).toMatchObject({ outcome: 'deal', winnerCode: expected.bidderCode, price: expected.price });
      }),
      RUNS,
    );
  });

  it('publicView and broadcasts never leak another bidder’s sealed price before the reveal', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const trace = play(s);
        const viewers = [undefined, ...Object.keys(trace.initial.bidders)];
        for (const st of trace.steps) {
          const state = st.after;
          if (state.phase === 'closed') continue;
          for (const viewer of viewers) {
            const view = publicView(state, viewer);
            for (const b of view.bids) if (b.kind === 'sealed') expect(b.bidderCode).toBe(viewer);
            const own = state.bids.filter((b) => b.kind === 'sealed' && b.bidderCode === viewer).at(-1);
            expect(view.ownSealedPrice).toBe(own?.price ?? null);
            if (state.phase === 'sealed') expect(view.currentPrice).toBeNull();
            if (view.revealed !== null) expect(state.phase === 'stage2' && state.qualified!.includes(viewer!)).toBe(true);
            for (const e of st.events) {
              const sent = redactEvent(e, state, viewer);
              if (e.type === 'bid:placed' && e.kind === 'sealed' && e.bidderCode !== viewer) expect(sent).not.toHaveProperty('price');
            }
          }
        }
      }),
      RUNS,
    );
  });
});
