/**
 * The payment module: deposits (保证金) — the cashier, the bank's signed callback, offline transfer proofs and their
 * operator checks, the deposits' settlement when a lot closes (applied / refunded), refunds through the refund
 * provider, forfeits, the sandbox bank — owns the tables payment_order, payment, payment_event, deposit_refund and
 * sandbox_bank_refund. Offers
 * {@link installPayment} (wired with the bid service and the enrolment module's {@link DepositEnrolments}), the order
 * calls enrolment makes ({@link createOrder}, {@link findOrderByEnrolment}), the user centre's {@link countOrders}, the file cabinet's {@link depositProofFiles}, the operator commands and bank secret the
 * payment CLI uses, and the sandbox bank's notification signatures. Uses detail (project facts) and messages (the inbox).
 */
export { installPayment, type PaymentInstallOptions } from './install';
export type { DepositEnrolments, PaymentDeps } from './service';
export { createOrder, findOrderByEnrolment, type OrderRow } from './orders';
export { countOrders } from './repository';
export { depositProofFiles, type DepositProofFile } from './cabinet-repository';
export { confirmProof, pendingProofs, rejectProof } from './operator';
export { forfeitDeposit, listRefunds, markRefundPaid, retryRefund, type RefundFilter, type RefundLine } from './deposit-operator';
export { RefundRun } from './refund-run';
export type { RefundProvider, RefundRequest } from './refund-provider';
export type { DepositLifecycle } from './deposit-lifecycle';
export { PAYMENT_OPERATOR_PATHS } from './operator-routes';
export { loadBankSecret } from './secret';
export { signNotification, signRefundNotification } from './signature';
export { recordDemoDeposit, resetDemoDeposits, CLOSE_EVENTS, type DemoDeposit } from './demo-deposits';
export { decidedOrders, DECIDED_ORDER_STATUSES, type DecidedOrder } from './appeal-subject-repository';
export { depositAppliedMessage, depositRefundedMessage, depositLink, type DepositFacts } from './deposit-messages';
