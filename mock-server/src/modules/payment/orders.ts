import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/queryable';
import { insertOrder, insertOrderEvent } from './repository';

export { findOrder, findOrderByEnrolment, moveOrder, orderEvents, type OrderRow } from './repository';

/** Who caused an order change: the user, the bank, an operator or the system (recorded in payment_event.actor). */
export type Actor = `user:${string}` | 'bank' | 'operator' | 'system';

const BEIJING_OFFSET_MS = 8 * 3600_000;

/** `prefix` + Beijing date (8 digits) + 10 random digits: unique enough per day, unguessable enough to not be probed. */
function dailyNumber(prefix: string, now: number): string {
  const ymd = new Date(now + BEIJING_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');
  return `${prefix}${ymd}${String(randomInt(0, 100_000)).padStart(5, '0')}${String(randomInt(0, 100_000)).padStart(5, '0')}`;
}

/** A deposit order number: 'BZJ' + 18 digits. */
export const newOrderNo = (now: number) => dailyNumber('BZJ', now);
/** A refund number, the idempotency key the bank sees: 'TK' + 18 digits. */
export const newRefundNo = (now: number) => dailyNumber('TK', now);

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
  const orderNo = newOrderNo(now);
  await insertOrder(db, { orderNo, enrolmentId: o.enrolmentId, userId: o.userId, assetsId: o.assetsId, amountFen: o.amountFen }, now);
  await recordEvent(db, orderNo, 'created', `user:${o.userId}`, { amountFen: o.amountFen }, now);
  return orderNo;
}
