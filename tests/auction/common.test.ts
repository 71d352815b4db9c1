import { describe, expect, it } from 'vitest';
import { decide, execute } from '../../mock-server/src/auction/decide';
import { replay } from '../../mock-server/src/auction/evolve';
import { nextTimerAt } from '../../mock-server/src/auction/timers';
import { MIN, T0, bid, lot, opened, rejectionOf, run, step, tick, yuan } from './helpers';

const ongoing = { mode: 'ongoing' as const, endAt: T0 + 60 * MIN };

describe('common rules', () => {
  it('opens at startAt on a tick, not before', () => {
    const s = lot(ongoing);
    expect(nextTimerAt(s)).toBe(T0);
    expect(step(s, tick(T0 - 1)).events).toEqual([]);
    const { events, state } = step(s, tick(T0));
    expect(events).toEqual([{ type: 'lot:phase-changed', seq: 1, at: T0, from: 'scheduled', to: 'ascending', deadline: T0 + 60 * MIN }]);
    expect(state.phase).toBe('ascending');
  });

  it('open command: rejected early (409), accepted when due, rejected twice', () => {
    const s = lot(ongoing);
    expect(rejectionOf(s, { type: 'open', at: T0 - 5 })).toMatchObject({ code: 409, reason: 'not-started', msg: '竞价尚未开始' });
    const open = step(s, { type: 'open', at: T0 });
    expect(open.state.phase).toBe('ascending');
    expect(rejectionOf(open.state, { type: 'open', at: T0 + 1 })).toMatchObject({ code: 409, reason: 'wrong-phase' });
  });

  it.each([
    ['bid before the opening', lot(ongoing), bid('A', 10000, T0 - 1), 409, 'not-started', '竞价尚未开始'],
    ['unknown bidder', opened(ongoing), bid('Z', 10000, T0 + 1), 403, 'not-enrolled', '您未报名本标的，不能出价'],
    ['ineligible bidder', opened(ongoing), bid('X', 10000, T0 + 1), 403, 'not-eligible', '您尚未取得竞买资格：须完成报名、实名认证并缴纳保证金'],
    ['below start', opened(ongoing), bid('A', 9900, T0 + 1), 400, 'too-low', '出价须不低于 10,000.00 元且符合加价幅度'],
    ['off the grid', opened(ongoing), bid('A', 10050, T0 + 1), 400, 'off-grid', '出价须不低于 10,000.00 元且符合加价幅度'],
    ['fractional fen', opened(ongoing), { type: 'bid' as const, bidderCode: 'A', price: 1000000.5, at: T0 + 1 }, 400, 'invalid-price', '出价金额无效，须为正的整数分'],
    ['accept in an ascending round', opened(ongoing), { type: 'accept' as const, bidderCode: 'A', price: yuan(10000), at: T0 + 1 }, 409, 'wrong-phase', '当前阶段不接受应价，请出价'],
  ])('%s → %i %s', (_name, state, command, code, reason, msg) => {
    expect(rejectionOf(state, command)).toEqual({ code, reason, msg, ...(code === 400 && reason !== 'invalid-price' ? { lowestAcceptable: yuan(10000) } : {}) });
  });

  it('a low bid names the lowest acceptable price (current + increment)', () => {
    const s = run(opened(ongoing), [bid('A', 12200, T0 + MIN)]).state;
    expect(rejectionOf(s, bid('B', 12350, T0 + 2 * MIN))).toEqual({
      code: 400,
      reason: 'off-grid',
      msg: '出价须不低于 12,300.00 元且符合加价幅度',
      lowestAcceptable: yuan(12300),
    });
    expect(rejectionOf(s, bid('B', 12250, T0 + 2 * MIN))).toMatchObject({ code: 400, reason: 'too-low', lowestAcceptable: yuan(12300) });
  });

  it('the leader cannot outbid himself (403) until someone else leads', () => {
    const s = run(opened(ongoing), [bid('A', 10000, T0 + MIN)]).state;
    expect(rejectionOf(s, bid('A', 10100, T0 + 2 * MIN))).toEqual({ code: 403, reason: 'self-outbid', msg: '您已是当前最高报价人，不能自我加价' });
    const s2 = run(s, [bid('B', 10100, T0 + 2 * MIN), bid('A', 10200, T0 + 3 * MIN)]).state;
    expect(s2.leader).toBe('A');
  });

  it('a raise may jump several increments', () => {
    const s = run(opened(ongoing), [bid('A', 10000, T0 + MIN), bid('B', 11500, T0 + 2 * MIN)]).state;
    expect(s.currentPrice).toBe(yuan(11500));
  });

  it('seqs are consecutive from state.seq + 1 and never reused after a rejection', () => {
    const { events } = run(opened(ongoing), [bid('A', 10000, T0 + MIN), bid('A', 10100, T0 + MIN), bid('B', 10100, T0 + 2 * MIN)], true);
    expect(events.map((e) => e.seq)).toEqual([2, 3]);
  });

  it('rejects a command older than the last event (409)', () => {
    const s = run(opened(ongoing), [bid('A', 10000, T0 + MIN)]).state;
    expect(rejectionOf(s, bid('B', 10100, T0 + MIN - 1))).toMatchObject({ code: 409, reason: 'stale-time' });
  });

  it('bids after the close are refused (409)', () => {
    const s = run(opened(ongoing), [bid('A', 10000, T0 + MIN), tick(T0 + 60 * MIN)]).state;
    expect(s.phase).toBe('closed');
    expect(rejectionOf(s, bid('B', 10100, T0 + 61 * MIN))).toEqual({ code: 409, reason: 'closed', msg: '竞价已结束' });
  });

  it('a bid arriving at or after the deadline before the tick is refused; the state is unchanged', () => {
    const s = run(opened(ongoing), [bid('A', 10000, T0 + MIN)]).state;
    expect(rejectionOf(s, bid('B', 10100, T0 + 60 * MIN))).toMatchObject({ code: 409, reason: 'closed' });
  });

  it('decide never mutates the state', () => {
    const s = opened(ongoing);
    const copy = structuredClone(s);
    decide(s, bid('A', 10000, T0 + MIN));
    decide(s, tick(T0 + 100 * MIN));
    expect(s).toEqual(copy);
  });

  it('a late tick plays each due transition at its own instant', () => {
    const { events } = run(lot(ongoing), [tick(T0 + 90 * MIN)]);
    expect(events.map((e) => [e.type, e.at])).toEqual([
      ['lot:phase-changed', T0],
      ['lot:closed', T0 + 60 * MIN],
    ]);
    expect(events[1]).toMatchObject({ outcome: 'unsold', reason: 'no-bids' });
  });

  it('execute returns the events and the state replay gives, or the rejection', () => {
    const s = opened(ongoing);
    const ok = execute(s, bid('A', 10000, T0 + MIN));
    if (!('events' in ok)) throw new Error('expected events');
    expect(ok.state).toEqual(replay(s, ok.events));
    expect(execute(ok.state, bid('A', 10100, T0 + MIN))).toEqual({ rejection: expect.objectContaining({ code: 403 }) });
  });
});
