import type Database from 'better-sqlite3';
import { MESSAGE_CATEGORIES, type MessageCategory } from '../../../../contract/messages';
import { sqliteOf, type Db } from '../../db/connection';
import { messageInsert, messageValues, type NewMessageRow } from './repository';

/** The statements of {@link insertMessagesNow} and {@link unreadTotalsNow}, prepared once per SQLite connection. */
interface Prepared {
  plain: Database.Statement;
  deduped: Database.Statement;
  unread: Database.Statement;
  all: (rows: NewMessageRow[]) => string[];
}

const prepared = new WeakMap<Db, Prepared>();

/** The SQL of {@link messageInsert} for rows with (`deduped`) or without a dedupeKey: compiled from the one builder. */
function insertSql(db: Db, deduped: boolean): string {
  const shape: NewMessageRow = {
    id: '', userId: '', category: MESSAGE_CATEGORIES[0], type: '', title: '', content: '', assetsId: '', link: '',
    dedupeKey: deduped ? '' : null, createTime: 0,
  };
  return messageInsert(db, shape).compile().sql;
}

function preparedOf(db: Db): Prepared {
  let p = prepared.get(db);
  if (p) return p;
  const sqlite = sqliteOf(db);
  const plain = sqlite.prepare(insertSql(db, false)).pluck();
  const deduped = sqlite.prepare(insertSql(db, true)).pluck();
  const unread = sqlite.prepare('SELECT category, count(*) AS n FROM user_message WHERE user_id = ? AND deleted = 0 AND is_read = 0 GROUP BY category');
  const all = sqlite.transaction((rows: NewMessageRow[]) => rows.map((r) => (r.dedupeKey === null ? plain : deduped).get(...Object.values(messageValues(r))) as string));
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
