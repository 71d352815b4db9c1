import { describe, expect, it } from 'vitest';
import { publicView } from '../../mock-server/src/auction/public-view';
import { frozenEndInMs, frozenRemainingMs } from '../../mock-server/src/auction/service/projection';
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

  it('a pause before the opening moves the whole schedule: a 10 s window paused 16 s still runs 10 s', () => {
    const before = [{ type: 'pause' as const, at: T0 - 2 * SEC, reason: '维护' }, { type: 'resume' as const, at: T0 + 14 * SEC }];
    const r = run(lot({ mode: 'ongoing', endAt: T0 + 10 * SEC, extensionWindowSec: 5 }), [...before, tick(T0 + 16 * SEC)]);
    expect(r.events.at(-1)).toEqual({ type: 'lot:phase-changed', seq: 3, at: T0 + 16 * SEC, from: 'scheduled', to: 'ascending', deadline: T0 + 26 * SEC, shiftMs: 16 * SEC });
    expect(r.state.scheduleShiftMs).toBe(16 * SEC);
    const bidding = run(r.state, [bid('A', 10000, T0 + 17 * SEC)]);
    expect(bidding.state).toMatchObject({ phase: 'ascending', leader: 'A' });
    expect(run(bidding.state, [tick(T0 + 26 * SEC)]).state.result).toMatchObject({ outcome: 'deal', winnerCode: 'A' });
  });

  it.each([
    ['phased', { mode: 'phased' as const, freeEnd: T0 + 20 * SEC }, 'free'],
    ['onceOff', { mode: 'onceOff' as const, endAt: T0 + 20 * SEC }, 'sealed'],
    ['twoStage', { mode: 'twoStage' as const, stage1End: T0 + 20 * SEC }, 'sealed'],
    ['firstComeFirstServed', { mode: 'firstComeFirstServed' as const, endAt: T0 + 20 * SEC }, 'fixed'],
  ])('%s: a 20 s first window paused 12 s before the opening keeps its 20 s', (_mode, rules, phase) => {
    const r = run(lot(rules), [{ type: 'pause', at: T0 - 4 * SEC, reason: '维护' }, { type: 'resume', at: T0 + 8 * SEC }, tick(T0 + 12 * SEC)]);
    expect(r.state).toMatchObject({ phase, deadline: T0 + 32 * SEC });
  });

  it('a paused dutch clock reports one remaining time everywhere: the time to the next price step', () => {
    const rules = { mode: 'dutchAuction' as const, step: yuan(500), stepIntervalSec: 30, floorPrice: yuan(8000) };
    const r = run(opened(rules), [{ type: 'pause', at: T0 + 24 * SEC + 43, reason: '故障' }]);
    expect(r.events.at(-1)).toMatchObject({ type: 'lot:paused', remainingMs: 5957 });
    expect(frozenRemainingMs(r.state)).toBe(5957);
    // The hall's leftTime keeps counting to the close at the floor (as for a running clock).
    expect(frozenEndInMs(r.state)).toBe(5957 + 4 * 30 * SEC);
  });
});
