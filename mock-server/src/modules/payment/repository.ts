import type { Selectable } from 'kysely';
import type { OrderStatus } from '../../../../contract/payment';
import type { PaymentEventTable, PaymentOrderTable, PaymentTable } from '../../db/schema';
import type { Queryable } from '../../db/queryable';

export type OrderRow = Selectable<PaymentOrderTable>;

/** Appends one row to the order event log (payment_event). */
export async function insertOrderEvent(db: Queryable, row: Selectable<PaymentEventTable>): Promise<void> {
  await db.insertInto('paymentEvent').values(row).execute();
}

/** Stores a new deposit order (status unpaid, channel and proof empty). */
export async function insertOrder(
  db: Queryable, o: { orderNo: string; enrolmentId: string; userId: string; assetsId: string; amountFen: number }, now: number,
): Promise<void> {
  await db.insertInto('paymentOrder').values({ ...o, status: 'unpaid', paidTime: null, createTime: now, updateTime: now }).execute();
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

/** Stores the money movement that settles an order; a second one for the same order violates its unique order_no. */
export async function insertPayment(db: Queryable, row: Selectable<PaymentTable>): Promise<void> {
  await db.insertInto('payment').values(row).execute();
}

/** Whether `fileId` is an upload owned by `userId`. */
export async function isOwnedFile(db: Queryable, fileId: string, userId: string): Promise<boolean> {
  const file = await db.selectFrom('file').select('id').where('id', '=', fileId).where('ownerUserId', '=', userId).executeTakeFirst();
  return file !== undefined;
}

/** Orders whose offline transfer proof waits for confirmation, oldest first, with the payer's login and the project name. */
export async function findAwaitingProofs(db: Queryable) {
  return db.selectFrom('paymentOrder')
    .innerJoin('userAccount', 'userAccount.id', 'paymentOrder.userId').innerJoin('project', 'project.assetsId', 'paymentOrder.assetsId')
    .select(['paymentOrder.orderNo', 'userAccount.loginName', 'project.assetsName', 'paymentOrder.amountFen', 'paymentOrder.proofFileId', 'paymentOrder.updateTime'])
    .where('paymentOrder.status', '=', 'awaiting_confirmation').orderBy('paymentOrder.updateTime').execute();
}

/** Which of `lots` have a bid activity (a bid_lot row). */
export async function findLotsWithBidding(db: Queryable, lots: string[]): Promise<string[]> {
  const rows = await db.selectFrom('bidLot').select('assetsId').where('assetsId', 'in', lots).execute();
  return rows.map((r) => r.assetsId);
}

/** Orders with status paid (deposits held), of the given projects or of all, oldest first. */
export function findPaidOrders(db: Queryable, assetsIds: string[] | null): Promise<OrderRow[]> {
  if (assetsIds !== null && assetsIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('paymentOrder').selectAll().where('status', '=', 'paid')
    .$if(assetsIds !== null, (q) => q.where('assetsId', 'in', assetsIds!)).orderBy('createTime').orderBy('orderNo').execute();
}

/**
 * The bid results of `lots`: phase (closed once decided), outcome deal | unsold | null and the winner's user id (from
 * the settlement of a deal); lots without a bid activity are absent.
 */
export async function findLotResults(db: Queryable, lots: string[]): Promise<Array<{ assetsId: string; phase: string; outcome: string | null; winnerUserId: string | null }>> {
  if (!lots.length) return [];
  return db.selectFrom('bidLot').leftJoin('settlement', 'settlement.assetsId', 'bidLot.assetsId')
    .select(['bidLot.assetsId', 'bidLot.phase', 'bidLot.resultOutcome as outcome', 'settlement.winnerUserId'])
    .where('bidLot.assetsId', 'in', lots).execute();
}

/** One page of `userId`'s orders in `statuses`, newest first, with the project's name and code; and how many there are. */
export async function findUserOrders(db: Queryable, userId: string, statuses: readonly string[], limit: number, offset: number) {
  const base = db.selectFrom('paymentOrder').where('paymentOrder.userId', '=', userId).where('paymentOrder.status', 'in', [...statuses]);
  const [rows, count] = await Promise.all([
    base.leftJoin('project', 'project.assetsId', 'paymentOrder.assetsId').selectAll('paymentOrder').select(['project.assetsName', 'project.projectCode'])
      .orderBy('paymentOrder.createTime', 'desc').orderBy('paymentOrder.orderNo', 'desc').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** How many of `userId`'s deposit orders are in one of `statuses`, leaving out the orders of `exceptEnrolments`. */
export async function countOrders(db: Queryable, userId: string, statuses: readonly OrderStatus[], exceptEnrolments: readonly string[] = []): Promise<number> {
  const row = await db.selectFrom('paymentOrder').select((eb) => eb.fn.countAll().as('n')).where('userId', '=', userId)
    .where('status', 'in', [...statuses])
    .$if(exceptEnrolments.length > 0, (q) => q.where('enrolmentId', 'not in', [...exceptEnrolments])).executeTakeFirstOrThrow();
  return Number(row.n);
}
