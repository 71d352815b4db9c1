import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountText, formatMoney, formatPrice, moneyPhrase, unitPriceText } from '../../contract/rules/money';

/** Amounts in 元 with whole fen, up to 10^10 元. */
const yuanAmount = fc.integer({ min: 0, max: 1_000_000_000_000 }).map((fen) => fen / 100);
const PER_MU = { priceType: 2, priceUnit: '元/亩/年' };

describe('one formatter per quantity (sums of money, prices in their unit)', () => {
  it('writes a sum of money in 元 under 1 万元 and in 万元 from there, never in a price unit', () => {
    expect(amountText(9200)).toEqual({ text: '9,200.00', unit: '元' });
    expect(amountText(101000)).toEqual({ text: '10.1', unit: '万元' });
    expect(amountText(10000)).toEqual({ text: '1', unit: '万元' });
    expect(amountText(null)).toEqual({ text: '--', unit: '' });
    fc.assert(fc.property(yuanAmount, (yuan) => {
      const m = amountText(yuan);
      expect(m).toEqual(yuan < 10_000 ? { text: formatPrice(yuan, 2), unit: '元' } : { text: formatMoney(yuan), unit: '万元' });
    }));
  });

  it('writes a price or price step in the lot’s unit: per unit for priceType 2, else 万元', () => {
    expect(unitPriceText(10, PER_MU)).toEqual({ text: '10.00', unit: '元/亩/年' });
    expect(unitPriceText(10, { priceType: 2, priceUnit: '' })).toEqual({ text: '10.00', unit: '元' });
    expect(unitPriceText(2000, { priceType: 1, priceUnit: '万元' })).toEqual({ text: '0.2', unit: '万元' });
    fc.assert(fc.property(yuanAmount, fc.constantFrom(0, 1, 3), (yuan, priceType) => {
      expect(unitPriceText(yuan, { priceType, priceUnit: '元/亩/年' }).unit).toBe('万元');
      expect(unitPriceText(yuan, PER_MU).unit).toBe('元/亩/年');
    }));
  });

  it('puts a space between number and unit inside sentences, and none after a placeholder', () => {
    expect(moneyPhrase(amountText(101000))).toBe('10.1 万元');
    expect(moneyPhrase(unitPriceText(null, PER_MU))).toBe('--');
  });
});
