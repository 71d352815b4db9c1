import type { Db } from '../../db/connection';
import { recordEvent } from './orders';
import type { RefundProvider } from './refund-provider';
import { claimRefund, findRefund, findRefundsToRequest, setBankReference } from './refund-repository';
import { failRefund } from './refunds';

/** A requested refund the bank has not answered for this long (ms) is asked again (a restart lost its answer). */
export const REFUND_STALE_MS = 60_000;
/** Refunds claimed per pass; a full pass is followed by another. */
const BATCH = 100;

/**
 * The refund run: asks the bank to pay back every pending refund, and again every requested one older than a minute.
 * Each refund is marked requested (attempts + 1, logged refund_requested) BEFORE the bank is asked with the same
 * refundNo — so a crash in between leaves it requested, and the next run asks again under the same number, which the
 * bank answers without paying twice. A provider error marks the refund failed with last_error. Runs never overlap
 * (a trigger during a run makes it go round once more); the trigger's timer is unref'd and cancelled by close.
 * Without a provider (PAYMENT_PROVIDER=none) nothing is asked: refunds stay pending for the operator.
 */
export class RefundRun {
  private running: Promise<number> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly deps: { db: Db; now: () => number; provider: RefundProvider | null; onError: (err: unknown) => void }) {}

  /** Schedules a run on the next turn of the event loop (several triggers make one run). */
  trigger(): void {
    if (this.closed || !this.deps.provider || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.run().catch(this.deps.onError);
    }, 0);
    this.timer.unref();
  }

  /** Runs now (or joins the running run, which then goes round once more). @returns how many refunds were asked for. */
  run(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.loop().finally(() => { this.running = null; });
    return this.running;
  }

  private async loop(): Promise<number> {
    let asked = 0;
    do {
      this.again = false;
      asked += await this.pass();
    } while (this.again && !this.closed);
    return asked;
  }

  private async pass(): Promise<number> {
    const { db, now, provider } = this.deps;
    if (!provider) return 0;
    const rows = await findRefundsToRequest(db, now() - REFUND_STALE_MS, BATCH);
    let asked = 0;
    for (const row of rows) {
      if (this.closed) break;
      const claimed = await db.transaction().execute(async (trx) => {
        if (!(await claimRefund(trx, row, now()))) return false;
        await recordEvent(trx, row.orderNo, 'refund_requested', 'system', { refundNo: row.refundNo, attempt: Number(row.attempts) + 1, amountFen: Number(row.amountFen) }, now());
        return true;
      });
      if (!claimed) continue;
      asked += 1;
      try {
        const { bankReference } = await provider.requestRefund({ refundNo: row.refundNo, orderNo: row.orderNo, amountFen: Number(row.amountFen) });
        await setBankReference(db, row.refundNo, bankReference);
      } catch (err) {
        // The bank's answer may already have settled it (a notification faster than this catch): keep that.
        if ((await findRefund(db, row.refundNo))?.status === 'requested') await failRefund(this.deps, row.refundNo, (err as Error).message ?? String(err), 'system', ['requested']);
      }
    }
    if (rows.length === BATCH) this.again = true;
    return asked;
  }

  /** Runs now and waits until the bank has delivered what it started sending (tests, operator commands). */
  async drain(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    await this.run();
    await this.deps.provider?.idle?.();
  }

  /** Cancels the scheduled run and stops the provider's notifications (the app is closing). */
  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.deps.provider?.close?.();
  }
}
