import { describe, expect, it } from 'vitest';
import { publicView } from '../../mock-server/src/auction/public-view';
import { redactEvent } from '../../mock-server/src/auction/public-view';
import { MIN, T0, bid, opened, rejectionOf, run, tick, yuan } from './helpers';

const END = T0 + 60 * MIN;
const onceOff = { mode: 'onceOff' as const, endAt: END };

describe('onceOff (一次性报价)', () => {
  it('accepts one sealed price per bidder; others see counts only', () => {
    const r = run(opened(onceOff), [bid('A', 10300, T0 + MIN), bid('B', 10500, T0 + 2 * MIN)]);
    expect(r.state.currentPrice).toBeNull();
    expect(r.state.leader).toBeNull();
    const watcher = publicView(r.state);
    expect(watcher.sealedCount).toBe(2);
    expect(watcher.bids).toEqual([]);
    expect(JSON.stringify(watcher)).not.toMatch(/1030000|1050000/);
    const a = publicView(r.state, 'A');
    expect(a.ownSealedPrice).toBe(yuan(10300));
    expect(a.bids.map((b) => b.price)).toEqual([yuan(10300)]);
    expect(JSON.stringify(a)).not.toContain(String(yuan(10500)));
    // The broadcast of B's bid reaches A as a count only, under the same seq.
    expect(redactEvent(r.events[1], r.state, 'A')).toEqual({ type: 'bid:sealed', seq: r.events[1].seq, at: T0 + 2 * MIN, count: 2 });
    expect(redactEvent(r.events[1], r.state, 'B')).toBe(r.events[1]);
  });

  it.each([
    [bid('A', 9900, T0 + MIN), 400, 'too-low', '报价须不低于 10,000.00 元且符合加价幅度'],
    [bid('A', 10050, T0 + MIN), 400, 'off-grid', '报价须不低于 10,000.00 元且符合加价幅度'],
  ])('rejects %o with %i', (command, code, reason, msg) => {
    expect(rejectionOf(opened(onceOff), command)).toEqual({ code, reason, msg, lowestAcceptable: yuan(10000) });
  });

  it('a second submission is refused without revisions (403), allowed revisionsAllowed times otherwise', () => {
    const s = run(opened(onceOff), [bid('A', 10300, T0 + MIN)]).state;
    expect(rejectionOf(s, bid('A', 10400, T0 + 2 * MIN))).toEqual({ code: 403, reason: 'already-submitted', msg: '您已提交报价，一次性报价不可修改' });
    const r = run(opened({ ...onceOff, revisionsAllowed: 1 }), [bid('A', 10300, T0 + MIN)]);
    expect(publicView(r.state, 'A').revisionsLeft).toBe(1);
    const revised = run(r.state, [bid('A', 10100, T0 + 2 * MIN)]).state;
    expect(publicView(revised, 'A')).toMatchObject({ ownSealedPrice: yuan(10100), revisionsLeft: 0, sealedCount: 1 });
    expect(rejectionOf(revised, bid('A', 10200, T0 + 3 * MIN))).toMatchObject({ code: 403, reason: 'already-submitted' });
  });

  it('reveals at endAt: highest wins, bids ranked with codes', () => {
    const { state, events } = run(opened(onceOff), [bid('A', 10300, T0 + MIN), bid('B', 10500, T0 + 2 * MIN), bid('C', 10000, T0 + 3 * MIN), tick(END)]);
    expect(events.at(-1)).toMatchObject({ type: 'lot:closed', outcome: 'deal', winnerCode: 'B', price: yuan(10500), reason: 'highest-bid' });
    expect(state.revealed?.map((b) => [b.bidderCode, b.price, b.place])).toEqual([
      ['B', yuan(10500), 1],
      ['A', yuan(10300), 2],
      ['C', yuan(10000), 3],
    ]);
    const view = publicView(state);
    expect(view.revealed).toHaveLength(3);
    expect(view.bids.find((b) => b.bidderCode === 'B')?.statusText).toBe('领先');
    expect(view.bids.find((b) => b.bidderCode === 'A')?.statusText).toBe('出局');
  });

  it.each([
    ['a holder beats a non-holder at equal price even if later', [bid('A', 10300, T0 + MIN), bid('P2', 10300, T0 + 2 * MIN)], 'P2'],
    ['the higher rank beats the lower rank', [bid('P2', 10300, T0 + MIN), bid('P1', 10300, T0 + 2 * MIN)], 'P1'],
    ['equal rank → earliest', [bid('Q1', 10300, T0 + MIN), bid('P1', 10300, T0 + 2 * MIN)], 'Q1'],
    ['no holder → earliest', [bid('B', 10300, T0 + MIN), bid('A', 10300, T0 + 2 * MIN)], 'B'],
    ['a higher price beats any rank', [bid('P1', 10300, T0 + MIN), bid('A', 10400, T0 + 2 * MIN)], 'A'],
  ])('tie-break: %s', (_name, bids, winner) => {
    expect(run(opened(onceOff), [...bids, tick(END)]).state.result?.winnerCode).toBe(winner);
  });

  it('a revision resets the time used for ties', () => {
    const r = run(opened({ ...onceOff, revisionsAllowed: 1 }), [bid('A', 10300, T0 + MIN), bid('B', 10300, T0 + 2 * MIN), bid('A', 10300, T0 + 3 * MIN), tick(END)]);
    expect(r.state.result?.winnerCode).toBe('B');
  });

  it('no sealed bid → unsold; highest below reserve → unsold', () => {
    expect(run(opened(onceOff), [tick(END)]).state.result).toEqual({ outcome: 'unsold', reason: 'no-bids' });
    const r = run(opened({ ...onceOff, reservePrice: yuan(11000) }), [bid('A', 10500, T0 + MIN), tick(END)]);
    expect(r.state.result).toEqual({ outcome: 'unsold', reason: 'reserve-not-met' });
    expect(publicView(run(opened({ ...onceOff, reservePrice: yuan(11000) }), [bid('A', 10500, T0 + MIN)]).state).reserveNotMet).toBeNull();
  });
});

const S1 = T0 + 30 * MIN;
const twoStage = { mode: 'twoStage' as const, stage1End: S1 };

describe('twoStage (两阶段报价)', () => {
  const stage1 = [bid('A', 10300, T0 + MIN), bid('B', 10500, T0 + 2 * MIN), bid('C', 10000, T0 + 3 * MIN), bid('P2', 10100, T0 + 4 * MIN)];

  it('top qualifyTopK go to stage 2 from the stage-1 highest, its bidder leading; revealed to the qualified only', () => {
    const r = run(opened(twoStage), [...stage1, tick(S1)]);
    expect(r.state).toMatchObject({ phase: 'stage2', currentPrice: yuan(10500), leader: 'B', qualified: ['B', 'A', 'P2'], deadline: S1 + 5 * MIN });
    expect(publicView(r.state, 'A').revealed?.map((b) => b.bidderCode)).toEqual(['B', 'A', 'P2']);
    expect(publicView(r.state, 'C').revealed).toBeNull();
    expect(publicView(r.state).revealed).toBeNull();
    const change = r.events.at(-1)!;
    expect(redactEvent(change, r.state, 'C')).not.toHaveProperty('revealed');
    expect(rejectionOf(r.state, bid('C', 10600, S1 + MIN))).toEqual({ code: 403, reason: 'not-qualified', msg: '您未入围第二阶段报价，不能出价' });
  });

  it('stage-2 bids restart the countdown; the highest wins', () => {
    const r = run(opened(twoStage), [...stage1, tick(S1), bid('A', 10600, S1 + MIN), tick(S1 + 6 * MIN)]);
    expect(r.state.result).toEqual({ outcome: 'deal', winnerCode: 'A', price: yuan(10600), reason: 'highest-bid' });
    expect(r.events.at(-1)).toHaveProperty('revealed');
  });

  it('no stage-2 bid → the stage-1 leader wins', () => {
    const r = run(opened(twoStage), [...stage1, tick(S1 + 5 * MIN)]);
    expect(r.state.result).toEqual({ outcome: 'deal', winnerCode: 'B', price: yuan(10500), reason: 'stage1-leader' });
  });

  it('a single stage-1 bidder wins at once; none → unsold', () => {
    expect(run(opened(twoStage), [bid('A', 10300, T0 + MIN), tick(S1)]).state.result).toEqual({ outcome: 'deal', winnerCode: 'A', price: yuan(10300), reason: 'stage1-leader' });
    expect(run(opened(twoStage), [tick(S1)]).state.result).toEqual({ outcome: 'unsold', reason: 'no-bids' });
  });

  it('a qualified holder may match the stage-1 highest in stage 2', () => {
    const r = run(opened(twoStage), [...stage1, tick(S1), bid('P2', 10500, S1 + MIN)]);
    expect(r.state).toMatchObject({ leader: 'P2', currentPrice: yuan(10500) });
    expect(r.state.bids.at(-1)).toMatchObject({ kind: 'match', phase: 'stage2' });
  });
});
