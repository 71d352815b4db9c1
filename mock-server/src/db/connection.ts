import Database from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import type { Database as Schema } from './schema';

export type Db = Kysely<Schema>;

/** The better-sqlite3 handle under each Kysely instance opened by {@link openSqlite}, and its count of writing statements. */
interface Handle { sqlite: Database.Database; writes: number }
const handles = new WeakMap<Db, Handle>();

/**
 * Opens the SQLite database file (WAL, foreign keys on, synchronous=FULL so an acknowledged write survives a crash).
 * `file` ':memory:' gives a private in-memory database (unit tests only).
 */
export function openSqlite(file: string): Db {
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const handle: Handle = { sqlite, writes: 0 };
  // Kysely prepares every statement it runs: counting the ones that are not reads costs one property check.
  const counted = {
    close: () => sqlite.close(),
    prepare: (text: string) => {
      const stmt = sqlite.prepare(text);
      if (!stmt.reader) handle.writes += 1;
      return stmt;
    },
  };
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: counted }), plugins: [new CamelCasePlugin()] });
  handles.set(db, handle);
  return db;
}

/**
 * The better-sqlite3 handle of `db` (the same single connection Kysely uses), for hot paths that keep their statements
 * prepared: listing reads (services/listing-repository.ts) and the bid service's group commit (auction/service/bid-repository.ts).
 * Run them while holding Kysely's connection (`db.connection().execute(...)`), or as a single read, so they never land
 * inside a Kysely transaction that is waiting between two awaits. Writes made here are not counted by
 * {@link writesThrough}; the bid service writes only bid tables and projections, which the listing version ignores.
 * @throws Error when `db` was not opened by {@link openSqlite}.
 */
export function sqliteOf(db: Db): Database.Database {
  return handleOf(db).sqlite;
}

/**
 * How many statements that may write (anything but a read: inserts, updates, deletes, DDL, BEGIN/COMMIT) Kysely has
 * run on `db` so far. Unchanged means this process wrote nothing since; other processes are not seen.
 */
export function writesThrough(db: Db): number {
  return handleOf(db).writes;
}

function handleOf(db: Db): Handle {
  const handle = handles.get(db);
  if (!handle) throw new Error('not a database opened by openSqlite');
  return handle;
}
