import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Queryable } from '../../db/queryable';
import type { Database, FileTable, RealnameVerificationTable } from '../../db/schema';

/** A realname_verification row. */
export type RecordRow = Selectable<RealnameVerificationTable>;
export type NewRecord = Insertable<RealnameVerificationTable>;

/** The user's latest submission, or null. */
export async function latestRecord(db: Db, userId: string): Promise<RecordRow | null> {
  return (await db.selectFrom('realnameVerification').selectAll().where('userId', '=', userId)
    .orderBy('submittedTime', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst()) ?? null;
}

/** The record `id`, or null. */
export async function findRecord(db: Db, id: string): Promise<RecordRow | null> {
  return (await db.selectFrom('realnameVerification').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/** Pending records (status 1), oldest first. */
export async function pendingRecords(db: Db): Promise<RecordRow[]> {
  return db.selectFrom('realnameVerification').selectAll().where('status', '=', 1).orderBy('submittedTime', 'asc').execute();
}

/** The most recent records of any status, newest first (operator listing). */
export async function recentRecords(db: Db, limit: number): Promise<RecordRow[]> {
  return db.selectFrom('realnameVerification').selectAll().orderBy('submittedTime', 'desc').limit(limit).execute();
}

/** The name of the user's latest approved record of `kind` ('' when none): person name or organisation name. */
export async function verifiedNameOf(db: Db, userId: string, kind: string): Promise<string> {
  const row = await db.selectFrom('realnameVerification').select(['name', 'orgName']).where('userId', '=', userId)
    .where('kind', '=', kind).where('status', '=', 3).orderBy('reviewedTime', 'desc').limit(1).executeTakeFirst();
  if (!row) return '';
  return kind === 'org' ? row.orgName : row.name;
}

/** True when an account other than `userId` holds an approved record with this document or credit code. */
export async function numberVerifiedByOther(db: Db, userId: string, kind: string, number: string): Promise<boolean> {
  const column = kind === 'org' ? 'creditCode' : 'idNumber';
  const row = await db.selectFrom('realnameVerification').select('id').where('kind', '=', kind).where('status', '=', 3)
    .where(column, '=', number).where('userId', '!=', userId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Inserts a pending record and moves the user to authStatus 1 in one transaction, unless the user already has a
 * pending record (checked inside the transaction, so two simultaneous submissions cannot both pass).
 * @returns false when a pending record exists
 */
export async function insertPendingRecord(db: Db, row: NewRecord, at: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const pending = await trx.selectFrom('realnameVerification').select('id').where('userId', '=', row.userId)
      .where('status', '=', 1).limit(1).executeTakeFirst();
    if (pending) return false;
    await trx.insertInto('realnameVerification').values(row).execute();
    await trx.updateTable('userAccount').set({ authStatus: 1, updateTime: at }).where('id', '=', row.userId).execute();
    return true;
  });
}

/** A decision to apply: 3 approved (with the display name to set) or 2 rejected (with the reason). */
export type Verdict = { status: 3; displayName: string } | { status: 2; reason: string };

/**
 * Applies a decision to a PENDING record and its user in one transaction: the record's status, reason, reviewer
 * and time; the user's authStatus and, on approval, display name (§4: the header then shows the verified name).
 * `also` runs inside the same transaction once the record was decided (e.g. the user's message), with its user id.
 * @returns false when the record was no longer pending (an operator or the sandbox decided first; `also` not run)
 */
export async function decideRecord(
  db: Db, id: string, verdict: Verdict, reviewer: 'sandbox' | 'operator', at: number,
  also?: (trx: Transaction<Database>, userId: string) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const reason = verdict.status === 2 ? verdict.reason : '';
    const updated = await trx.updateTable('realnameVerification').set({ status: verdict.status, reason, reviewer, reviewedTime: at })
      .where('id', '=', id).where('status', '=', 1).executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    const { userId } = await trx.selectFrom('realnameVerification').select('userId').where('id', '=', id).executeTakeFirstOrThrow();
    await trx.updateTable('userAccount')
      .set(verdict.status === 3 ? { authStatus: 3, name: verdict.displayName, updateTime: at } : { authStatus: 2, updateTime: at })
      .where('id', '=', userId).execute();
    await also?.(trx, userId);
    return true;
  });
}

/** Stores an upload's row. */
export async function insertFile(db: Queryable, row: FileTable): Promise<void> {
  await db.insertInto('file').values(row).execute();
}

/** Deletes an upload's row. @returns whether it existed */
export async function deleteFile(db: Queryable, id: string): Promise<boolean> {
  const res = await db.deleteFrom('file').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

/** The upload's row, or null. */
export async function findFile(db: Db, id: string): Promise<FileTable | null> {
  return (await db.selectFrom('file').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/** Whether a project with this asset id exists. */
export async function projectExists(db: Db, assetsId: string): Promise<boolean> {
  return (await db.selectFrom('project').select('assetsId').where('assetsId', '=', assetsId).executeTakeFirst()) !== undefined;
}
