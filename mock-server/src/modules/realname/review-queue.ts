/**
 * Runs each submission's review a little after it was submitted (the real provider answers asynchronously, so the
 * portal must show 认证中 first). Timers are unref'd so a pending review never keeps the process alive, and `close`
 * cancels them with the app. Tests and the operator path call `drain()` to decide everything due right now.
 */
export class ReviewQueue {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();

  /**
   * @param review decides one record by id (must tolerate a record that is no longer pending)
   * @param delayMs wait before a review starts (default ~0.8 s: "decided within ~1 s")
   * @param onError where a failed review is reported (it stays pending for an operator)
   */
  constructor(
    private readonly review: (recordId: string) => Promise<void>,
    private readonly delayMs = 800,
    private readonly onError: (err: unknown, recordId: string) => void = () => {},
  ) {}

  /** Schedules the review of `recordId` (again: a second call restarts its delay). */
  schedule(recordId: string): void {
    clearTimeout(this.timers.get(recordId));
    const timer = setTimeout(() => void this.start(recordId), this.delayMs);
    timer.unref();
    this.timers.set(recordId, timer);
  }

  private start(recordId: string): Promise<void> {
    this.timers.delete(recordId);
    const run = this.review(recordId).catch((err) => this.onError(err, recordId)).finally(() => this.running.delete(run));
    this.running.add(run);
    return run;
  }

  /** How many reviews are waiting for their timer. */
  get pending(): number {
    return this.timers.size;
  }

  /** Starts every waiting review now and resolves when all reviews (also those already running) have finished. */
  async drain(): Promise<void> {
    for (const [id, timer] of [...this.timers]) {
      clearTimeout(timer);
      void this.start(id);
    }
    await Promise.all([...this.running]);
  }

  /** Cancels the waiting reviews (their records stay 认证中 and are rescheduled at the next start). */
  close(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
