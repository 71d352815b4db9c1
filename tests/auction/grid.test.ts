import { describe, expect, it } from 'vitest';
import { priceAt, floorCloseAt } from '../../mock-server/src/auction/dutch';
import { incrementAt, isOnGrid, lowestRaise } from '../../mock-server/src/auction/grid';
import { formatYuan } from '../../mock-server/src/auction/money';
import { defineRules, validateRules } from '../../mock-server/src/auction/rules';
import { MIN, T0, yuan } from './helpers';

const tiered = defineRules({
  mode: 'ongoing',
  startPrice: yuan(10000),
  increment: yuan(100),
  incrementTiers: [
    { fromPrice: yuan(50000), increment: yuan(1000) },
    { fromPrice: yuan(20000), increment: yuan(500) },
  ],
  reservePrice: null,
  startAt: T0,
  endAt: T0 + 60 * MIN,
});

describe('price grid', () => {
  it.each([
    [yuan(10000), yuan(100)],
    [yuan(19999), yuan(100)],
    [yuan(20000), yuan(500)],
    [yuan(49900), yuan(500)],
    [yuan(50000), yuan(1000)],
  ])('increment at %i fen is %i fen (band by price)', (price, inc) => {
    expect(incrementAt(tiered, price)).toBe(inc);
  });

  it.each([
    [null, yuan(10000), true, 'first bid at start'],
    [null, yuan(10300), true, 'first bid on the grid above start'],
    [null, yuan(9900), false, 'below start'],
    [null, yuan(10050), false, 'first bid off grid'],
    [yuan(10000), yuan(10000), false, 'equal is not a raise'],
    [yuan(10000), yuan(10100), true, 'one increment'],
    [yuan(10000), yuan(10150), false, 'half increment'],
    [yuan(20000), yuan(20500), true, 'tier increment'],
    [yuan(20000), yuan(20100), false, 'lower tier step at higher band'],
    [yuan(19900), yuan(20000), true, 'crossing into a band uses the current band'],
  ])('isOnGrid(current %s, %i) = %s (%s)', (current, price, ok, _why) => {
    expect(isOnGrid(tiered, current, price)).toBe(ok);
  });

  it('lowest raise is start with no bid, else current + band increment', () => {
    expect(lowestRaise(tiered, null)).toBe(yuan(10000));
    expect(lowestRaise(tiered, yuan(20000))).toBe(yuan(20500));
  });
});

describe('money', () => {
  it.each([
    [1230000, '12,300.00 元'],
    [5, '0.05 元'],
    [100, '1.00 元'],
    [123456789, '1,234,567.89 元'],
  ])('formatYuan(%i) = %s', (fen, text) => expect(formatYuan(fen)).toBe(text));
});

describe('dutch schedule', () => {
  const rules = defineRules({ mode: 'dutchAuction', startPrice: yuan(10000), increment: yuan(100), reservePrice: null, startAt: T0, step: yuan(500), stepIntervalSec: 60, floorPrice: yuan(8200) });
  it.each([
    [T0 - 1, yuan(10000)],
    [T0, yuan(10000)],
    [T0 + MIN - 1, yuan(10000)],
    [T0 + MIN, yuan(9500)],
    [T0 + 3 * MIN, yuan(8500)],
    [T0 + 4 * MIN, yuan(8200)],
    [T0 + 60 * MIN, yuan(8200)],
  ])('priceAt(%i) = %i', (at, price) => expect(priceAt(rules, at)).toBe(price));
  it('closes one interval after reaching the floor', () => expect(floorCloseAt(rules)).toBe(T0 + 5 * MIN));
});

describe('rules', () => {
  it('fills defaults of auction-rules.md', () => {
    const r = defineRules({ mode: 'final', startPrice: 1, increment: 1, reservePrice: null, startAt: T0 });
    expect(r).toMatchObject({ extensionWindowSec: 300, limitedPeriodSec: 300, minBiddersForLimited: 2, revisionsAllowed: 0, qualifyTopK: 3, onFirstTake: 'sell' });
    expect(validateRules(r)).toEqual([]);
  });
  it('reports missing mode parameters', () => {
    const r = defineRules({ mode: 'dutchAuction', startPrice: 100, increment: 1, reservePrice: null, startAt: T0 });
    expect(validateRules(r).join()).toContain('floorPrice');
  });
  it.each(['dutchAuction', 'vShaped'] as const)('refuses a %s lot whose reserve is above its floor; a reserve at or below the floor is fine', (mode) => {
    const clock = { mode, startPrice: yuan(10000), increment: yuan(100), startAt: T0, step: yuan(500), stepIntervalSec: 30, floorPrice: yuan(8000) };
    expect(validateRules(defineRules({ ...clock, reservePrice: yuan(8500) }))).toEqual(['降价拍与V型竞价的底价即委托方可接受的最低价，不得另设高于底价的保留价']);
    expect(validateRules(defineRules({ ...clock, reservePrice: yuan(8000) }))).toEqual([]);
    expect(validateRules(defineRules({ ...clock, reservePrice: null }))).toEqual([]);
  });
});
