import { describe, expect, it } from 'vitest';
import { CLOSE_REASON_TEXT } from '../../contract/close-reasons';
import { publicView, redactEvent } from '../../mock-server/src/auction/public-view';
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
    const revised = run(r.state, [bid('A', 10500, T0 + 2 * MIN)]).state;
    expect(publicView(revised, 'A')).toMatchObject({ ownSealedPrice: yuan(10500), revisionsLeft: 0, sealedCount: 1 });
    expect(rejectionOf(revised, bid('A', 10600, T0 + 3 * MIN))).toMatchObject({ code: 403, reason: 'already-submitted' });
  });

  it.each([
    ['lower', 10300, 'too-low'],
    ['equal', 10800, 'too-low'],
    ['higher but off the grid', 10950, 'off-grid'],
  ])('a revision may only raise: a %s price is refused (400) with the lowest acceptable revision', (_name, price, reason) => {
    const s = run(opened({ ...onceOff, revisionsAllowed: 2 }), [bid('A', 10800, T0 + MIN)]).state;
    expect(rejectionOf(s, bid('A', price, T0 + 2 * MIN))).toEqual({
      code: 400, reason, msg: '修改报价只能提高：须高于您的原报价 10,800.00 元，不低于 10,900.00 元且符合加价幅度', lowestAcceptable: yuan(10900),
    });
    expect(publicView(s, 'A').nextValidPrice).toBe(yuan(10900));
    expect(publicView(s, 'B').nextValidPrice).toBe(yuan(10000));
  });

  it('a revised bid replaces the earlier one in every view and counts from the time of the revision', () => {
    const rules = { ...onceOff, revisionsAllowed: 1 };
    const running = run(opened(rules), [bid('A', 10300, T0 + MIN), bid('B', 10600, T0 + 2 * MIN), bid('A', 10800, T0 + 3 * MIN)]).state;
    // Before the reveal the bidder sees only the current sealed bid, marked 已提交 (not 出局).
    expect(publicView(running, 'A').bids.map((b) => [b.price, b.at, b.statusText])).toEqual([[yuan(10800), T0 + 3 * MIN, '已提交']]);
    const { state } = run(running, [tick(END)]);
    expect(state.result).toMatchObject({ outcome: 'deal', winnerCode: 'A', price: yuan(10800) });
    expect(state.revealed?.map((b) => [b.bidderCode, b.price, b.at])).toEqual([['A', yuan(10800), T0 + 3 * MIN], ['B', yuan(10600), T0 + 2 * MIN]]);
    for (const viewer of [undefined, 'A', 'B']) {
      const bids = publicView(state, viewer).bids.map((b) => [b.bidderCode, b.price, b.statusText]);
      expect(bids).toEqual([['A', yuan(10800), '领先'], ['B', yuan(10600), '出局']]);
    }
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
    const r = run(opened({ ...onceOff, revisionsAllowed: 1 }), [bid('A', 10300, T0 + MIN), bid('B', 10400, T0 + 2 * MIN), bid('A', 10400, T0 + 3 * MIN), tick(END)]);
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

  it('a single stage-1 bidder wins at once at stage1End, without stage 2, and the result says so; none → unsold', () => {
    const r = run(opened(twoStage), [bid('A', 10300, T0 + MIN), tick(S1)]);
    expect(r.state.result).toEqual({ outcome: 'deal', winnerCode: 'A', price: yuan(10300), reason: 'sole-qualifier' });
    expect(r.events.at(-1)).toMatchObject({ type: 'lot:closed', at: S1 });
    expect(r.events.some((e) => e.type === 'lot:phase-changed' && e.to === 'stage2')).toBe(false);
    expect(CLOSE_REASON_TEXT['sole-qualifier']).toBe('仅一人入围，不进行第二阶段，按其第一阶段报价成交');
    expect(publicView(r.state).bids.map((b) => [b.bidderCode, b.statusText])).toEqual([['A', '领先']]);
    expect(run(opened(twoStage), [tick(S1)]).state.result).toEqual({ outcome: 'unsold', reason: 'no-bids' });
  });

  it('bidders tied at the K-th price all qualify for stage 2', () => {
    const r = run(opened({ ...twoStage, qualifyTopK: 2 }), [
      bid('A', 10500, T0 + MIN), bid('B', 10300, T0 + 2 * MIN), bid('C', 10300, T0 + 3 * MIN), bid('P2', 10100, T0 + 4 * MIN), tick(S1),
    ]);
    expect(r.state).toMatchObject({ phase: 'stage2', qualified: ['A', 'B', 'C'] });
    expect(run(r.state, [bid('C', 10600, S1 + MIN)]).state.leader).toBe('C');
  });

  it('a revision may only raise in stage 1 too, so a revising bidder keeps their place in stage 2', () => {
    const rules = { ...twoStage, qualifyTopK: 2, revisionsAllowed: 1 };
    const s = run(opened(rules), [bid('A', 10800, T0 + MIN), bid('B', 10600, T0 + 2 * MIN), bid('C', 10400, T0 + 3 * MIN)]).state;
    expect(rejectionOf(s, bid('A', 10300, T0 + 4 * MIN))).toMatchObject({ code: 400, reason: 'too-low' });
    expect(run(s, [tick(S1)]).state).toMatchObject({ phase: 'stage2', qualified: ['A', 'B'], leader: 'A', currentPrice: yuan(10800) });
  });

  it('a qualified holder may match the stage-1 highest in stage 2', () => {
    const r = run(opened(twoStage), [...stage1, tick(S1), bid('P2', 10500, S1 + MIN)]);
    expect(r.state).toMatchObject({ leader: 'P2', currentPrice: yuan(10500) });
    expect(r.state.bids.at(-1)).toMatchObject({ kind: 'match', phase: 'stage2' });
  });
});
