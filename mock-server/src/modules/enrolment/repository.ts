import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { EnrolmentApplicationTable } from '../../db/schema';
import type { Queryable } from '../../db/queryable';

export type ApplicationRow = Selectable<EnrolmentApplicationTable>;

/** The caller's application for a project, or null. */
export async function findApplication(db: Queryable, userId: string, assetsId: string): Promise<ApplicationRow | null> {
  return (await db.selectFrom('enrolmentApplication').selectAll().where('userId', '=', userId).where('assetsId', '=', assetsId).executeTakeFirst()) ?? null;
}

/** The application by id, or null. */
export async function findApplicationById(db: Queryable, id: string): Promise<ApplicationRow | null> {
  return (await db.selectFrom('enrolmentApplication').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/** The caller's application made with this idempotency key, or null. */
export async function findApplicationByKey(db: Queryable, userId: string, key: string): Promise<ApplicationRow | null> {
  return (await db.selectFrom('enrolmentApplication').selectAll().where('userId', '=', userId).where('idempotencyKey', '=', key).executeTakeFirst()) ?? null;
}

/** The bid service's bidder row (table enrolment of 004) of a user on a lot, or null. */
export async function findBidderRow(db: Queryable, assetsId: string, userId: string) {
  return (await db.selectFrom('enrolment').selectAll().where('assetsId', '=', assetsId).where('userId', '=', userId).executeTakeFirst()) ?? null;
}

/** Which of `fileIds` are uploads owned by `userId`. */
export async function ownedFileIds(db: Db, userId: string, fileIds: string[]): Promise<Set<string>> {
  if (!fileIds.length) return new Set();
  const rows = await db.selectFrom('file').select('id').where('ownerUserId', '=', userId).where('id', 'in', fileIds).execute();
  return new Set(rows.map((r) => r.id));
}

/** The lots (projects or 标段) of `ids` with name and deposit (fen); unknown ids are absent. */
export async function findLotNames(db: Queryable, ids: string[]) {
  if (!ids.length) return [];
  return db.selectFrom('project').select(['assetsId', 'assetsName', 'depositFen']).where('assetsId', 'in', ids).execute();
}

/** Stores a new application (state pending_payment, no bidder code yet). Unique violations propagate. */
export async function insertApplication(db: Queryable, row: Omit<ApplicationRow, 'state' | 'bidderCode' | 'paidTime'>): Promise<void> {
  await db.insertInto('enrolmentApplication').values({ ...row, state: 'pending_payment', bidderCode: null, paidTime: null }).execute();
}

/** Marks an application paid with its bidder code. */
export async function markApplicationPaid(db: Queryable, id: string, bidderCode: string, now: number): Promise<void> {
  await db.updateTable('enrolmentApplication').set({ state: 'paid', bidderCode, paidTime: now, updateTime: now })
    .where('id', '=', id).execute();
}

/** Marks a pending application refused with `reason`; false when it is no longer pending (paid, or refused before). */
export async function markApplicationRefused(db: Queryable, id: string, reason: string, now: number): Promise<boolean> {
  const result = await db.updateTable('enrolmentApplication').set({ state: 'refused', refuseReason: reason, updateTime: now })
    .where('id', '=', id).where('state', '=', 'pending_payment').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Pending applications (deposit not confirmed yet) oldest first, with the applicant's login and the project name. */
export async function findPendingApplications(db: Queryable, limit: number) {
  return db.selectFrom('enrolmentApplication')
    .innerJoin('userAccount', 'userAccount.id', 'enrolmentApplication.userId')
    .innerJoin('project', 'project.assetsId', 'enrolmentApplication.assetsId')
    .select(['enrolmentApplication.id', 'enrolmentApplication.createTime', 'enrolmentApplication.depositFen', 'userAccount.loginName', 'project.assetsName'])
    .where('enrolmentApplication.state', '=', 'pending_payment').orderBy('enrolmentApplication.createTime').limit(limit).execute();
}
