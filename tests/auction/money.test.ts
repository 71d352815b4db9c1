import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { YUAN_MAX } from '../../contract/bid-basics';
import { formatYuan, yuanToFen } from '../../mock-server/src/auction/money';

describe('yuanToFen (a wire price in 元 → integer fen)', () => {
  it('rounds away the float noise of decimal sums and halves', () => {
    expect(yuanToFen(0.1 + 0.2)).toBe(30);
    expect(yuanToFen(1234.565)).toBe(123457);
    expect(yuanToFen(1.005)).toBe(101);
    expect(yuanToFen(19.99)).toBe(1999);
    expect(yuanToFen(0)).toBe(0);
    expect(yuanToFen(YUAN_MAX)).toBe(YUAN_MAX * 100);
  });

  it('refuses NaN, infinities, negatives and amounts beyond safe integers', () => {
    for (const bad of [NaN, Infinity, -Infinity, -0.01, -5, 1e15]) expect(() => yuanToFen(bad)).toThrow(RangeError);
  });

  it('gives back every fen amount written as 元 with two decimals, up to YUAN_MAX', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: YUAN_MAX * 100 }), (fen) => {
        expect(yuanToFen(Number((fen / 100).toFixed(2)))).toBe(fen);
        expect(formatYuan(yuanToFen(fen / 100))).toBe(formatYuan(fen));
      }),
    );
  });

  it('is the sum of its parts for prices made of two fen amounts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), (a, b) => {
        expect(yuanToFen(a / 100 + b / 100)).toBe(a + b);
      }),
    );
  });

  it('rounds a third decimal half away from zero, like the written number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), fc.integer({ min: 0, max: 9 }), (fen, milli) => {
        const yuan = Number(`${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}${milli}`);
        expect(yuanToFen(yuan)).toBe(fen + (milli >= 5 ? 1 : 0));
      }),
    );
  });
});
