import type Database from 'better-sqlite3';
import { MESSAGE_CATEGORIES, type MessageCategory } from '../../../../contract/messages';
import { sqliteOf, type Db } from '../../db/connection';
import type { NewMessageRow } from './repository';

/** The statements of {@link insertMessagesNow} and {@link unreadTotalsNow}, prepared once per SQLite connection. */
interface Prepared {
  plain: Database.Statement;
  deduped: Database.Statement;
  unread: Database.Statement;
  all: (rows: NewMessageRow[]) => string[];
}

const prepared = new WeakMap<Db, Prepared>();

const INSERT = `INSERT INTO user_message (id, user_id, category, type, title, content, assets_id, link, dedupe_key, create_time, is_read, deleted)
  VALUES (@id, @userId, @category, @type, @title, @content, @assetsId, @link, @dedupeKey, @createTime, 0, 0)`;

function preparedOf(db: Db): Prepared {
  let p = prepared.get(db);
  if (p) return p;
  const sqlite = sqliteOf(db);
  const plain = sqlite.prepare(`${INSERT} RETURNING id`).pluck();
  // The same upsert as insertMessage: the conflict target repeats the partial index's WHERE literally.
  const deduped = sqlite.prepare(`${INSERT} ON CONFLICT (user_id, dedupe_key) WHERE is_read = 0 and deleted = 0 and dedupe_key is not null
    DO UPDATE SET title = excluded.title, content = excluded.content, create_time = excluded.create_time, link = excluded.link RETURNING id`).pluck();
  const unread = sqlite.prepare('SELECT category, count(*) AS n FROM user_message WHERE user_id = ? AND deleted = 0 AND is_read = 0 GROUP BY category');
  const all = sqlite.transaction((rows: NewMessageRow[]) => rows.map((r) => (r.dedupeKey === null ? plain : deduped).get(r) as string));
  prepared.set(db, p = { plain, deduped, unread, all });
  return p;
}

/**
 * SQLite only: stores `rows` in ONE transaction (all or none) with statements prepared once, synchronously — the
 * connection is held for the statements' own time, not across a Kysely round trip per row. Same rows and dedupe rule
 * as {@link insertMessage} (an unread message of the same user and dedupeKey is updated in place). Must run while
 * holding Kysely's connection (`db.connection().execute`, or inside the joint commit, db/commit-coordinator.ts, where
 * it is a savepoint) so it never lands inside another caller's transaction.
 * @returns the stored (or updated) message ids, in the order of `rows`
 * @throws the SQLite error of the first failing row (nothing stored)
 */
export function insertMessagesNow(db: Db, rows: NewMessageRow[]): string[] {
  return preparedOf(db).all(rows);
}

/** SQLite only: the unread messages of `userId` per category (deleted ones excluded), as {@link unreadByCategory}. */
export function unreadByCategoryNow(db: Db, userId: string): Record<MessageCategory, number> {
  const counts = Object.fromEntries(MESSAGE_CATEGORIES.map((c) => [c, 0])) as Record<MessageCategory, number>;
  for (const r of preparedOf(db).unread.all(userId) as Array<{ category: string; n: number }>) {
    if ((MESSAGE_CATEGORIES as readonly string[]).includes(r.category)) counts[r.category as MessageCategory] = Number(r.n);
  }
  return counts;
}
