import type { Db } from '../db/connection';
import type { Insertable } from 'kysely';
import type { Queryable } from '../db/queryable';
import type { NoticeTable } from '../db/schema';
import type { NoticeFilter } from './notices';

/** A page of notice rows (without content), newest first, with the total. */
export async function findNoticeRows(db: Db, f: NoticeFilter, limit: number, offset: number) {
  let base = db.selectFrom('notice');
  if (f.noticeType !== undefined) base = base.where('noticeType', '=', f.noticeType);
  if (f.isFrontPage !== undefined) base = base.where('isFrontPage', '=', f.isFrontPage);
  const [rows, counted] = await Promise.all([
    base.select(['id', 'noticeTitle', 'noticeType', 'publishDate', 'createTime'])
      .orderBy('publishDate', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.total) };
}

/** One notice row with its content, or null when the id is unknown. */
export async function findNoticeRow(db: Db, id: string) {
  const row = await db.selectFrom('notice')
    .select(['id', 'noticeTitle', 'noticeType', 'publishDate', 'createTime', 'content'])
    .where('id', '=', id).executeTakeFirst();
  return row ?? null;
}

/**
 * The neighbours (id, title) of a notice among the notices of its type in the newest-first list: `prev` the newer
 * one, `next` the older one; null at either end.
 */
export async function findNoticeNeighbours(db: Db, row: { id: string; noticeType: number; publishDate: number }) {
  const sameType = db.selectFrom('notice').select(['id', 'noticeTitle']).where('noticeType', '=', row.noticeType);
  const [prev, next] = await Promise.all([
    sameType.where((eb) => eb.or([eb('publishDate', '>', row.publishDate), eb.and([eb('publishDate', '=', row.publishDate), eb('id', '>', row.id)])]))
      .orderBy('publishDate', 'asc').orderBy('id', 'asc').executeTakeFirst(),
    sameType.where((eb) => eb.or([eb('publishDate', '<', row.publishDate), eb.and([eb('publishDate', '=', row.publishDate), eb('id', '<', row.id)])]))
      .orderBy('publishDate', 'desc').orderBy('id', 'desc').executeTakeFirst(),
  ]);
  return { prev: prev ?? null, next: next ?? null };
}

/** Whether lot `assetsId` already has a notice of `noticeType`. */
export async function hasNoticeOf(db: Queryable, assetsId: string, noticeType: number): Promise<boolean> {
  return (await db.selectFrom('notice').select('id').where('assetsId', '=', assetsId).where('noticeType', '=', noticeType).limit(1).executeTakeFirst()) !== undefined;
}

/** Stores a notice. */
export async function insertNotice(db: Queryable, row: Insertable<NoticeTable>): Promise<void> {
  await db.insertInto('notice').values(row).execute();
}

/** Deletes lot `assetsId`'s notices of `noticeType`. */
export async function deleteNoticesOf(db: Queryable, assetsId: string, noticeType: number): Promise<void> {
  await db.deleteFrom('notice').where('assetsId', '=', assetsId).where('noticeType', '=', noticeType).execute();
}
