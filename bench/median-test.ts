/**
 * The median of a sample and a two-sided permutation test on the difference of two samples' medians: how often
 * shuffling the pooled runs between the two builds gives a difference at least as large as the one measured. Used to
 * say whether two builds' Lighthouse figures differ beyond the spread of their runs (bench/lighthouse-ab.ts). The
 * median is the bench's one: the Lighthouse stage's median score and the lot-growth stage's warm join time use it too.
 */

/** The median of `values` (the mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The share (0–1) of `shuffles` random splits of the pooled samples, into groups of the sizes of `a` and `b`, whose
 * medians differ by at least |median(a) − median(b)|.
 * @param random a source of numbers in [0, 1) (Math.random by default; a seeded one makes the result repeatable)
 * @throws when either sample is empty
 */
export function medianDifferenceP(a: readonly number[], b: readonly number[], shuffles = 20_000, random: () => number = Math.random): number {
  if (a.length === 0 || b.length === 0) throw new Error('both samples need at least one value');
  const measured = Math.abs(median(a) - median(b));
  const pool = [...a, ...b];
  let asLarge = 0;
  for (let i = 0; i < shuffles; i++) {
    for (let j = pool.length - 1; j > 0; j--) {
      const k = Math.floor(random() * (j + 1));
      [pool[j], pool[k]] = [pool[k], pool[j]];
    }
    // A tolerance for the float sums of even-sized medians.
    if (Math.abs(median(pool.slice(0, a.length)) - median(pool.slice(a.length))) >= measured - 1e-9) asLarge++;
  }
  return asLarge / shuffles;
}
