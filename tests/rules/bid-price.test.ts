import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { yuanPriceProblem, yuanSchema } from '@contract/bid';

// The bid room checks a price without zod (contract/bid-basics.ts); the server checks it with yuanSchema.
const firstIssue = (v: unknown) => {
  const r = yuanSchema.safeParse(v);
  return r.success ? null : r.error.issues[0].message;
};

describe('bid price in 元 (yuanPriceProblem = yuanSchema)', () => {
  it('gives the message yuanSchema gives first, or null when it accepts', () => {
    const edges: unknown[] = [1, 0, -0, -1, 0.01, 0.001, 1.005, 12.34, 1e12, 1e12 + 0.01, 1e13, NaN, Infinity, -Infinity, '1', null, undefined, 0.1 + 0.2];
    for (const v of edges) expect(yuanPriceProblem(v)).toBe(firstIssue(v));
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer().map((c) => c / 100), fc.double({ min: 0, max: 2e12 })), (v) => {
        expect(yuanPriceProblem(v)).toBe(firstIssue(v));
      }),
    );
  });
});
