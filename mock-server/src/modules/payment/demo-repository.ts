import type { Insertable } from 'kysely';
import type { DepositRefundTable, SandboxBankRefundTable } from '../../db/schema';
import type { Queryable } from '../../db/queryable';

/** Stores a refund of a deposit order (deposit_refund) as given. */
export async function insertRefundRow(db: Queryable, row: Insertable<DepositRefundTable>): Promise<void> {
  await db.insertInto('depositRefund').values(row).execute();
}

/** Stores an entry of the sandbox bank's refund ledger as given. */
export async function insertBankRefundRow(db: Queryable, row: SandboxBankRefundTable): Promise<void> {
  await db.insertInto('sandboxBankRefund').values(row).execute();
}

/**
 * The lot's orders a close moved on (status refunding, refunded or applied) whose refund — if any yet — was caused by
 * the lot's result (lost, unsold), not by a refused or withdrawn enrolment, with their paid time.
 */
export async function findClosedLotOrders(db: Queryable, assetsId: string) {
  return db.selectFrom('paymentOrder').leftJoin('depositRefund', 'depositRefund.orderNo', 'paymentOrder.orderNo')
    .select(['paymentOrder.orderNo', 'paymentOrder.paidTime'])
    .where('paymentOrder.assetsId', '=', assetsId).where('paymentOrder.status', 'in', ['refunding', 'refunded', 'applied'])
    .where((eb) => eb.or([eb('depositRefund.cause', 'is', null), eb('depositRefund.cause', 'in', ['lost', 'unsold'])]))
    .execute();
}

/** The id of the order's last 'paid' event, or null. */
export async function lastPaidEventId(db: Queryable, orderNo: string): Promise<string | null> {
  const row = await db.selectFrom('paymentEvent').select('id').where('orderNo', '=', orderNo).where('type', '=', 'paid')
    .orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Takes back what a lot's close did to `orderNo`: its refund and the bank's ledger entry of it are deleted, the events
 * written after the payment (id greater than `afterEventId`, or — without one — later than `paidTime`) removed and the
 * order is paid again.
 */
export async function rewindOrder(db: Queryable, orderNo: string, after: { eventId: string | null; paidTime: number | null }, now: number): Promise<void> {
  await db.deleteFrom('sandboxBankRefund').where('orderNo', '=', orderNo).execute();
  await db.deleteFrom('depositRefund').where('orderNo', '=', orderNo).execute();
  await db.deleteFrom('paymentEvent').where('orderNo', '=', orderNo)
    .$if(after.eventId !== null, (q) => q.where('id', '>', after.eventId!))
    .$if(after.eventId === null, (q) => q.where('createTime', '>', after.paidTime ?? Number.MAX_SAFE_INTEGER))
    .execute();
  await db.updateTable('paymentOrder').set({ status: 'paid', updateTime: now }).where('orderNo', '=', orderNo).execute();
}
