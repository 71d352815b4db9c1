import { z } from 'zod';
import { pagingQuerySchema } from './envelope';
import { assetsIdSchema } from './projects';
import { fileIdSchema } from './realname';
import { DEPOSIT_TABS, ORDER_STATUSES, PAYMENT_CHANNELS, type DepositTab } from './payment-paths';
import { msg } from './i18n';
export { CASHIER_PATH, DEPOSIT_TABS, ORDER_STATUS_LABELS, ORDER_STATUSES, PAYMENT_CHANNEL_LABELS, PAYMENT_CHANNELS, PAYMENT_PATHS, SANDBOX_BANK_PAY_PATH, type DepositTab, type OrderStatus } from './payment-paths';

/** Where to transfer the deposit offline; the order number goes in the transfer remark (用途). */
export const offlineAccountSchema = z.object({ accountName: z.string(), bankName: z.string(), accountNo: z.string(), remark: z.string() });

/**
 * One step of the order's history as the owner sees it: Beijing time, and the label and the cause when there is one,
 * worded in the request's language.
 */
export const orderHistorySchema = z.object({ type: z.string(), label: z.string(), time: z.string(), detail: z.string() });

/** A refund's state as its owner reads it (RefundView.statusLabel). */
export const REFUND_STATUS_LABELS = { pending: msg('退还中'), requested: msg('退还中'), refunded: msg('已退还'), failed: msg('退还失败，平台处理中') } as const;

/**
 * The refund of a deposit (/depositDetail): amount in 元; cause lost (未成交) | unsold (流拍) | refused (报名未通过) |
 * withdrawn; status pending / requested (退还中) → refunded (已退还) | failed (退还失败，平台处理中). Times Beijing, '' unset.
 */
export const REFUND_CAUSE_LABELS = { lost: msg('未竞得，退还保证金'), unsold: msg('项目流拍，退还保证金'), refused: msg('报名未通过，退还保证金'), withdrawn: msg('撤回报名，退还保证金') } as const;
export const refundViewSchema = z.object({
  refundNo: z.string(), amount: z.number(), cause: z.enum(['lost', 'unsold', 'refused', 'withdrawn']), causeLabel: z.string(),
  status: z.enum(['pending', 'requested', 'refunded', 'failed']), statusLabel: z.string(), createTime: z.string(), refundedTime: z.string(),
});
export type RefundView = z.infer<typeof refundViewSchema>;

/**
 * A payment order. amount in 元. channel '' until paid or a proof is sent. proofFileId: the uploaded transfer proof
 * ('' none). rejectReason: why the operator refused the proof ('' otherwise). paidTime '' until paid.
 */
export const paymentOrderSchema = z.object({
  orderNo: z.string(), enrolmentId: z.string(), assetsId: assetsIdSchema, assetsName: z.string(), projectCode: z.string(),
  amount: z.number(), status: z.enum(ORDER_STATUSES), statusLabel: z.string(), channel: z.enum(['', ...PAYMENT_CHANNELS]),
  proofFileId: z.string(), rejectReason: z.string(), createTime: z.string(), paidTime: z.string(), bidderCode: z.string().nullable(),
  offlineAccount: offlineAccountSchema, history: z.array(orderHistorySchema),
  /** The refund once the lot closed without this bidder winning (or failed, or the enrolment was refused); else null. */
  refund: refundViewSchema.nullable(),
  /** Why an operator deducted the deposit (status forfeited); '' otherwise. */
  forfeitReason: z.string(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/** GET orders query (/myDeposit). */
export const depositOrdersQuerySchema = pagingQuerySchema.extend({
  tab: z.enum(Object.keys(DEPOSIT_TABS) as [DepositTab, ...DepositTab[]], { message: msg('保证金状态不正确') }).default('all'),
});
/** One row of /myDeposit: amount in 元, the channel ('' until chosen), dates Beijing ('' unset). */
export const depositOrderItemSchema = z.object({
  orderNo: z.string(), enrolmentId: z.string(), assetsId: assetsIdSchema, assetsName: z.string(), projectCode: z.string(),
  amount: z.number(), channel: z.enum(['', ...PAYMENT_CHANNELS]), status: z.enum(ORDER_STATUSES), statusLabel: z.string(),
  bidderCode: z.string().nullable(), createTime: z.string(), paidTime: z.string(), updateTime: z.string(),
});
export type DepositOrderItem = z.infer<typeof depositOrderItemSchema>;

const orderNoSchema = z.string({ message: msg('订单号不能为空') }).trim().regex(/^BZJ\d{18}$/, msg('订单号格式错误'));
const enrolmentIdSchema = z.string().trim().regex(/^\d{1,19}$/, msg('报名编号格式错误'));

/** GET order: exactly one of enrolmentId / orderNo. */
export const orderQuerySchema = z.object({ enrolmentId: enrolmentIdSchema.optional(), orderNo: orderNoSchema.optional() })
  .refine((v) => v.enrolmentId !== undefined || v.orderNo !== undefined, { message: msg('请提供报名编号或订单号'), path: ['orderNo'] });

/**
 * POST onlineStart { orderNo } → { orderNo, payUrl, expiresAt }: open payUrl (the bank's page) in the browser; the
 * bank sends the browser back to /cashierDesk?orderNo=… . 409 when already paid or a proof awaits confirmation.
 */
export const onlineStartRequestSchema = z.object({ orderNo: orderNoSchema });
export const onlineStartAnswerSchema = z.object({ orderNo: z.string(), payUrl: z.string(), expiresAt: z.number() });

/**
 * POST offlineProof { orderNo, fileId, payerName?, remark? } — fileId of the caller's upload (dscq-user/file/upload,
 * JPG/PNG/PDF). The order becomes awaiting_confirmation; an order already awaiting confirmation gets its proof
 * replaced (/depositAddPayInfo), logged as proof_replaced. 409 when paid or later.
 */
export const offlineProofRequestSchema = z.object({
  orderNo: orderNoSchema, fileId: fileIdSchema('转账凭证'),
  payerName: z.string().trim().max(100, msg('付款户名不能超过100个字符')).optional(),
  remark: z.string().trim().max(200, msg('备注不能超过200个字符')).optional(),
});

/** The fields the bank signs, in this order, as `key=value` joined by '&' (HMAC-SHA256, hex). */
export const BANK_SIGNED_FIELDS = ['orderNo', 'amount', 'status', 'nonce', 'timestamp'] as const;
/** A notification older or newer than this (ms, against the server clock) is refused. */
export const BANK_TIMESTAMP_WINDOW_MS = 5 * 60_000;

/**
 * POST bankCallback (JSON or form): amount in fen (integer), status SUCCESS or CANCELLED, nonce 16–64 chars,
 * timestamp epoch ms, signature hex HMAC-SHA256 over BANK_SIGNED_FIELDS. Answer { orderNo, status, replayed }.
 * 400 签名校验失败 / 通知已过期 / 金额与订单不符 (recorded, order unchanged); 404 订单不存在. A repeated
 * notification answers success again without a second payment (replayed true).
 */
export const bankNotificationSchema = z.object({
  orderNo: orderNoSchema,
  amount: z.coerce.number({ message: msg('金额必须是整数（分）') }).int(msg('金额必须是整数（分）')).min(1).max(1e14),
  status: z.enum(['SUCCESS', 'CANCELLED'], { message: msg('支付状态只能是 SUCCESS 或 CANCELLED') }),
  nonce: z.string({ message: msg('随机串不能为空') }).regex(/^[A-Za-z0-9]{16,64}$/, msg('随机串格式错误')),
  timestamp: z.coerce.number({ message: msg('时间戳不能为空') }).int(),
  signature: z.string({ message: msg('签名不能为空') }).regex(/^[0-9a-f]{64}$/, msg('签名格式错误')),
});
export type BankNotification = z.infer<typeof bankNotificationSchema>;
export const bankCallbackAnswerSchema = z.object({ orderNo: z.string(), status: z.enum(ORDER_STATUSES), replayed: z.boolean() });

/**
 * POST bankRefundCallback (JSON): the bank's answer to a refund request, amount in fen, status SUCCESS or FAILED
 * (reason then says why), signed like the payment notification over {@link BANK_REFUND_SIGNED_FIELDS}. Idempotent:
 * a replay answers { refundNo, status, replayed: true } and changes nothing. 400 签名校验失败 / 通知已过期 /
 * 金额与退款单不符; 404 退款单不存在.
 */
export const BANK_REFUND_SIGNED_FIELDS = ['refundNo', 'orderNo', 'amount', 'status', 'nonce', 'timestamp'] as const;
export const bankRefundNotificationSchema = z.object({
  refundNo: z.string({ message: msg('退款单号不能为空') }).trim().regex(/^TK\d{18}$/, msg('退款单号格式错误')),
  orderNo: orderNoSchema,
  amount: z.coerce.number({ message: msg('金额必须是整数（分）') }).int(msg('金额必须是整数（分）')).min(1).max(1e14),
  status: z.enum(['SUCCESS', 'FAILED'], { message: msg('退款状态只能是 SUCCESS 或 FAILED') }),
  reason: z.string().max(200).optional(),
  nonce: z.string({ message: msg('随机串不能为空') }).regex(/^[A-Za-z0-9]{16,64}$/, msg('随机串格式错误')),
  timestamp: z.coerce.number({ message: msg('时间戳不能为空') }).int(),
  signature: z.string({ message: msg('签名不能为空') }).regex(/^[0-9a-f]{64}$/, msg('签名格式错误')),
});
export type BankRefundNotification = z.infer<typeof bankRefundNotificationSchema>;
export const bankRefundAnswerSchema = z.object({ refundNo: z.string(), status: z.enum(['requested', 'refunded', 'failed']), replayed: z.boolean() });
