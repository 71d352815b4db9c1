/**
 * A token bucket for the frames of one connection: up to `burst` frames at once, then `perSecond` on average.
 * Real elapsed time (a monotonic clock), not the server's business clock: it meters load, and tests freeze `now`.
 */
export class FrameBucket {
  private tokens: number;
  private at: number;

  constructor(private readonly perSecond: number, private readonly burst: number, private readonly clock: () => number = () => performance.now()) {
    this.tokens = burst;
    this.at = clock();
  }

  /** Takes one frame's token; false when the bucket is empty (the frame is over the rate). */
  take(): boolean {
    const t = this.clock();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.at) * this.perSecond) / 1000);
    this.at = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
