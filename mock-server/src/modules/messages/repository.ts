import { sql } from 'kysely';
import { MESSAGE_CATEGORIES, type MessageCategory } from '../../../../contract/messages';
import type { Queryable } from '../../db/queryable';

/** A message to store (站内消息). dedupeKey: at most one unread message per user and key (a newer one replaces it). */
export interface NewMessageRow {
  id: string; userId: string; category: MessageCategory; type: string; title: string; content: string;
  assetsId: string; link: string; dedupeKey: string | null; createTime: number;
}

/**
 * The stored columns of `row`, in the order the insert binds them: {@link messageInsert} inserts exactly these, and the
 * SQLite bulk path (bulk-repository.ts) binds `Object.values` of them to the SQL compiled from the same builder.
 */
export function messageValues(row: NewMessageRow) {
  return {
    id: row.id, userId: row.userId, category: row.category, type: row.type, title: row.title, content: row.content,
    assetsId: row.assetsId, link: row.link, dedupeKey: row.dedupeKey, createTime: row.createTime, isRead: 0, deleted: 0,
  };
}

/**
 * The insert of `row` returning its id; with a dedupeKey an unread message of the same user and key is updated in
 * place (new title, text, link and time) instead of adding a second one. The one statement both storage paths run:
 * {@link insertMessage} executes it, the SQLite bulk path compiles it once per shape (with or without a dedupeKey).
 */
export function messageInsert(db: Queryable, row: NewMessageRow) {
  return db.insertInto('userMessage').values(messageValues(row))
    // The target's WHERE repeats the partial index's literally (bound values would not match it).
    .$if(row.dedupeKey !== null, (q) => q.onConflict((oc) => oc.columns(['userId', 'dedupeKey'])
      .where(sql<boolean>`is_read = 0 and deleted = 0 and dedupe_key is not null`)
      .doUpdateSet((eb) => ({
        title: eb.ref('excluded.title'), content: eb.ref('excluded.content'),
        createTime: eb.ref('excluded.createTime'), link: eb.ref('excluded.link'),
      }))))
    .returning('id');
}

/**
 * Stores `row` ({@link messageInsert}: one unread message per user and dedupeKey, a newer one replaces its text).
 * @returns the id of the stored (or updated) message.
 */
export async function insertMessage(db: Queryable, row: NewMessageRow): Promise<string> {
  const stored = await messageInsert(db, row).executeTakeFirstOrThrow();
  return stored.id;
}

/** The user's unread messages per category (deleted ones excluded). */
export async function unreadByCategory(db: Queryable, userId: string): Promise<Record<MessageCategory, number>> {
  const rows = await db.selectFrom('userMessage').select(['category', (eb) => eb.fn.countAll<number>().as('n')])
    .where('userId', '=', userId).where('deleted', '=', 0).where('isRead', '=', 0).groupBy('category').execute();
  const counts = Object.fromEntries(MESSAGE_CATEGORIES.map((c) => [c, 0])) as Record<MessageCategory, number>;
  for (const r of rows) if ((MESSAGE_CATEGORIES as readonly string[]).includes(r.category)) counts[r.category as MessageCategory] = Number(r.n);
  return counts;
}

/** A stored message as the inbox reads it. */
export interface MessageRow {
  id: string; category: string; type: string; title: string; content: string; assetsId: string; link: string;
  isRead: number; createTime: number; readTime: number | null;
}

const ROW_COLUMNS = ['id', 'category', 'type', 'title', 'content', 'assetsId', 'link', 'isRead', 'createTime', 'readTime'] as const;

/** What a list shows: a category ('' all) and unread only. */
export interface MessageFilter { category?: MessageCategory; unreadOnly: boolean }

/**
 * One page of the user's messages that are not deleted, newest first (ties by id, newest first).
 * @returns the rows of the page and the total that match `filter`
 */
export async function listMessages(
  db: Queryable, userId: string, filter: MessageFilter, offset: number, limit: number,
): Promise<{ rows: MessageRow[]; total: number }> {
  const base = db.selectFrom('userMessage').where('userId', '=', userId).where('deleted', '=', 0)
    .$if(filter.category !== undefined, (q) => q.where('category', '=', filter.category!))
    .$if(filter.unreadOnly, (q) => q.where('isRead', '=', 0));
  const [rows, count] = await Promise.all([
    base.select(ROW_COLUMNS).orderBy('createTime', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The user's message `id` unless deleted, or null (another user's id is null too). */
export async function findMessage(db: Queryable, userId: string, id: string): Promise<MessageRow | null> {
  return (await db.selectFrom('userMessage').select(ROW_COLUMNS).where('id', '=', id).where('userId', '=', userId)
    .where('deleted', '=', 0).executeTakeFirst()) ?? null;
}

/**
 * Marks the user's unread, undeleted messages among `ids` read at `at` (epoch ms); ids of other users are left alone.
 * @returns how many messages changed
 */
export async function markRead(db: Queryable, userId: string, ids: readonly string[], at: number): Promise<number> {
  if (ids.length === 0) return 0;
  const r = await db.updateTable('userMessage').set({ isRead: 1, readTime: at }).where('userId', '=', userId)
    .where('id', 'in', ids).where('isRead', '=', 0).where('deleted', '=', 0).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Marks every unread, undeleted message of the user (of `category`, or all) read at `at`. @returns how many changed */
export async function markAllRead(db: Queryable, userId: string, category: MessageCategory | undefined, at: number): Promise<number> {
  const r = await db.updateTable('userMessage').set({ isRead: 1, readTime: at }).where('userId', '=', userId)
    .where('isRead', '=', 0).where('deleted', '=', 0)
    .$if(category !== undefined, (q) => q.where('category', '=', category!)).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Soft-deletes the user's messages among `ids` (other users' ids are left alone). @returns how many changed */
export async function softDelete(db: Queryable, userId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const r = await db.updateTable('userMessage').set({ deleted: 1 }).where('userId', '=', userId)
    .where('id', 'in', ids).where('deleted', '=', 0).executeTakeFirst();
  return Number(r.numUpdatedRows);
}
