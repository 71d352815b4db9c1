import { describe, expect, it } from 'vitest';
import { MIN, SEC, T0, bid, opened, run, tick, yuan } from './helpers';

const rules = { mode: 'final' as const };

describe('final (限时竞价)', () => {
  it('opens with a limited-period countdown from startAt', () => {
    expect(opened(rules)).toMatchObject({ phase: 'limited', deadline: T0 + 5 * MIN, qualified: null });
  });

  it('no bid before the first countdown expires → unsold', () => {
    expect(run(opened(rules), [tick(T0 + 5 * MIN)]).state.result).toEqual({ outcome: 'unsold', reason: 'no-bids' });
  });

  it('every accepted bid restarts the countdown; closes at zero with the leader', () => {
    let r = run(opened(rules), [bid('A', 10000, T0 + 4 * MIN), bid('C', 10100, T0 + 8 * MIN)]);
    expect(r.state.deadline).toBe(T0 + 13 * MIN);
    r = run(r.state, [tick(T0 + 13 * MIN - 1)]);
    expect(r.state.phase).toBe('limited');
    r = run(r.state, [tick(T0 + 13 * MIN)]);
    expect(r.state.result).toEqual({ outcome: 'deal', winnerCode: 'C', price: yuan(10100), reason: 'highest-bid' });
  });

  it('a bid at the exact deadline ms is too late', () => {
    const r = run(opened(rules), [bid('A', 10000, T0 + 300 * SEC)], true);
    expect(r.rejections[0]).toMatchObject({ code: 409, reason: 'closed' });
  });
});
