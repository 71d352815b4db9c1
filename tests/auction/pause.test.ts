import { describe, expect, it } from 'vitest';
import { publicView } from '../../mock-server/src/auction/public-view';
import { nextTimerAt } from '../../mock-server/src/auction/timers';
import { MIN, SEC, T0, accept, bid, lot, opened, rejectionOf, run, tick, yuan } from './helpers';

const END = T0 + 60 * MIN;

describe('pause and resume', () => {
  it('freezes the countdown and restores the remaining time on resume', () => {
    let r = run(opened({ mode: 'ongoing', endAt: END }), [bid('A', 10000, T0 + MIN), { type: 'pause', at: END - 10 * MIN, reason: '系统故障' }]);
    expect(r.events.at(-1)).toEqual({ type: 'lot:paused', seq: 3, at: END - 10 * MIN, reason: '系统故障', remainingMs: 10 * MIN });
    expect(nextTimerAt(r.state)).toBeNull();
    expect(publicView(r.state)).toMatchObject({ paused: true, pauseReason: '系统故障', deadline: null, phase: 'ascending' });
    // Time passing while paused changes nothing; bids are refused.
    expect(run(r.state, [tick(END + 30 * MIN)]).events).toEqual([]);
    expect(rejectionOf(r.state, bid('B', 10100, END))).toEqual({ code: 409, reason: 'paused', msg: '竞价已暂停，请等待恢复' });
    r = run(r.state, [{ type: 'resume', at: END + 60 * MIN }]);
    expect(r.events).toEqual([{ type: 'lot:resumed', seq: 4, at: END + 60 * MIN, deadline: END + 70 * MIN }]);
    expect(r.state.phase).toBe('ascending');
    r = run(r.state, [tick(END + 70 * MIN)]);
    expect(r.state.result).toMatchObject({ outcome: 'deal', winnerCode: 'A' });
  });

  it.each([
    ['resume while running', opened({ mode: 'final' }), { type: 'resume' as const, at: T0 + 1 }, 'not-paused', '竞价未处于暂停状态'],
    ['pause twice', run(opened({ mode: 'final' }), [{ type: 'pause', at: T0 + 1, reason: 'x' }]).state, { type: 'pause' as const, at: T0 + 2, reason: 'y' }, 'paused', '竞价已处于暂停状态'],
    ['pause a closed lot', run(opened({ mode: 'final' }), [tick(T0 + 5 * MIN)]).state, { type: 'pause' as const, at: T0 + 6 * MIN, reason: 'x' }, 'closed', '竞价已结束'],
  ])('%s → 409', (_n, state, command, reason, msg) => {
    expect(rejectionOf(state, command)).toEqual({ code: 409, reason, msg });
  });

  it('restores a limited-period countdown', () => {
    const r = run(opened({ mode: 'final' }), [bid('A', 10000, T0 + MIN), { type: 'pause', at: T0 + 2 * MIN, reason: '网络故障' }, { type: 'resume', at: T0 + 30 * MIN }]);
    expect(r.state.deadline).toBe(T0 + 30 * MIN + 4 * MIN);
  });

  it('shifts the dutch clock: the next step comes after the remaining interval', () => {
    const rules = { mode: 'dutchAuction' as const, step: yuan(500), stepIntervalSec: 60, floorPrice: yuan(8000) };
    let r = run(opened(rules), [{ type: 'pause', at: T0 + 20 * SEC, reason: '故障' }, { type: 'resume', at: T0 + 10 * MIN }]);
    expect(r.state.deadline).toBe(T0 + 10 * MIN + 40 * SEC);
    expect(run(r.state, [tick(T0 + 10 * MIN + 39 * SEC)]).state.currentPrice).toBe(yuan(10000));
    r = run(r.state, [tick(T0 + 10 * MIN + 40 * SEC)]);
    expect(r.state.currentPrice).toBe(yuan(9500));
    expect(run(r.state, [accept('A', 9500, T0 + 11 * MIN)]).state.result).toMatchObject({ outcome: 'deal', price: yuan(9500) });
  });

  it('pausing before the opening delays it by the pause length', () => {
    const r = run(lot({ mode: 'final' }), [{ type: 'pause', at: T0 - MIN, reason: '维护' }, { type: 'resume', at: T0 + MIN }, tick(T0 + MIN)]);
    expect(r.state.phase).toBe('scheduled');
    expect(run(r.state, [tick(T0 + 2 * MIN)]).state).toMatchObject({ phase: 'limited', deadline: T0 + 7 * MIN });
  });
});
