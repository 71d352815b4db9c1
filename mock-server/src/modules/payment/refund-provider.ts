/** One refund to pay back: the exchange's refund number (the bank's idempotency key), the order and the amount in fen. */
export interface RefundRequest { refundNo: string; orderNo: string; amountFen: number }

/**
 * The bank side of a deposit refund (design.md: a third party behind a provider interface). `requestRefund` hands
 * the refund to the bank and resolves with the bank's reference once the bank has accepted it; the money result
 * arrives later as a signed notification on POST /api/payment/callback/sandbox-bank/refund. Asking again with the same
 * refundNo must be answered with the same reference and never pay twice (merchant refund number idempotency).
 * @throws Error when the bank cannot be reached or refuses the request (the refund is then marked failed).
 */
export interface RefundProvider {
  requestRefund(r: RefundRequest): Promise<{ bankReference: string }>;
  /** Resolves when every notification the bank has started sending is delivered (tests, graceful close). */
  idle?(): Promise<void>;
  /** Stops sending notifications (the app is closing); unsent ones are lost, like a bank that retries later. */
  close?(): void;
}
