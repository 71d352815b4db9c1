import type { Db } from './connection';
import { dialectOf } from './connection';
import type { Queryable } from './queryable';

/**
 * Locks the account row of `userId` until the transaction `trx` of `db` ends, so that one user's read-then-write
 * transactions (one open appeal per subject, the upload quota) run one after the other: the second waits, then reads
 * what the first wrote (PostgreSQL, READ COMMITTED: each statement sees what committed before it). SQLite needs no
 * lock and has no FOR UPDATE: its single connection runs one transaction at a time. FOR NO KEY UPDATE, not FOR UPDATE:
 * rows inserted earlier in `trx` that reference the account (a file row's owner) hold FOR KEY SHARE on it, which FOR
 * UPDATE would wait for — two such transactions would deadlock.
 */
export async function lockUserRow(db: Db, trx: Queryable, userId: string): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await trx.selectFrom('userAccount').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
}
