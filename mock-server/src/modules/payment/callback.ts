import { BANK_TIMESTAMP_WINDOW_MS, bankNotificationSchema, type OrderStatus } from '../../../../contract/payment';
import { ApiError, notFound } from '../../http/envelope';
import { findOrder, recordEvent } from './orders';
import { settleOrder, type PaymentDeps } from './service';
import { notificationSigned } from './signature';

/** What the bank is told: the order's status after the notification and whether it had been applied before. */
export interface CallbackAnswer { orderNo: string; status: OrderStatus; replayed: boolean }

/**
 * The bank's payment notification, checked in this order: well-formed (400 naming the field), known order (404),
 * signature (HMAC-SHA256 over contract BANK_SIGNED_FIELDS), timestamp within ±5 minutes of the server clock, amount
 * in fen equal to the order's. Each refusal after the order is known is logged in payment_event and leaves the order
 * as it was. CANCELLED is logged only. SUCCESS settles the order once: any later notification for a paid order
 * (the same one replayed, or a second one) answers success again with replayed true and no second payment.
 * @throws ApiError 400 签名校验失败 / 通知已过期，请重新发起支付 / 金额与订单不符, 404 订单不存在
 */
export async function handleBankNotification(deps: PaymentDeps, raw: unknown): Promise<CallbackAnswer> {
  const n = bankNotificationSchema.parse(raw);
  const { db } = deps;
  const now = deps.now();
  const order = await findOrder(db, n.orderNo);
  if (!order) throw notFound('订单不存在');
  const refuse = async (reason: string, msg: string, extra: object = {}) => {
    await recordEvent(db, n.orderNo, 'callback_rejected', 'bank', { reason, nonce: n.nonce, amount: n.amount, status: n.status, timestamp: n.timestamp, ...extra }, now);
    throw new ApiError(400, msg);
  };
  if (!notificationSigned(n, deps.bankSecret)) return refuse('bad_signature', '签名校验失败');
  if (Math.abs(now - n.timestamp) > BANK_TIMESTAMP_WINDOW_MS) return refuse('expired', '通知已过期，请重新发起支付', { serverNow: now });
  if (n.amount !== Number(order.amountFen)) return refuse('amount_mismatch', '金额与订单不符', { expected: Number(order.amountFen) });
  if (n.status === 'CANCELLED') {
    await recordEvent(db, n.orderNo, 'bank_cancelled', 'bank', { nonce: n.nonce }, now);
    return { orderNo: n.orderNo, status: order.status as OrderStatus, replayed: false };
  }
  const settled = await settleOrder(deps, n.orderNo, {
    channel: 'online', reference: n.nonce, actor: 'bank', from: ['unpaid', 'proof_rejected', 'awaiting_confirmation'], detail: { timestamp: n.timestamp },
  });
  return { orderNo: n.orderNo, status: 'paid', replayed: settled.replayed };
}
