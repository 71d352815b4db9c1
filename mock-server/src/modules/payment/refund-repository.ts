import type { Selectable } from 'kysely';
import type { DepositRefundTable } from '../../db/schema';
import type { Queryable } from '../../db/queryable';

export type RefundRow = Selectable<DepositRefundTable>;
/** Refund states: pending (to ask the bank) → requested (the bank has it) → refunded | failed. */
export type RefundStatus = 'pending' | 'requested' | 'refunded' | 'failed';

/** Stores a new refund (status pending, no attempt yet); the unique order_no refuses a second refund of one order. */
export async function insertRefund(
  db: Queryable, r: { refundNo: string; orderNo: string; userId: string; assetsId: string; amountFen: number; cause: string }, now: number,
): Promise<void> {
  await db.insertInto('depositRefund').values({ ...r, status: 'pending', createTime: now, updateTime: now, refundedTime: null }).execute();
}

/** The refund, or null. */
export async function findRefund(db: Queryable, refundNo: string): Promise<RefundRow | null> {
  return (await db.selectFrom('depositRefund').selectAll().where('refundNo', '=', refundNo).executeTakeFirst()) ?? null;
}

/** The refund of an order, or null. */
export async function findRefundOfOrder(db: Queryable, orderNo: string): Promise<RefundRow | null> {
  return (await db.selectFrom('depositRefund').selectAll().where('orderNo', '=', orderNo).executeTakeFirst()) ?? null;
}

/** Refunds to ask the bank about: pending ones, and requested ones not touched since `staleBefore` (epoch ms); oldest first. */
export function findRefundsToRequest(db: Queryable, staleBefore: number, limit: number): Promise<RefundRow[]> {
  return db.selectFrom('depositRefund').selectAll()
    .where((eb) => eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'requested'), eb('updateTime', '<', staleBefore)])]))
    .orderBy('updateTime').orderBy('refundNo').limit(limit).execute();
}

/**
 * Marks `row` requested (attempts + 1) only if nobody changed it since it was read (same status and update time).
 * @returns true when this caller got it.
 */
export async function claimRefund(db: Queryable, row: RefundRow, now: number): Promise<boolean> {
  const result = await db.updateTable('depositRefund').set((eb) => ({ status: 'requested', attempts: eb('attempts', '+', 1), lastError: '', updateTime: now }))
    .where('refundNo', '=', row.refundNo).where('status', '=', row.status).where('updateTime', '=', row.updateTime).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Moves a refund to `set.status` only if it is still in one of `from` (a guard against a second writer: a replayed
 * callback, the operator, another process). @returns true when it moved.
 */
export async function moveRefund(
  db: Queryable, refundNo: string, from: RefundStatus[],
  set: { status: RefundStatus; lastError?: string; bankReference?: string; refundedTime?: number }, now: number,
): Promise<boolean> {
  const result = await db.updateTable('depositRefund').set({ ...set, updateTime: now })
    .where('refundNo', '=', refundNo).where('status', 'in', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Stores the bank's reference (its answer to the request) unless one is stored already — also when the bank's
 * notification completed the refund before this answer was written, and never over an operator's manual reference.
 */
export async function setBankReference(db: Queryable, refundNo: string, bankReference: string): Promise<void> {
  await db.updateTable('depositRefund').set({ bankReference }).where('refundNo', '=', refundNo).where('bankReference', '=', '').execute();
}

/** Refunds for the operator, oldest first, optionally of the given states, with the payer's login and the project name. */
export function findRefundsForOperator(db: Queryable, statuses: RefundStatus[] | null) {
  return db.selectFrom('depositRefund')
    .leftJoin('userAccount', 'userAccount.id', 'depositRefund.userId').leftJoin('project', 'project.assetsId', 'depositRefund.assetsId')
    .select(['depositRefund.refundNo', 'depositRefund.orderNo', 'depositRefund.amountFen', 'depositRefund.cause', 'depositRefund.status',
      'depositRefund.attempts', 'depositRefund.lastError', 'depositRefund.bankReference', 'depositRefund.updateTime', 'userAccount.loginName', 'project.assetsName'])
    .$if(statuses !== null, (q) => q.where('depositRefund.status', 'in', statuses!))
    .orderBy('depositRefund.createTime').orderBy('depositRefund.refundNo').execute();
}
