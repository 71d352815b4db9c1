import { describe, expect, it } from 'vitest';
import { publicView } from '../../mock-server/src/auction/public-view';
import { nextTimerAt } from '../../mock-server/src/auction/timers';
import { MIN, SEC, T0, bid, opened, run, tick, yuan } from './helpers';

const END = T0 + 60 * MIN;
const rules = { mode: 'ongoing' as const, endAt: END };

describe('ongoing (动态报价) with extension', () => {
  it('happy path: highest bid wins at endAt', () => {
    const { state, events } = run(opened(rules), [bid('A', 10000, T0 + MIN), bid('B', 10200, T0 + 2 * MIN), tick(END)]);
    expect(state.result).toEqual({ outcome: 'deal', winnerCode: 'B', price: yuan(10200), reason: 'highest-bid' });
    expect(events.at(-1)).toMatchObject({ type: 'lot:closed', at: END, outcome: 'deal', winnerCode: 'B' });
  });

  it('a bid outside the window does not extend', () => {
    const { state, events } = run(opened(rules), [bid('A', 10000, END - 300 * SEC)]);
    expect(events.map((e) => e.type)).toEqual(['bid:placed']);
    expect(state.deadline).toBe(END);
  });

  it('a bid within the window moves endAt to bid time + window, and this repeats', () => {
    let r = run(opened(rules), [bid('A', 10000, END - 10 * SEC)]);
    expect(r.events).toEqual([
      { type: 'bid:placed', seq: 2, at: END - 10 * SEC, bidderCode: 'A', price: yuan(10000), kind: 'bid', leader: 'A' },
      { type: 'lot:extended', seq: 3, at: END - 10 * SEC, deadline: END + 290 * SEC },
    ]);
    r = run(r.state, [bid('B', 10100, END + 280 * SEC)]);
    expect(r.state.deadline).toBe(END + 580 * SEC);
    expect(nextTimerAt(r.state)).toBe(END + 580 * SEC);
    // The original endAt passes without closing.
    r = run(r.state, [tick(END + 300 * SEC)]);
    expect(r.state.phase).toBe('ascending');
    r = run(r.state, [tick(END + 580 * SEC)]);
    expect(r.state.result).toMatchObject({ outcome: 'deal', winnerCode: 'B', price: yuan(10100) });
  });

  it('rejected bids never extend', () => {
    const base = run(opened(rules), [bid('A', 10000, END - 10 * MIN)]).state;
    const { events, rejections, state } = run(base, [bid('A', 10100, END - 10 * SEC), bid('B', 10050, END - 5 * SEC), bid('X', 10100, END - 4 * SEC)], true);
    expect(rejections.map((r) => r.code)).toEqual([403, 400, 403]);
    expect(events).toEqual([]);
    expect(state.deadline).toBe(END);
  });

  it('no bid → unsold (no-bids)', () => {
    const { state } = run(opened(rules), [tick(END)]);
    expect(state.result).toEqual({ outcome: 'unsold', reason: 'no-bids' });
  });

  it('hidden reserve: only a flag while running; unmet at the close → unsold', () => {
    const s = run(opened({ ...rules, reservePrice: yuan(10500) }), [bid('A', 10000, T0 + MIN)]).state;
    const view = publicView(s);
    expect(view.reserveNotMet).toBe(true);
    expect(JSON.stringify(view)).not.toContain(String(yuan(10500)));
    const closed = run(s, [tick(END)]).state;
    expect(closed.result).toEqual({ outcome: 'unsold', reason: 'reserve-not-met' });
    const met = run(s, [bid('B', 10500, T0 + 2 * MIN)]).state;
    expect(publicView(met).reserveNotMet).toBe(false);
    expect(run(met, [tick(END)]).state.result).toMatchObject({ outcome: 'deal', winnerCode: 'B', price: yuan(10500) });
  });
});
