/**
 * One writer per lot: commands of the same lot run strictly one after another (a promise chain per key), commands
 * of different lots run concurrently. This is what makes "load state → decide → persist → apply" safe without
 * locks in the database: nobody else can change a lot's state between its decision and its commit. A failed job
 * does not break the chain for the jobs queued behind it.
 */
export class LotMailbox {
  private readonly tails = new Map<string, Promise<unknown>>();

  /** Runs `job` after every job queued before it for `key`; resolves or rejects with the job's own result. */
  run<T>(key: string, job: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(job, job);
    const tail = result.then(() => undefined, () => undefined);
    this.tails.set(key, tail);
    // Drop the entry once the queue drains, so idle lots hold no memory.
    void tail.then(() => { if (this.tails.get(key) === tail) this.tails.delete(key); });
    return result;
  }

  /** Whether jobs of `key` are queued or running. */
  busy(key: string): boolean {
    return this.tails.has(key);
  }

  /** Resolves when every job queued so far (all lots) has settled (graceful shutdown, tests). */
  async drain(): Promise<void> {
    while (this.tails.size > 0) await Promise.all([...this.tails.values()]);
  }
}
