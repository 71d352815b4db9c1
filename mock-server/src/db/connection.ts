import Database from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import type { Database as Schema } from './schema';

export type Db = Kysely<Schema>;

/** The better-sqlite3 handle behind each Kysely instance opened here (for prepared statements on hot paths). */
const handles = new WeakMap<Db, Database.Database>();

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
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [new CamelCasePlugin()] });
  handles.set(db, sqlite);
  return db;
}

/**
 * The better-sqlite3 connection of `db` (opened by {@link openSqlite}). It is the same single connection Kysely
 * uses: run statements on it only while holding Kysely's connection (`db.connection().execute(...)`), or for a
 * single read, so they never land inside a Kysely transaction that is waiting between two awaits.
 * @throws Error when `db` was not opened by openSqlite.
 */
export function sqliteOf(db: Db): Database.Database {
  const sqlite = handles.get(db);
  if (!sqlite) throw new Error('this database was not opened by openSqlite');
  return sqlite;
}
