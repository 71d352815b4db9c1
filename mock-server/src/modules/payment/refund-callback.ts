import { BANK_TIMESTAMP_WINDOW_MS, bankRefundNotificationSchema } from '../../../../contract/payment';
import { ApiError, notFound } from '../../http/envelope';
import { recordEvent } from './orders';
import { findRefund } from './refund-repository';
import { completeRefund, failRefund } from './refunds';
import type { PaymentDeps } from './service';
import { refundNotificationSigned } from './signature';

/** What the bank is told: the refund's status after the notification and whether it had been applied before. */
export interface RefundCallbackAnswer { refundNo: string; status: 'requested' | 'refunded' | 'failed'; replayed: boolean }

/**
 * The bank's refund result, checked like the payment notification: well-formed (400 naming the field), known refund
 * of that order (404 退款单不存在), signature (HMAC-SHA256 over contract BANK_REFUND_SIGNED_FIELDS), timestamp within
 * ±5 minutes, amount in fen equal to the refund's. Each refusal after the refund is known is logged in payment_event
 * (refund_callback_rejected) and leaves the refund as it was. SUCCESS completes the refund exactly once
 * ({@link completeRefund}); FAILED marks it failed with the bank's reason. A notification for a refund already
 * refunded (the same one replayed, or a late FAILED) answers { status: 'refunded', replayed: true } and changes nothing.
 * @throws ApiError 400 签名校验失败 / 通知已过期 / 金额与退款单不符, 404 退款单不存在
 */
export async function handleRefundNotification(deps: PaymentDeps, raw: unknown): Promise<RefundCallbackAnswer> {
  const n = bankRefundNotificationSchema.parse(raw);
  const now = deps.now();
  const refund = await findRefund(deps.db, n.refundNo);
  if (!refund || refund.orderNo !== n.orderNo) throw notFound('退款单不存在');
  const refuse = async (reason: string, msg: string, extra: object = {}) => {
    await recordEvent(deps.db, refund.orderNo, 'refund_callback_rejected', 'bank', {
      reason, refundNo: n.refundNo, nonce: n.nonce, amount: n.amount, status: n.status, timestamp: n.timestamp, ...extra,
    }, now);
    throw new ApiError(400, msg);
  };
  if (!refundNotificationSigned(n, deps.bankSecret)) return refuse('bad_signature', '签名校验失败');
  if (Math.abs(now - n.timestamp) > BANK_TIMESTAMP_WINDOW_MS) return refuse('expired', '通知已过期', { serverNow: now });
  if (n.amount !== Number(refund.amountFen)) return refuse('amount_mismatch', '金额与退款单不符', { expected: Number(refund.amountFen) });
  if (n.status === 'SUCCESS') {
    const { replayed } = await completeRefund(deps, n.refundNo, { actor: 'bank', detail: { nonce: n.nonce } });
    return { refundNo: n.refundNo, status: 'refunded', replayed };
  }
  if (refund.status === 'refunded') return { refundNo: n.refundNo, status: 'refunded', replayed: true };
  const moved = await failRefund(deps, n.refundNo, n.reason?.trim() || '银行退款失败', 'bank', ['pending', 'requested']);
  if (moved) return { refundNo: n.refundNo, status: 'failed', replayed: false };
  const after = await findRefund(deps.db, n.refundNo);
  return { refundNo: n.refundNo, status: after?.status === 'refunded' ? 'refunded' : 'failed', replayed: true };
}
