import type { Db } from './connection';
import { dialectOf } from './connection';

/**
 * `query` with FOR UPDATE on PostgreSQL: the rows it reads stay locked until the transaction ends, so a second
 * transaction doing the same read-then-write waits and then sees the first one's write. SQLite has no FOR UPDATE and
 * needs none: its single connection runs one transaction at a time.
 */
export function forUpdateOn<Q extends { forUpdate(): Q }>(db: Db, query: Q): Q {
  return dialectOf(db) === 'postgres' ? query.forUpdate() : query;
}
