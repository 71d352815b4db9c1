import { describe, expect, it } from 'vitest';
import { publicView } from '../../mock-server/src/auction/public-view';
import { MIN, T0, bid, opened, run, tick, yuan } from './helpers';

const END = T0 + 60 * MIN;
const rules = { mode: 'ongoing' as const, endAt: END, reservePrice: yuan(20000) };

describe('publicView', () => {
  const s = run(opened(rules), [bid('A', 10000, T0 + MIN), bid('B', 10200, T0 + 2 * MIN)]).state;

  it('shows price, leader, history with 领先/出局 newest first, deadline and phase', () => {
    const view = publicView(s);
    expect(view).toMatchObject({ phase: 'ascending', currentPrice: yuan(10200), leader: 'B', deadline: END, paused: false, reserveNotMet: true, increment: yuan(100) });
    expect(view.bids.map((b) => [b.bidderCode, b.price, b.at, b.statusText])).toEqual([
      ['B', yuan(10200), T0 + 2 * MIN, '领先'],
      ['A', yuan(10000), T0 + MIN, '出局'],
    ]);
    expect(view.viewer).toBeNull();
    expect(view.nextValidPrice).toBeNull();
  });

  it('names the fat-finger limit: 10 increments over the current price', () => {
    expect(publicView(s, 'A').confirmAbove).toBe(yuan(10200 + 1000));
  });

  it('never shows the reserve', () => {
    expect(JSON.stringify(publicView(s, 'A'))).not.toContain(String(yuan(20000)));
  });

  it('gives each viewer their own next valid price and lead flag', () => {
    expect(publicView(s, 'A')).toMatchObject({ nextValidPrice: yuan(10300), canMatch: false, viewer: { leading: false, eligible: true } });
    expect(publicView(s, 'B')).toMatchObject({ nextValidPrice: null, viewer: { leading: true } });
    expect(publicView(s, 'P1')).toMatchObject({ nextValidPrice: yuan(10200), canMatch: true, viewer: { priorityRank: 1 } });
    expect(publicView(s, 'X')).toMatchObject({ nextValidPrice: null, viewer: { eligible: false } });
  });

  it('after the close shows the result and no next price', () => {
    const closed = run(s, [bid('A', 20000, T0 + 3 * MIN), tick(END)]).state;
    const view = publicView(closed, 'B');
    expect(view).toMatchObject({ phase: 'closed', result: { outcome: 'deal', winnerCode: 'A' }, nextValidPrice: null, reserveNotMet: null, deadline: null });
    expect(view.bids[0]).toMatchObject({ bidderCode: 'A', status: 'leading' });
  });

  it('an unsold close marks no bid as leading and shows no price or leader', () => {
    const closed = run(s, [tick(END)]).state;
    expect(publicView(closed).bids.every((b) => b.status === 'outbid')).toBe(true);
    expect(closed.result).toEqual({ outcome: 'unsold', reason: 'reserve-not-met' });
    expect(publicView(closed)).toMatchObject({ currentPrice: null, leader: null });
  });

  it.each([
    ['a first-come lot not taken', { mode: 'firstComeFirstServed' as const, endAt: END }, 'not-taken'],
    ['a dutch clock at its floor', { mode: 'dutchAuction' as const, step: yuan(500), stepIntervalSec: 60, floorPrice: yuan(9000) }, 'floor-reached'],
    ['a V-shaped clock at its floor', { mode: 'vShaped' as const, step: yuan(500), stepIntervalSec: 60, floorPrice: yuan(9000) }, 'floor-reached'],
  ])('%s closes unsold without a price', (_name, lotRules, reason) => {
    const { state, events } = run(opened(lotRules), [tick(END + MIN)]);
    expect(events.at(-1)).toEqual(expect.objectContaining({ type: 'lot:closed', outcome: 'unsold', reason }));
    expect(events.at(-1)).not.toHaveProperty('price');
    expect(state.result).toEqual({ outcome: 'unsold', reason });
    expect(publicView(state)).toMatchObject({ currentPrice: null, leader: null });
  });
});
