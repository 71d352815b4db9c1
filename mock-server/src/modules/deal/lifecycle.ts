import type { DealDeps } from './issue';
import { issuePendingDeals } from './issue';

/**
 * The deals after the hammer: each lot close (from the bid service's committed batches, off the bid path) and the
 * start-up sweep issue the settlements that have no confirmation yet ({@link issuePendingDeals}, idempotent), one
 * after another. `drain` waits for what is queued (tests, operators).
 */
export class DealDesk {
  private chain: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(private readonly deps: DealDeps, private readonly onError: (err: unknown) => void) {}

  /** A lot closed: issues its deal if it had one. */
  lotClosed(assetsId: string): void {
    void this.enqueue([assetsId]);
  }

  /** Start-up (restart safety): issues every settlement without a confirmation, even one closed just before a crash. */
  sweep(): Promise<unknown> {
    return this.enqueue(null);
  }

  private enqueue(lots: string[] | null): Promise<unknown> {
    if (this.closed) return this.chain;
    this.chain = this.chain.then(async () => {
      if (!this.closed) await issuePendingDeals(this.deps, lots);
    }).catch(this.onError);
    return this.chain;
  }

  /** Waits for the deals queued so far. */
  async drain(): Promise<void> {
    // The bid service hands committed batches to its listeners on the next turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    await this.chain;
  }

  /** Stops issuing (the app is closing). */
  close(): void {
    this.closed = true;
  }
}
