/**
 * Per-watcher check of a lot's event stream by `seq` (design.md: per lot, strictly increasing, no gaps). The baseline
 * is the seq of the snapshot the watcher joined with: events at or below it are the harmless repeats the bid room
 * announces after a join ("ignore them by seq") and count as stale, not as duplicates. Memory stays O(1) while
 * events arrive in order; only seqs that jump a gap are remembered until the gap closes.
 */

/** What one received seq was. */
export type SeqVerdict = 'in-order' | 'stale' | 'duplicate' | 'reordered' | 'ahead';

/** Counts of a watcher (or a sum over watchers). lost is filled by {@link SeqTracker.summary}. */
export interface SeqCounts { received: number; stale: number; duplicates: number; reordered: number; lost: number }

export class SeqTracker {
  /** The next seq that would continue the contiguous run. */
  private next: number;
  /** Seqs received beyond a gap, kept until the gap closes. */
  private readonly ahead = new Set<number>();
  private maxSeen: number;
  private readonly counts: SeqCounts = { received: 0, stale: 0, duplicates: 0, reordered: 0, lost: 0 };

  constructor(readonly baseline: number) {
    this.next = baseline + 1;
    this.maxSeen = baseline;
  }

  /** The highest seq seen so far (the baseline before any event). */
  get last(): number {
    return this.maxSeen;
  }

  /** Classifies one received seq and updates the counts. */
  see(seq: number): SeqVerdict {
    if (seq <= this.baseline) {
      this.counts.stale += 1;
      return 'stale';
    }
    if (seq < this.next || this.ahead.has(seq)) {
      this.counts.duplicates += 1;
      return 'duplicate';
    }
    this.counts.received += 1;
    // Arriving below a seq already seen means it was overtaken: out of order even if nothing is lost.
    const verdict: SeqVerdict = seq < this.maxSeen ? 'reordered' : seq === this.next ? 'in-order' : 'ahead';
    if (verdict === 'reordered') this.counts.reordered += 1;
    if (seq === this.next) {
      this.next += 1;
      while (this.ahead.delete(this.next)) this.next += 1;
    } else {
      this.ahead.add(seq);
    }
    this.maxSeen = Math.max(this.maxSeen, seq);
    return verdict;
  }

  /** Whether every seq up to `finalSeq` has arrived. */
  complete(finalSeq: number): boolean {
    return this.next > finalSeq;
  }

  /** The counts, with `lost` = seqs in (baseline, finalSeq] never received. */
  summary(finalSeq: number): SeqCounts {
    let beyond = 0;
    for (const s of this.ahead) if (s > finalSeq) beyond += 1;
    const inRange = this.counts.received - beyond - Math.max(0, this.next - 1 - finalSeq);
    return { ...this.counts, lost: Math.max(0, finalSeq - this.baseline - inRange) };
  }
}

/** Adds watcher counts together. */
export function addCounts(a: SeqCounts, b: SeqCounts): SeqCounts {
  return {
    received: a.received + b.received, stale: a.stale + b.stale, duplicates: a.duplicates + b.duplicates,
    reordered: a.reordered + b.reordered, lost: a.lost + b.lost,
  };
}

/** Zero counts. */
export const noCounts = (): SeqCounts => ({ received: 0, stale: 0, duplicates: 0, reordered: 0, lost: 0 });
