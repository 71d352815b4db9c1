import { msg } from './i18n';
/*
 * The deposits' endpoints, order states and /myDeposit tabs without zod: the portal's entry chunk reads them (the
 * user-centre routes' search params and query paths; bench/README.md "Web: initial JS"); re-exported by payment.ts.
 */
/**
 * Deposits (保证金) at the cashier desk (§2 /cashierDesk, /myDeposit, /depositDetail, /depositAddPayInfo). One payment
 * order per enrolment, amount = the deposit. Two channels: online through the bank (sandbox bank in development)
 * and offline bank transfer with an uploaded proof that an operator confirms. Paths relative to `/api/`; the
 * user calls need the bearer token. Money on the wire in 元, except the bank notification, which is in fen.
 */
export const PAYMENT_PATHS = {
  /** GET ?enrolmentId= or ?orderNo= — the order (owner only; anyone else gets 404). */
  order: 'dscq-project/payment/order',
  onlineStart: 'dscq-project/payment/online/start',
  offlineProof: 'dscq-project/payment/offline/proof',
  /** GET ?current&size&tab (DepositTab) → Page<DepositOrderItem>, newest first: the caller's orders (/myDeposit). */
  orders: 'dscq-project/payment/orders',
  /** The bank's server-to-server notification (not called by the portal). */
  bankCallback: 'payment/callback/sandbox-bank',
  /** The bank's server-to-server refund result (not called by the portal), see {@link bankRefundNotificationSchema}. */
  bankRefundCallback: 'payment/callback/sandbox-bank/refund',
} as const;

/** The sandbox bank's pages, served by the exchange server itself outside /api (a browser navigates there). */
export const SANDBOX_BANK_PAY_PATH = '/sandbox-bank/pay';
/** Where the bank sends the browser back: the portal's cashier with `?orderNo=` (and `&result=cancelled|failed`). */
export const CASHIER_PATH = '/cashierDesk';

/**
 * Order states. Paying: unpaid → paid (online), unpaid → awaiting_confirmation → paid | proof_rejected (offline).
 * After the lot closes (/myDeposit): paid → applied (the winner's, 已转价款) | refunding → refunded (everyone else,
 * and everyone when the lot fails); paid | applied → forfeited (已扣除, an operator's decision with a reason).
 */
export const ORDER_STATUSES = ['unpaid', 'awaiting_confirmation', 'paid', 'proof_rejected', 'refunding', 'refunded', 'applied', 'forfeited'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  unpaid: msg('待支付'), awaiting_confirmation: msg('已支付，待确认'), paid: msg('已确认'), proof_rejected: msg('转账凭证未通过'),
  refunding: msg('退还中'), refunded: msg('已退还'), applied: msg('已转价款'), forfeited: msg('已扣除'),
};
/** The /myDeposit tabs, each the order states it shows. */
export const DEPOSIT_TABS = {
  all: { label: msg('全部'), statuses: ORDER_STATUSES },
  unpaid: { label: msg('待支付'), statuses: ['unpaid', 'proof_rejected'] },
  paid: { label: msg('已支付'), statuses: ['awaiting_confirmation'] },
  confirmed: { label: msg('已确认'), statuses: ['paid'] },
  refunding: { label: msg('退还中'), statuses: ['refunding'] },
  refunded: { label: msg('已退还'), statuses: ['refunded'] },
  applied: { label: msg('已转价款'), statuses: ['applied'] },
  forfeited: { label: msg('已扣除'), statuses: ['forfeited'] },
} as const satisfies Record<string, { label: string; statuses: readonly OrderStatus[] }>;
export type DepositTab = keyof typeof DEPOSIT_TABS;
export const PAYMENT_CHANNELS = ['online', 'offline'] as const;
export const PAYMENT_CHANNEL_LABELS = { online: msg('网上支付'), offline: msg('线下转账') } as const;

