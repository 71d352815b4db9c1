import { describe, expect, it } from 'vitest';
import { median, medianDifferenceP } from '../../bench/median-test';

/** A repeatable source of numbers in [0, 1) (mulberry32). */
function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('median', () => {
  it('takes the middle value, or the mean of the middle two, whatever the order', () => {
    expect(median([730, 585, 690])).toBe(690);
    expect(median([700, 580, 640, 720])).toBe(670);
    expect(median([])).toBeNaN();
  });
});

describe('medianDifferenceP (two builds differ beyond the spread of their runs?)', () => {
  it('gives 1 for two samples with the same median: every shuffle differs at least as much', () => {
    expect(medianDifferenceP([600, 700, 650], [650, 610, 690], 2_000, seeded(1))).toBe(1);
  });

  it('is small when every run of one build lies below every run of the other', () => {
    const before = [690, 710, 730, 750, 770, 800];
    const now = [410, 430, 450, 470, 490, 520];
    expect(medianDifferenceP(before, now, 5_000, seeded(2))).toBeLessThan(0.05);
  });

  it('is large when the runs overlap as much as they do between two builds of the same speed', () => {
    const before = [594, 727, 564, 645, 932, 747, 775, 438];
    const now = [656, 1130, 741, 608, 816, 562, 773, 644];
    expect(medianDifferenceP(before, now, 5_000, seeded(3))).toBeGreaterThan(0.3);
  });

  it('refuses an empty sample', () => {
    expect(() => medianDifferenceP([], [1])).toThrow(/at least one value/);
  });
});
