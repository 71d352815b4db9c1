import { notFound } from '../../http/envelope';
import { findProject } from '../detail/index';
import type { StoredMessage } from '../messages/index';
import { findOrder, moveOrder, recordEvent, type Actor } from './orders';
import { findRefund, moveRefund, type RefundStatus } from './refund-repository';
import { depositRefundedMessage } from './deposit-messages';
import type { PaymentDeps } from './service';

/** Longest last_error kept (the column's width). */
const ERROR_MAX = 200;

/**
 * The money of refund `refundNo` went back to the payer (the bank's SUCCESS, or an operator who paid it by hand), in
 * ONE transaction: refund → refunded, order refunding → refunded, the bidder rows' deposits → refunded (enrolment
 * side), the event 'refunded' and the owner's message 'deposit_refunded' (announced after the commit). Guarded: a
 * second completion (a replayed notification, a racing operator) finds the refund refunded and changes nothing. The
 * bid service re-reads the bidder rows of the order's lots after the commit.
 * @returns replayed true when it had been refunded before. @throws ApiError 404 '退款单不存在'.
 */
export async function completeRefund(
  deps: PaymentDeps, refundNo: string, c: { actor: Actor; bankReference?: string; detail?: object },
): Promise<{ replayed: boolean }> {
  const now = deps.now();
  let stored: StoredMessage | null = null;
  let enrolmentId: string | null = null;
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const refund = await findRefund(trx, refundNo);
    if (!refund) throw notFound('退款单不存在');
    const moved = await moveRefund(trx, refundNo, ['pending', 'requested', 'failed'], {
      status: 'refunded', refundedTime: now, lastError: '', ...(c.bankReference ? { bankReference: c.bankReference } : {}),
    }, now);
    if (!moved) {
      await recordEvent(trx, refund.orderNo, 'refund_duplicate_ignored', c.actor, { refundNo, ...c.detail }, now);
      return { replayed: true };
    }
    const order = await findOrder(trx, refund.orderNo);
    if (!order) throw notFound('订单不存在');
    await moveOrder(trx, order.orderNo, ['refunding'], { status: 'refunded' }, now);
    await deps.enrolments.refunded(trx, order.enrolmentId, now);
    enrolmentId = order.enrolmentId;
    const amountFen = Number(refund.amountFen);
    await recordEvent(trx, order.orderNo, 'refunded', c.actor, { refundNo, amountFen, cause: refund.cause, bankReference: c.bankReference ?? refund.bankReference, ...c.detail }, now);
    const project = await findProject(trx, order.assetsId);
    stored = await deps.messages.store(trx, depositRefundedMessage({
      userId: order.userId, assetsId: order.assetsId, assetsName: project?.assetsName ?? order.assetsId, orderNo: order.orderNo, amountFen,
    }, { refundNo, cause: refund.cause }));
    return { replayed: false };
  });
  if (stored) await deps.messages.announce(stored);
  // The bid room shows the bidder's deposit state: its lots re-read their bidder rows.
  if (enrolmentId) await deps.onBiddersChanged(await deps.enrolments.lots(deps.db, enrolmentId));
  return outcome;
}

/**
 * The refund could not be paid (the bank refused it, or could not be asked): refund → failed with `reason`, logged
 * 'refund_failed'; an operator retries it. Guarded from `from`. @returns true when it moved.
 */
export async function failRefund(
  deps: Pick<PaymentDeps, 'db' | 'now'>, refundNo: string, reason: string, actor: Actor, from: RefundStatus[] = ['pending', 'requested'],
): Promise<boolean> {
  const now = deps.now();
  const lastError = reason.slice(0, ERROR_MAX) || '退款失败';
  return deps.db.transaction().execute(async (trx) => {
    const refund = await findRefund(trx, refundNo);
    if (!refund) throw notFound('退款单不存在');
    if (!(await moveRefund(trx, refundNo, from, { status: 'failed', lastError }, now))) return false;
    await recordEvent(trx, refund.orderNo, 'refund_failed', actor, { refundNo, reason: lastError }, now);
    return true;
  });
}
