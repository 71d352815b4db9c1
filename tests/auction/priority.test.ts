import { describe, expect, it } from 'vitest';
import { lowestAcceptable } from '../../mock-server/src/auction/pricing';
import { publicView } from '../../mock-server/src/auction/public-view';
import { MIN, T0, bid, opened, rejectionOf, run, tick, yuan } from './helpers';

const END = T0 + 60 * MIN;
const rules = { mode: 'ongoing' as const, endAt: END };
const ledBy = (code: string) => run(opened(rules), [bid(code, 10000, T0 + MIN)]).state;

describe('pre-emptive right (优先购买权) in ascending rounds', () => {
  it('a holder may match a non-holder and becomes the leader', () => {
    const s = ledBy('A');
    expect(lowestAcceptable(s, 'P2')).toBe(yuan(10000));
    expect(publicView(s, 'P2').canMatch).toBe(true);
    const r = run(s, [bid('P2', 10000, T0 + 2 * MIN)]);
    expect(r.events[0]).toMatchObject({ type: 'bid:placed', kind: 'match', leader: 'P2', price: yuan(10000) });
    expect(r.state.leader).toBe('P2');
  });

  it('a non-holder must then raise by at least one increment', () => {
    const s = run(ledBy('A'), [bid('P2', 10000, T0 + 2 * MIN)]).state;
    expect(rejectionOf(s, bid('A', 10000, T0 + 3 * MIN))).toEqual({
      code: 400,
      reason: 'too-low',
      msg: '出价须不低于 10,100.00 元且符合加价幅度',
      lowestAcceptable: yuan(10100),
    });
    expect(run(s, [bid('A', 10100, T0 + 3 * MIN)]).state.leader).toBe('A');
  });

  it.each([
    ['P2', 'P1', true, 'higher rank matches lower rank'],
    ['P1', 'P2', false, 'lower rank cannot match higher rank'],
    ['P1', 'Q1', false, 'equal rank: the earlier keeps the lead'],
    ['A', 'B', false, 'a non-holder cannot match'],
  ])('leader %s, %s matching → %s (%s)', (leader, challenger, allowed) => {
    const s = ledBy(leader);
    const r = run(s, [bid(challenger, 10000, T0 + 2 * MIN)], true);
    if (allowed) expect(r.state.leader).toBe(challenger);
    else expect(r.rejections[0]).toMatchObject({ code: 400, lowestAcceptable: yuan(10100) });
  });

  it('a matching holder wins at the close', () => {
    const r = run(ledBy('A'), [bid('P1', 10000, T0 + 2 * MIN), tick(END)]);
    expect(r.state.result).toEqual({ outcome: 'deal', winnerCode: 'P1', price: yuan(10000), reason: 'highest-bid' });
  });

  it('a leading holder cannot match himself', () => {
    const s = ledBy('P1');
    expect(rejectionOf(s, bid('P1', 10000, T0 + 2 * MIN))).toMatchObject({ code: 403, reason: 'self-outbid' });
    expect(lowestAcceptable(s, 'P1')).toBeNull();
  });

  it('no match before the first bid: the first bid is ≥ start', () => {
    expect(lowestAcceptable(opened(rules), 'P1')).toBe(yuan(10000));
  });

  it('priorityExercisable false disables matching', () => {
    const s = run(opened({ ...rules, priorityExercisable: false }), [bid('A', 10000, T0 + MIN)]).state;
    expect(rejectionOf(s, bid('P1', 10000, T0 + 2 * MIN))).toMatchObject({ code: 400 });
  });

  it('matching in a limited period restarts the countdown', () => {
    const s = run(opened({ mode: 'final' }), [bid('A', 10000, T0 + MIN)]).state;
    const r = run(s, [bid('P1', 10000, T0 + 3 * MIN)]);
    expect(r.state.deadline).toBe(T0 + 8 * MIN);
  });
});
