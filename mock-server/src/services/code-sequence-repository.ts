import { sql } from 'kysely';
import type { Queryable } from '../db/queryable';

/**
 * The next number of `scope` on `day` (1, 2, 3… per scope and day): one upsert on code_sequence (migration 015) in
 * the caller's connection or transaction. The row's write lock (PostgreSQL) or the database's single writer (SQLite)
 * makes two concurrent callers get different numbers; a rolled-back transaction gives its number back.
 */
export async function nextInDay(db: Queryable, scope: string, day: string): Promise<number> {
  const row = await db.insertInto('codeSequence').values({ scope, day, last: 1 })
    .onConflict((oc) => oc.columns(['scope', 'day']).doUpdateSet({ last: sql<number>`code_sequence.last + 1` }))
    .returning('last').executeTakeFirstOrThrow();
  return Number(row.last);
}
