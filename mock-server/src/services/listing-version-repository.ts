import type Database from 'better-sqlite3';
import { sqliteOf, type Db } from '../db/connection';

/** Reads of the listing version (migration 007) on the connection under `db`. */
export interface ListingVersionSource {
  /** Whether a transaction is open on the connection (its state is not committed). */
  inTransaction: () => boolean;
  /** The stored version. */
  read: () => number;
}

/**
 * The listing version's reader: one statement compiled by Kysely and prepared on first use (the app may be built
 * before migrating). Kept prepared because the answer cache of search/page reads it on its hot path (bench/README.md
 * § API, the cached path: 53–54 µs of server CPU per cached answer; a Kysely round trip per read would cost more).
 */
export function listingVersionSource(db: Db): ListingVersionSource {
  const sqlite = sqliteOf(db);
  let stmt: Database.Statement | undefined;
  let params: readonly unknown[] = [];
  return {
    inTransaction: () => sqlite.inTransaction,
    read: () => {
      if (!stmt) {
        const compiled = db.selectFrom('listingVersion').select('version').where('id', '=', 1).compile();
        stmt = sqlite.prepare(compiled.sql).pluck();
        params = compiled.parameters;
      }
      return stmt.get(...params) as number;
    },
  };
}

/** The stored listing version, read with an ordinary query (PostgreSQL). */
export async function readListingVersion(db: Db): Promise<number> {
  return Number((await db.selectFrom('listingVersion').select('version').where('id', '=', 1).executeTakeFirstOrThrow()).version);
}
