import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactPercentile, Histogram } from '../../mock-server/bin/replay/histogram';

describe('latency histogram (ms)', () => {
  it('reports percentiles within 1 % above the exact nearest-rank value, never above the maximum', () => {
    fc.assert(fc.property(fc.array(fc.double({ min: 0.01, max: 60_000, noNaN: true }), { minLength: 1, maxLength: 400 }), fc.constantFrom(50, 95, 99, 100), (samples, p) => {
      const h = new Histogram();
      for (const s of samples) h.record(s);
      const exact = exactPercentile([...samples].sort((a, b) => a - b), p);
      const got = h.percentile(p);
      expect(got).toBeGreaterThanOrEqual(exact);
      expect(got).toBeLessThanOrEqual(exact * 1.0101);
      expect(got).toBeLessThanOrEqual(h.max);
    }));
  });

  it('merges across processes exactly as if every sample had been recorded in one', () => {
    const all = new Histogram();
    const parts = [new Histogram(), new Histogram()];
    for (let i = 1; i <= 1000; i++) {
      all.record(i / 10);
      parts[i % 2].record(i / 10);
    }
    const merged = Histogram.from(JSON.parse(JSON.stringify(parts[0].toJSON()))).merge(parts[1].toJSON());
    expect(merged.toJSON()).toEqual(all.toJSON());
    expect(merged.percentile(50)).toBe(all.percentile(50));
    expect(merged.n).toBe(1000);
    expect(merged.max).toBe(100);
  });

  it('counts negative clock-offset noise as 0 and is empty-safe', () => {
    const h = new Histogram();
    expect(h.percentile(99)).toBeNaN();
    h.record(-0.4);
    expect(h.percentile(50)).toBe(0);
    expect(h.min).toBe(0);
  });

  it('nearest-rank percentiles of a sorted list', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([exactPercentile(sorted, 50), exactPercentile(sorted, 99), exactPercentile(sorted, 100)]).toEqual([50, 99, 100]);
    expect(exactPercentile([], 50)).toBeNaN();
  });
});
