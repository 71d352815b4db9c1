import Database from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import type { Database as Schema } from './schema';

export type Db = Kysely<Schema>;

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
  return new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [new CamelCasePlugin()] });
}
