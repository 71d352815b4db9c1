import { findProject } from '../detail/index';
import type { RefundRun } from './refund-run';
import type { PaymentDeps } from './service';
import { settleClosedDeposits } from './settle-deposits';

/**
 * The deposits after the bidding: each lot close (from the bid service's committed batches, off the bid path) and
 * the start-up sweep settle the held deposits ({@link settleClosedDeposits}, idempotent) one after another, then
 * trigger the refund run. `drain` waits for all of it, including the bank's notifications (tests, operator commands).
 */
export class DepositLifecycle {
  private chain: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(private readonly deps: PaymentDeps, readonly refunds: RefundRun, private readonly onError: (err: unknown) => void) {}

  /** A lot closed: settles its project's deposits (a 标段's closing also settles its package's orders whose lots all closed). */
  lotClosed(assetsId: string): void {
    void this.enqueue(async () => {
      const lot = await findProject(this.deps.db, assetsId);
      return [assetsId, ...(lot?.parentAssetsId ? [lot.parentAssetsId] : [])];
    }, false);
  }

  /** An order of project `assetsId` was paid: settled at once if its lots have already closed (nothing happens otherwise). */
  projectPaid(assetsId: string): void {
    void this.enqueue(async () => [assetsId], false);
  }

  /** Start-up (restart safety): settles every paid deposit whose lots all closed, even one closed just before a crash. */
  sweep(): Promise<unknown> {
    return this.enqueue(async () => null, true);
  }

  private enqueue(projects: () => Promise<string[] | null>, alwaysRun: boolean): Promise<unknown> {
    if (this.closed) return this.chain;
    this.chain = this.chain.then(async () => {
      if (this.closed) return;
      const { refunds } = await settleClosedDeposits(this.deps, await projects());
      // At start-up the run also picks up what an earlier run left pending or unanswered.
      if (refunds > 0 || alwaysRun) this.refunds.trigger();
    }).catch(this.onError);
    return this.chain;
  }

  /** Waits for the settlements queued so far, a refund run and the bank's notifications. */
  async drain(): Promise<void> {
    // The bid service hands committed batches to its listeners on the next turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    await this.chain;
    await this.refunds.drain();
  }

  /** Stops settling and cancels the refund timers (the app is closing). */
  close(): void {
    this.closed = true;
    this.refunds.close();
  }
}
