import { createHmac, timingSafeEqual } from 'node:crypto';
import { BANK_REFUND_SIGNED_FIELDS, BANK_SIGNED_FIELDS, type BankNotification, type BankRefundNotification } from '../../../../contract/payment';

type Signed = Pick<BankNotification, (typeof BANK_SIGNED_FIELDS)[number]>;
type RefundSigned = Pick<BankRefundNotification, (typeof BANK_REFUND_SIGNED_FIELDS)[number]>;

/** 'orderNo=…&amount=…&status=…&nonce=…&timestamp=…' — the exact bytes both sides sign (contract BANK_SIGNED_FIELDS). */
export function canonicalNotification(n: Signed): string {
  return BANK_SIGNED_FIELDS.map((k) => `${k}=${String(n[k])}`).join('&');
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text, 'utf8').digest('hex');

/** Constant-time comparison of two hex digests. */
function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** HMAC-SHA256 (hex) of a notification: what the bank puts in `signature`. */
export const signNotification = (n: Signed, secret: string) => hmac(secret, canonicalNotification(n));

/** Whether `signature` is the bank's signature of the notification's fields. */
export const notificationSigned = (n: Signed & { signature: string }, secret: string) => sameHex(signNotification(n, secret), n.signature);

/** 'refundNo=…&orderNo=…&amount=…&status=…&nonce=…&timestamp=…' — what both sides sign for a refund result (contract BANK_REFUND_SIGNED_FIELDS). */
const canonicalRefund = (n: RefundSigned) => BANK_REFUND_SIGNED_FIELDS.map((k) => `${k}=${String(n[k])}`).join('&');

/** HMAC-SHA256 (hex) of a refund result notification, with the same bank secret as payments. */
export const signRefundNotification = (n: RefundSigned, secret: string) => hmac(secret, canonicalRefund(n));

/** Whether `signature` is the bank's signature of the refund notification's fields. */
export const refundNotificationSigned = (n: RefundSigned & { signature: string }, secret: string) => sameHex(signRefundNotification(n, secret), n.signature);

/**
 * The cashier's payment request to the bank (the link the browser follows): order, amount in fen and expiry, signed
 * with a different prefix than notifications so one can never be replayed as the other.
 */
export interface Ticket { orderNo: string; amount: number; expires: number }
const ticketText = (t: Ticket) => `ticket|${t.orderNo}|${t.amount}|${t.expires}`;
export const signTicket = (t: Ticket, secret: string) => hmac(secret, ticketText(t));
export const ticketSigned = (t: Ticket, sign: string, secret: string) => /^[0-9a-f]{64}$/.test(sign) && sameHex(signTicket(t, secret), sign);
