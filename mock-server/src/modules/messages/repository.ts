import { sql } from 'kysely';
import { MESSAGE_CATEGORIES, type MessageCategory } from '../../../../contract/messages';
import type { Queryable } from '../../db/queryable';

/** A message to store (站内消息). dedupeKey: at most one unread message per user and key (a newer one replaces it). */
export interface NewMessageRow {
  id: string; userId: string; category: MessageCategory; type: string; title: string; content: string;
  assetsId: string; link: string; dedupeKey: string | null; createTime: number;
}

/**
 * Stores `row`; with a dedupeKey an unread message of the same key is updated in place (new text and time) instead
 * of adding a second one. @returns the id of the stored (or updated) message.
 */
export async function insertMessage(db: Queryable, row: NewMessageRow): Promise<string> {
  const stored = await db.insertInto('userMessage').values({ ...row, isRead: 0, deleted: 0 })
    // The target's WHERE repeats the partial index's literally (bound values would not match it).
    .$if(row.dedupeKey !== null, (q) => q.onConflict((oc) => oc.columns(['userId', 'dedupeKey'])
      .where(sql<boolean>`is_read = 0 and deleted = 0 and dedupe_key is not null`)
      .doUpdateSet({ title: row.title, content: row.content, createTime: row.createTime, link: row.link })))
    .returning('id').executeTakeFirstOrThrow();
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
