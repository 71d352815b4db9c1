import { describe, expect, it } from 'vitest';
import { MIN, SEC, T0, bid, opened, rejectionOf, run, tick, yuan } from './helpers';

const FREE_END = T0 + 30 * MIN;
const rules = { mode: 'phased' as const, freeEnd: FREE_END };

describe('phased (自由报价期 + 限时报价期)', () => {
  it('free period bids never extend', () => {
    const { events, state } = run(opened(rules), [bid('A', 10000, FREE_END - SEC)]);
    expect(events.map((e) => e.type)).toEqual(['bid:placed']);
    expect(state.deadline).toBe(FREE_END);
  });

  it('0 bidders at freeEnd → unsold', () => {
    expect(run(opened(rules), [tick(FREE_END)]).state.result).toEqual({ outcome: 'unsold', reason: 'no-bids' });
  });

  it('1 bidder → that bid wins', () => {
    expect(run(opened(rules), [bid('A', 10300, T0 + MIN), tick(FREE_END)]).state.result).toEqual({
      outcome: 'deal',
      winnerCode: 'A',
      price: yuan(10300),
      reason: 'sole-bidder',
    });
  });

  it('1 bidder below the reserve → unsold', () => {
    const s = run(opened({ ...rules, reservePrice: yuan(20000) }), [bid('A', 10300, T0 + MIN), tick(FREE_END)]).state;
    expect(s.result).toEqual({ outcome: 'unsold', reason: 'reserve-not-met' });
  });

  it('≥ 2 bidders → limited period from the current highest, only free-period bidders, countdown restarts', () => {
    let r = run(opened(rules), [bid('A', 10000, T0 + MIN), bid('B', 10100, T0 + 2 * MIN), tick(FREE_END)]);
    expect(r.events.at(-1)).toEqual({
      type: 'lot:phase-changed',
      seq: 4,
      at: FREE_END,
      from: 'free',
      to: 'limited',
      deadline: FREE_END + 300 * SEC,
      qualified: ['A', 'B'],
    });
    expect(r.state).toMatchObject({ currentPrice: yuan(10100), leader: 'B' });
    expect(rejectionOf(r.state, bid('C', 10200, FREE_END + SEC))).toEqual({
      code: 403,
      reason: 'not-qualified',
      msg: '仅自由报价期内出过价的竞买人可参加限时报价',
    });
    r = run(r.state, [bid('A', 10200, FREE_END + 100 * SEC)]);
    expect(r.events.at(-1)).toMatchObject({ type: 'lot:extended', deadline: FREE_END + 400 * SEC });
    r = run(r.state, [tick(FREE_END + 300 * SEC)]);
    expect(r.state.phase).toBe('limited');
    r = run(r.state, [tick(FREE_END + 400 * SEC)]);
    expect(r.state.result).toEqual({ outcome: 'deal', winnerCode: 'A', price: yuan(10200), reason: 'highest-bid' });
  });

  it('limited period with no further bid closes with the free-period leader', () => {
    const r = run(opened(rules), [bid('A', 10000, T0 + MIN), bid('B', 10100, T0 + 2 * MIN), tick(FREE_END + 300 * SEC)]);
    expect(r.state.result).toMatchObject({ outcome: 'deal', winnerCode: 'B', price: yuan(10100) });
  });

  it('minBiddersForLimited above 2: fewer bidders → the free-period result stands', () => {
    const r = run(opened({ ...rules, minBiddersForLimited: 3 }), [bid('A', 10000, T0 + MIN), bid('B', 10100, T0 + 2 * MIN), tick(FREE_END)]);
    expect(r.state.result).toMatchObject({ outcome: 'deal', winnerCode: 'B', reason: 'highest-bid' });
  });
});
