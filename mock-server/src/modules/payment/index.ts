/**
 * The payment module: deposits (保证金) — the cashier, the bank's signed callback, offline transfer proofs and their
 * operator checks, the sandbox bank — owns the tables payment_order, payment and payment_event. Offers
 * {@link installPayment} (wired with the bid service and the enrolment module's {@link DepositEnrolments}), the order
 * calls enrolment makes ({@link createOrder}, {@link findOrderByEnrolment}), the operator commands and bank secret the
 * payment CLI uses, and the sandbox bank's notification signature. Uses detail (project facts).
 */
export { installPayment, type PaymentInstallOptions } from './install';
export type { DepositEnrolments, PaymentDeps } from './service';
export { createOrder, findOrderByEnrolment, type OrderRow } from './orders';
export { confirmProof, pendingProofs, rejectProof } from './operator';
export { PAYMENT_OPERATOR_PATHS } from './operator-routes';
export { loadBankSecret } from './secret';
export { signNotification } from './signature';
export { decidedOrders, DECIDED_ORDER_STATUSES, type DecidedOrder } from './appeal-subject-repository';
