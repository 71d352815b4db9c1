import { describe, expect, it } from 'vitest';
import { priceAt } from '../../mock-server/src/auction/dutch';
import { publicView } from '../../mock-server/src/auction/public-view';
import { nextTimerAt } from '../../mock-server/src/auction/timers';
import { MIN, SEC, T0, accept, bid, lot, opened, rejectionOf, run, tick, yuan } from './helpers';

const END = T0 + 60 * MIN;

describe('firstComeFirstServed (先到先得)', () => {
  const sell = { mode: 'firstComeFirstServed' as const, endAt: END };

  it('opens at the fixed price; the first acceptance wins and closes (sell)', () => {
    const s = opened(sell);
    expect(s).toMatchObject({ phase: 'fixed', currentPrice: yuan(10000), deadline: END });
    const r = run(s, [accept('A', 10000, T0 + MIN)]);
    expect(r.events.map((e) => e.type)).toEqual(['bid:placed', 'lot:closed']);
    expect(r.state.result).toEqual({ outcome: 'deal', winnerCode: 'A', price: yuan(10000), reason: 'accepted' });
    expect(rejectionOf(r.state, accept('B', 10000, T0 + MIN + 1))).toMatchObject({ code: 409, reason: 'closed' });
  });

  it.each([
    ['a different price', accept('A', 10100, T0 + MIN), 400, 'stale-price', '当前价已变为 10,000.00 元，应价须等于当前价'],
    ['a bid instead of an acceptance', bid('A', 10000, T0 + MIN), 409, 'wrong-phase', '当前阶段须按当前价应价，不能自由出价'],
    ['an ineligible bidder', accept('X', 10000, T0 + MIN), 403, 'not-eligible', '您尚未取得竞买资格：须完成报名、实名认证并缴纳保证金'],
  ])('rejects %s', (_n, command, code, reason, msg) => {
    expect(rejectionOf(opened(sell), command)).toMatchObject({ code, reason, msg });
  });

  it('nobody accepts by endAt → unsold (not-taken)', () => {
    expect(run(opened(sell), [tick(END)]).state.result).toEqual({ outcome: 'unsold', reason: 'not-taken' });
  });

  it('ascend: the acceptance opens an ongoing period of ascendingSec with the acceptor leading', () => {
    const ascend = { ...sell, onFirstTake: 'ascend' as const, ascendingSec: 600 };
    let r = run(opened(ascend), [accept('A', 10000, T0 + MIN)]);
    expect(r.state).toMatchObject({ phase: 'ascending', leader: 'A', currentPrice: yuan(10000), deadline: T0 + 11 * MIN });
    expect(rejectionOf(r.state, bid('A', 10100, T0 + 2 * MIN))).toMatchObject({ code: 403, reason: 'self-outbid' });
    // Extension window applies as in ongoing.
    r = run(r.state, [bid('B', 10100, T0 + 10 * MIN)]);
    expect(r.state.deadline).toBe(T0 + 15 * MIN);
    r = run(r.state, [tick(T0 + 15 * MIN)]);
    expect(r.state.result).toEqual({ outcome: 'deal', winnerCode: 'B', price: yuan(10100), reason: 'highest-bid' });
  });

  it('ascend with no raise → the acceptor wins at the fixed price', () => {
    const r = run(opened({ ...sell, onFirstTake: 'ascend', ascendingSec: 600 }), [accept('A', 10000, T0 + MIN), tick(T0 + 11 * MIN)]);
    expect(r.state.result).toEqual({ outcome: 'deal', winnerCode: 'A', price: yuan(10000), reason: 'accepted' });
  });
});

const dutchRules = { mode: 'dutchAuction' as const, step: yuan(500), stepIntervalSec: 60, floorPrice: yuan(8200) };

describe('dutchAuction (降价拍)', () => {
  it('steps at exact instants down to the floor, floor offered one interval, then unsold', () => {
    const { events, state } = run(lot(dutchRules), [tick(T0 + 10 * MIN)]);
    expect(events.map((e) => [e.type, e.at, e.type === 'lot:price-ticked' ? e.price : null])).toEqual([
      ['lot:phase-changed', T0, null],
      ['lot:price-ticked', T0 + MIN, yuan(9500)],
      ['lot:price-ticked', T0 + 2 * MIN, yuan(9000)],
      ['lot:price-ticked', T0 + 3 * MIN, yuan(8500)],
      ['lot:price-ticked', T0 + 4 * MIN, yuan(8200)],
      ['lot:closed', T0 + 5 * MIN, null],
    ]);
    expect(state.result).toEqual({ outcome: 'unsold', reason: 'floor-reached' });
  });

  it('tick events announce the next step; the state price equals the public schedule', () => {
    let s = opened(dutchRules);
    expect(nextTimerAt(s)).toBe(T0 + MIN);
    for (const at of [T0 + MIN - 1, T0 + MIN, T0 + 2 * MIN + 30 * SEC, T0 + 4 * MIN]) {
      const r = run(s, [tick(at)]);
      s = r.state;
      expect(s.currentPrice).toBe(priceAt(s.rules, at));
    }
    expect(nextTimerAt(s)).toBe(T0 + 5 * MIN);
  });

  it('the first acceptance at the current price wins and closes', () => {
    const r = run(opened(dutchRules), [tick(T0 + 2 * MIN), accept('B', 9000, T0 + 2 * MIN + 5 * SEC)]);
    expect(r.state.result).toEqual({ outcome: 'deal', winnerCode: 'B', price: yuan(9000), reason: 'accepted' });
  });

  it('a stale price is refused with the current one, even when the step tick is late', () => {
    const s = opened(dutchRules);
    expect(rejectionOf(s, accept('A', 10000, T0 + MIN))).toEqual({
      code: 400,
      reason: 'stale-price',
      msg: '当前价已变为 9,500.00 元，应价须等于当前价',
      lowestAcceptable: yuan(9500),
    });
    const r = run(s, [accept('A', 9500, T0 + MIN)]);
    expect(r.events.map((e) => e.type)).toEqual(['lot:price-ticked', 'bid:placed', 'lot:closed']);
  });

  it('acceptance at the floor during its last interval wins', () => {
    const r = run(opened(dutchRules), [accept('A', 8200, T0 + 5 * MIN - 1)]);
    expect(r.state.result).toMatchObject({ outcome: 'deal', price: yuan(8200) });
  });

  it('the price schedule is public', () => {
    const view = publicView(run(opened(dutchRules), [tick(T0 + MIN)]).state, 'A');
    expect(view).toMatchObject({ currentPrice: yuan(9500), deadline: T0 + 2 * MIN, nextValidPrice: yuan(9500), reserveNotMet: null });
  });
});

describe('vShaped (V型竞价)', () => {
  const v = { ...dutchRules, mode: 'vShaped' as const };

  it('acceptance fixes P and opens a limited period where anyone eligible may raise', () => {
    let r = run(opened(v), [tick(T0 + MIN), accept('A', 9500, T0 + 90 * SEC)]);
    expect(r.events.at(-1)).toMatchObject({ type: 'lot:phase-changed', from: 'descending', to: 'limited', deadline: T0 + 90 * SEC + 5 * MIN });
    expect(r.state).toMatchObject({ leader: 'A', currentPrice: yuan(9500), qualified: null });
    expect(rejectionOf(r.state, bid('C', 9500, T0 + 2 * MIN))).toMatchObject({ code: 400, lowestAcceptable: yuan(9600) });
    r = run(r.state, [bid('C', 9600, T0 + 2 * MIN), tick(T0 + 7 * MIN)]);
    expect(r.state.result).toEqual({ outcome: 'deal', winnerCode: 'C', price: yuan(9600), reason: 'highest-bid' });
  });

  it('no raise → the acceptor wins at P', () => {
    const r = run(opened(v), [accept('A', 10000, T0 + SEC), tick(T0 + SEC + 5 * MIN)]);
    expect(r.state.result).toEqual({ outcome: 'deal', winnerCode: 'A', price: yuan(10000), reason: 'no-raise' });
  });

  it('floor with no acceptance → unsold', () => {
    expect(run(opened(v), [tick(T0 + 5 * MIN)]).state.result).toEqual({ outcome: 'unsold', reason: 'floor-reached' });
  });

  it('the acceptance stops the clock: no more price ticks', () => {
    const r = run(opened(v), [accept('A', 10000, T0 + SEC), tick(T0 + 3 * MIN)]);
    expect(r.events.some((e) => e.type === 'lot:price-ticked')).toBe(false);
  });
});
