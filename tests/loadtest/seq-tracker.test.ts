import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SeqTracker } from '../../mock-server/bin/replay/seq-tracker';

const feed = (baseline: number, seqs: number[]) => {
  const t = new SeqTracker(baseline);
  const verdicts = seqs.map((s) => t.see(s));
  return { t, verdicts };
};

describe('per-watcher seq check (loss, duplicates, order)', () => {
  it('passes a complete in-order stream', () => {
    const { t, verdicts } = feed(10, [11, 12, 13, 14]);
    expect(verdicts).toEqual(['in-order', 'in-order', 'in-order', 'in-order']);
    expect(t.summary(14)).toEqual({ received: 4, stale: 0, duplicates: 0, reordered: 0, lost: 0 });
    expect(t.complete(14)).toBe(true);
  });

  it('ignores repeats at or below the join snapshot as stale, not duplicates', () => {
    const { t } = feed(10, [9, 10, 11, 10]);
    expect(t.summary(11)).toMatchObject({ stale: 3, duplicates: 0, lost: 0 });
  });

  it('counts a gap as lost and a late arrival as reordered, not lost', () => {
    expect(feed(0, [1, 2, 4, 5]).t.summary(5)).toMatchObject({ lost: 1, reordered: 0 });
    const late = feed(0, [1, 3, 2, 4]);
    expect(late.verdicts).toEqual(['in-order', 'ahead', 'reordered', 'in-order']);
    expect(late.t.summary(4)).toMatchObject({ lost: 0, reordered: 1, duplicates: 0 });
  });

  it('counts duplicates whether inside the contiguous run or beyond a gap', () => {
    expect(feed(0, [1, 2, 2, 5, 5]).t.summary(5)).toMatchObject({ duplicates: 2, lost: 2, received: 3 });
  });

  it('counts events missing at the end and ignores events past the final seq', () => {
    expect(feed(0, [1, 2]).t.summary(4)).toMatchObject({ lost: 2 });
    expect(feed(0, [1, 2, 3, 7]).t.summary(3)).toMatchObject({ lost: 0, received: 4 });
  });

  it('for any delivery of a subset, lost = final − baseline − distinct seqs received in range', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 50 }), fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 120 }), (baseline, raw) => {
      const final = baseline + 60;
      const seqs = raw.map((r) => baseline + r);
      const { t } = feed(baseline, seqs);
      const distinct = new Set(seqs).size;
      const s = t.summary(final);
      expect(s.lost).toBe(final - baseline - distinct);
      expect(s.duplicates).toBe(seqs.length - distinct);
      expect(t.complete(final)).toBe(distinct === 60);
    }));
  });
});
