import { randomInt } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { OrderStatus } from '../../../../contract/payment';
import type { PaymentOrderTable } from '../../db/schema';
import type { Queryable } from '../../db/queryable';

export type OrderRow = Selectable<PaymentOrderTable>;

/** Who caused an order change: the user, the bank, an operator or the system (recorded in payment_event.actor). */
export type Actor = `user:${string}` | 'bank' | 'operator' | 'system';

const BEIJING_OFFSET_MS = 8 * 3600_000;

/** 'BZJ' + Beijing date (8 digits) + 10 random digits: unique enough per day, unguessable enough to not be probed. */
export function newOrderNo(now: number): string {
  const ymd = new Date(now + BEIJING_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');
  return `BZJ${ymd}${String(randomInt(0, 100_000)).padStart(5, '0')}${String(randomInt(0, 100_000)).padStart(5, '0')}`;
}

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
  await db.insertInto('paymentEvent').values({ id: eventId(now), orderNo, type, actor, detail: JSON.stringify(detail), createTime: now }).execute();
}

/** Creates the deposit order of an enrolment (status unpaid) and logs its creation. @returns the order number. */
export async function createOrder(
  db: Queryable, o: { enrolmentId: string; userId: string; assetsId: string; amountFen: number }, now: number,
): Promise<string> {
  const orderNo = newOrderNo(now);
  await db.insertInto('paymentOrder').values({
    orderNo, enrolmentId: o.enrolmentId, userId: o.userId, assetsId: o.assetsId, amountFen: o.amountFen, status: 'unpaid',
    paidTime: null, createTime: now, updateTime: now,
  }).execute();
  await recordEvent(db, orderNo, 'created', `user:${o.userId}`, { amountFen: o.amountFen }, now);
  return orderNo;
}

/** The order, or null. */
export async function findOrder(db: Queryable, orderNo: string): Promise<OrderRow | null> {
  return (await db.selectFrom('paymentOrder').selectAll().where('orderNo', '=', orderNo).executeTakeFirst()) ?? null;
}

/** The order of an enrolment, or null. */
export async function findOrderByEnrolment(db: Queryable, enrolmentId: string): Promise<OrderRow | null> {
  return (await db.selectFrom('paymentOrder').selectAll().where('enrolmentId', '=', enrolmentId).executeTakeFirst()) ?? null;
}

/** Moves an order to `status` only if it is still in one of `from` (a guard against two writers); true when it moved. */
export async function moveOrder(
  db: Queryable, orderNo: string, from: OrderStatus[], set: { status: OrderStatus; channel?: string; proofFileId?: string; rejectReason?: string; paidTime?: number },
  now: number,
): Promise<boolean> {
  const result = await db.updateTable('paymentOrder').set({ ...set, updateTime: now })
    .where('orderNo', '=', orderNo).where('status', 'in', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The order's events, oldest first. */
export function orderEvents(db: Queryable, orderNo: string) {
  return db.selectFrom('paymentEvent').select(['type', 'actor', 'detail', 'createTime']).where('orderNo', '=', orderNo)
    .orderBy('id').execute();
}
