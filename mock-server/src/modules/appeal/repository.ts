import type { Selectable } from 'kysely';
import type { AppealStatus } from '../../../../contract/appeals';
import type { Db } from '../../db/connection';
import type { AppealTable } from '../../db/schema';
import type { Queryable } from '../../db/queryable';
import { lockUserRow } from '../../db/row-lock';

/** An appeal row; attachments is a JSON array of file ids, times epoch ms. */
export type AppealRow = Selectable<AppealTable>;

/** A new appeal (status submitted, no answer yet). */
export type NewAppeal = Pick<AppealRow, 'id' | 'userId' | 'subjectType' | 'subjectId' | 'subjectTitle' | 'content' | 'attachments' | 'createTime'>;

/**
 * Stores `row` as a submitted appeal unless the user already has a submitted one of the same subject. The check and
 * the insert share one transaction that first locks the user's account row (PostgreSQL; SQLite runs one transaction at
 * a time), so two simultaneous submits cannot both insert.
 * @returns false when an open appeal of the subject exists
 */
export async function insertAppealIfNoneOpen(db: Db, row: NewAppeal): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockUserRow(db, trx, row.userId);
    const open = await trx.selectFrom('appeal').select('id').where('userId', '=', row.userId)
      .where('subjectType', '=', row.subjectType).where('subjectId', '=', row.subjectId).where('status', '=', 'submitted')
      .limit(1).executeTakeFirst();
    if (open) return false;
    await trx.insertInto('appeal').values({ ...row, status: 'submitted', answerTime: null, closeTime: null, updateTime: row.createTime }).execute();
    return true;
  });
}

/** The appeal `id`, or null. */
export async function findAppeal(db: Queryable, id: string): Promise<AppealRow | null> {
  return (await db.selectFrom('appeal').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/** One page of the user's appeals (optionally of one status), newest first, and how many there are in all. */
export async function pageOfAppeals(
  db: Queryable, userId: string, status: AppealStatus | undefined, limit: number, offset: number,
): Promise<{ rows: AppealRow[]; total: number }> {
  let q = db.selectFrom('appeal').where('userId', '=', userId);
  if (status) q = q.where('status', '=', status);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('createTime', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** `subjectType:subjectId` of every submitted appeal of the user. */
export async function openSubjectKeys(db: Queryable, userId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('appeal').select(['subjectType', 'subjectId']).where('userId', '=', userId)
    .where('status', '=', 'submitted').execute();
  return new Set(rows.map((r) => `${r.subjectType}:${r.subjectId}`));
}

/** How many of the user's appeals wait for an answer (status submitted). */
export async function countOpenAppeals(db: Queryable, userId: string): Promise<number> {
  const row = await db.selectFrom('appeal').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId).where('status', '=', 'submitted').executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The most recent appeals of every user (or only the submitted ones), newest first, with the filer's login name. */
export async function recentAppeals(db: Queryable, onlyOpen: boolean, limit: number) {
  let q = db.selectFrom('appeal').innerJoin('userAccount', 'userAccount.id', 'appeal.userId')
    .select(['appeal.id', 'appeal.subjectType', 'appeal.subjectTitle', 'appeal.status', 'appeal.content', 'appeal.createTime', 'userAccount.loginName']);
  if (onlyOpen) q = q.where('appeal.status', '=', 'submitted');
  return q.orderBy('appeal.createTime', 'desc').orderBy('appeal.id', 'desc').limit(limit).execute();
}

/**
 * Moves the appeal to `set.status` only if it is still in one of `from` (a guard against a second operator);
 * true when it moved.
 */
export async function moveAppeal(
  db: Queryable, id: string, from: AppealStatus[],
  set: { status: AppealStatus; answer?: string; answerTime?: number; closeTime?: number }, now: number,
): Promise<boolean> {
  const result = await db.updateTable('appeal').set({ ...set, updateTime: now })
    .where('id', '=', id).where('status', 'in', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
