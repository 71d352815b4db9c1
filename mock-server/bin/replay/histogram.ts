/**
 * Latency histogram with logarithmic buckets (1 % wide from 1 µs up), so percentiles of millions of samples cost a
 * few hundred counters and histograms from several worker processes merge by adding counts. Values are in ms;
 * a percentile is reported as its bucket's upper bound (never above the exact maximum), at most 1 % high.
 */

/** Lower edge of bucket 1 (ms); everything at or below it lands in bucket 0. */
const FLOOR_MS = 0.001;
const RATIO = 1.01;
const LOG_RATIO = Math.log(RATIO);

/** A histogram as it travels between processes: sparse [bucket, count] pairs plus exact n / sum / min / max (ms). */
export interface HistogramJson { buckets: Array<[number, number]>; n: number; sum: number; min: number; max: number }

/** The bucket a value (ms) falls in; negative values (clock-offset noise) count as 0. */
export const bucketOf = (ms: number): number => (ms <= FLOOR_MS ? 0 : Math.ceil(Math.log(ms / FLOOR_MS) / LOG_RATIO));
/** Upper edge (ms) of a bucket. */
export const bucketUpper = (bucket: number): number => FLOOR_MS * RATIO ** bucket;

export class Histogram {
  /** Count per bucket, indexed by bucket (a typed array: record() runs for every delivery of every watcher). */
  private counts = new Float64Array(2048);
  n = 0;
  sum = 0;
  min = Infinity;
  max = -Infinity;

  /** Adds one sample in ms. */
  record(ms: number): void {
    const v = Math.max(0, ms);
    const b = bucketOf(v);
    if (b >= this.counts.length) this.grow(b);
    this.counts[b] += 1;
    this.n += 1;
    this.sum += v;
    if (v < this.min) this.min = v;
    if (v > this.max) this.max = v;
  }

  /** Adds every sample of `other` (a histogram of another worker or second). */
  merge(other: Histogram | HistogramJson): this {
    const json = other instanceof Histogram ? other.toJSON() : other;
    for (const [b, c] of json.buckets) {
      if (b >= this.counts.length) this.grow(b);
      this.counts[b] += c;
    }
    this.n += json.n;
    this.sum += json.sum;
    if (json.n > 0) {
      this.min = Math.min(this.min, json.min);
      this.max = Math.max(this.max, json.max);
    }
    return this;
  }

  /** The p-th percentile (0 < p ≤ 100) in ms, NaN when empty. */
  percentile(p: number): number {
    if (this.n === 0) return NaN;
    const rank = Math.max(1, Math.ceil((p / 100) * this.n));
    let seen = 0;
    for (const [b, c] of this.sorted()) {
      seen += c;
      if (seen >= rank) return Math.min(bucketUpper(b), this.max);
    }
    return this.max;
  }

  /** Mean in ms, NaN when empty. */
  mean(): number {
    return this.n === 0 ? NaN : this.sum / this.n;
  }

  /** Buckets in ascending order as [upper edge ms, count] (for plotting). */
  entries(): Array<[number, number]> {
    return this.sorted().map(([b, c]) => [bucketUpper(b), c]);
  }

  toJSON(): HistogramJson {
    return { buckets: this.sorted(), n: this.n, sum: this.sum, min: this.min, max: this.max };
  }

  static from(json: HistogramJson): Histogram {
    return new Histogram().merge(json);
  }

  private sorted(): Array<[number, number]> {
    const out: Array<[number, number]> = [];
    this.counts.forEach((c, b) => { if (c > 0) out.push([b, c]); });
    return out;
  }

  private grow(bucket: number): void {
    const next = new Float64Array(Math.max(bucket + 1, this.counts.length * 2));
    next.set(this.counts);
    this.counts = next;
  }
}

/** Exact p-th percentile (nearest rank) of samples already sorted ascending; NaN when empty. */
export function exactPercentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
