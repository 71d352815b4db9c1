import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/queryable';
import { dailyCode } from '../../services/codes';
import { insertOrder, insertOrderEvent } from './repository';

export { findOrder, findOrderByEnrolment, moveOrder, orderEvents, type OrderRow } from './repository';

/** Who caused an order change: the user, the bank, an operator or the system (recorded in payment_event.actor). */
export type Actor = `user:${string}` | 'bank' | 'operator' | 'system';

/**
 * `prefix` + Beijing date (8 digits) + the day's sequence number (5 digits, more past 99,999 a day) + 5 random
 * digits: unique by construction (the sequence, services/codes.ts), unguessable enough to not be probed (the tail).
 */
const dailyNumber = (db: Queryable, prefix: string, now: number) => dailyCode(db, prefix, now, 5, 5);

/** A deposit order number: 'BZJ' + 18 digits, taken in `db` (the transaction that stores the order). */
export const newOrderNo = (db: Queryable, now: number) => dailyNumber(db, 'BZJ', now);
/** A refund number, the idempotency key the bank sees: 'TK' + 18 digits, taken in `db` (the refund's transaction). */
export const newRefundNo = (db: Queryable, now: number) => dailyNumber(db, 'TK', now);

let eventCounter = 0;
/**
 * Event ids sort in the order they were written: the server clock (13 digits), a per-process counter and a random
 * tail (3 + 3 digits), so the history reads in order even when a frozen or coarse clock gives equal times.
 */
function eventId(now: number): string {
  eventCounter = (eventCounter + 1) % 1000;
  return `${String(Math.max(0, Math.trunc(now))).padStart(13, '0')}${String(eventCounter).padStart(3, '0')}${String(randomInt(0, 1000)).padStart(3, '0')}`;
}

/** Appends one entry to the order's event log (every state change and every refused notification). */
export async function recordEvent(db: Queryable, orderNo: string, type: string, actor: Actor, detail: object, now: number): Promise<void> {
  await insertOrderEvent(db, { id: eventId(now), orderNo, type, actor, detail: JSON.stringify(detail), createTime: now });
}

/** Creates the deposit order of an enrolment (status unpaid) and logs its creation. @returns the order number. */
export async function createOrder(
  db: Queryable, o: { enrolmentId: string; userId: string; assetsId: string; amountFen: number }, now: number,
): Promise<string> {
  const orderNo = await newOrderNo(db, now);
  await insertOrder(db, { orderNo, enrolmentId: o.enrolmentId, userId: o.userId, assetsId: o.assetsId, amountFen: o.amountFen }, now);
  await recordEvent(db, orderNo, 'created', `user:${o.userId}`, { amountFen: o.amountFen }, now);
  return orderNo;
}
