import { randomBytes } from 'node:crypto';
import type { BankRefundNotification } from '../../../../../contract/payment';
import type { Db } from '../../../db/connection';
import type { RefundProvider, RefundRequest } from '../refund-provider';
import { signRefundNotification } from '../signature';
import { findBankRefund, insertBankRefund } from './refund-repository';

/** What the sandbox bank needs: its ledger's storage, the clock, the shared secret and how to reach the exchange. */
export interface SandboxRefundDeps {
  db: Db;
  now: () => number;
  bankSecret: string;
  /** Delivers a signed refund notification to the exchange (POST /api/payment/callback/sandbox-bank/refund). */
  notify: (n: BankRefundNotification) => Promise<void>;
  /** Wait before notifying, ms (default 0: the next turn of the event loop). */
  notifyDelayMs?: number;
  /** Where a failed delivery is reported (the refund then stays requested and is asked again a minute later). */
  onError?: (err: unknown, refundNo: string) => void;
}

/**
 * The sandbox bank's refund desk. A request is booked in its own ledger (table sandbox_bank_refund) keyed by the
 * exchange's refund number: asking again with the same number is answered with the same bank reference and never books
 * a second entry. Some time after answering it notifies the exchange, signed with the shared secret like the payment
 * notification, that the money went back (SUCCESS). It moves no real money.
 */
export class SandboxRefundBank implements RefundProvider {
  private readonly sending = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(private readonly deps: SandboxRefundDeps) {}

  /** Books the refund (or finds it booked) and schedules the SUCCESS notification. @returns the bank's reference. */
  async requestRefund(r: RefundRequest): Promise<{ bankReference: string }> {
    const { db, now } = this.deps;
    const existing = await findBankRefund(db, r.refundNo);
    if (existing && Number(existing.amountFen) !== r.amountFen) throw new Error('退款金额与原退款申请不符');
    if (!existing) {
      await insertBankRefund(db, { refundNo: r.refundNo, orderNo: r.orderNo, amountFen: r.amountFen, bankReference: `SBR${randomBytes(10).toString('hex')}`, createTime: now() });
    }
    // Read back: of two racing first requests only one booking exists, and both answer its reference.
    const booked = (await findBankRefund(db, r.refundNo))!;
    this.schedule({ refundNo: r.refundNo, orderNo: booked.orderNo, amountFen: Number(booked.amountFen) });
    return { bankReference: booked.bankReference };
  }

  private schedule(r: RefundRequest): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const fields = { refundNo: r.refundNo, orderNo: r.orderNo, amount: r.amountFen, status: 'SUCCESS' as const, nonce: randomBytes(16).toString('hex'), timestamp: this.deps.now() };
      const sent = this.deps.notify({ ...fields, signature: signRefundNotification(fields, this.deps.bankSecret) })
        .catch((err) => this.deps.onError?.(err, r.refundNo))
        .finally(() => this.sending.delete(sent));
      this.sending.add(sent);
    }, this.deps.notifyDelayMs ?? 0);
    timer.unref();
    this.timers.add(timer);
  }

  /** Resolves when no notification is waiting or being delivered (a long notifyDelayMs is not waited for: see close). */
  async idle(): Promise<void> {
    if (!this.deps.notifyDelayMs) while (this.timers.size) await new Promise((resolve) => setTimeout(resolve, 1));
    while (this.sending.size) await Promise.all([...this.sending]);
  }

  /** Drops the notifications not sent yet (the exchange asks again after a restart). */
  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
