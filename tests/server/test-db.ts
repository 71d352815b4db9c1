import { cpSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgres, openSqlite, type Db } from '../../mock-server/src/db/connection';
import { migrateToLatest } from '../../mock-server/src/db/migrate';
import { FIXED_NOW } from './fixed-now';

/**
 * The database under the server suites: the SQLite file of the embedded default, or — when TEST_DATABASE_URL is set
 * (`npm test`'s second server stage, scripts/services.mjs) — a fresh PostgreSQL database per call, cloned from the
 * templates that tests/server/pg-global-setup.ts built once per run (migrated; migrated + seeded + re-anchored at
 * FIXED_NOW, with the seed's files).
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
/** True when the suites run on PostgreSQL. */
export const onPostgres = Boolean(TEST_DATABASE_URL);

/** Names of the template databases and the folder holding the seeded template's files (set by the global setup). */
export const PG_TEMPLATES = { migrated: 'exchange_tmpl_migrated', seeded: 'exchange_tmpl_seeded' } as const;
/** Where the global setup leaves the seeded template's files (one folder per PostgreSQL server, reused by every worker). */
export function seededFilesDir(): string {
  return path.join(tmpdir(), `exchange-pg-seeded-${new URL(TEST_DATABASE_URL!).port}`);
}

/** `TEST_DATABASE_URL` with another database name. */
export function databaseUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `sql` on the server's maintenance database (CREATE / DROP DATABASE cannot run inside a pool's transaction). */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let counter = 0;
const dropped = new WeakMap<Db, string>();

/**
 * A new database for one test: `state` 'empty' (nothing, not even migrated: for tests that build an older schema),
 * 'migrated', or 'seeded' (what makeTestApp starts from; the seed's files are copied into `dataDir`). On SQLite the
 * file `${dataDir}/${file}` — migrated and seeded here as asked. Close it with {@link closeTestDatabase}.
 */
export async function openTestDatabase(dataDir: string, state: 'empty' | 'migrated' | 'seeded', file = 'exchange.sqlite'): Promise<Db> {
  if (!onPostgres) {
    const db = openSqlite(file === ':memory:' ? file : path.join(dataDir, file));
    if (state !== 'empty') await migrateToLatest(db);
    if (state === 'seeded') {
      const { seedIfEmpty } = await import('../../mock-server/src/seed/index');
      const { reanchorDemoLots } = await import('../../mock-server/src/modules/sync/index');
      await seedIfEmpty(db, { dataDir, now: FIXED_NOW });
      await reanchorDemoLots(db, FIXED_NOW);
    }
    return db;
  }
  const name = `t_${process.pid}_${++counter}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(state === 'empty' ? `create database ${name}` : `create database ${name} template ${PG_TEMPLATES[state]}`);
  if (state === 'seeded') {
    const files = path.join(seededFilesDir(), 'files');
    if (existsSync(files)) cpSync(files, path.join(dataDir, 'files'), { recursive: true });
  }
  const db = openPostgres(databaseUrl(name), { max: 5 });
  dropped.set(db, name);
  return db;
}

/** The connection URL of a PostgreSQL database of {@link openTestDatabase} (for server processes a test starts). */
export function testDatabaseUrl(db: Db): string {
  const name = dropped.get(db);
  if (!name) throw new Error('not a PostgreSQL test database');
  return databaseUrl(name);
}

/** Closes a database of {@link openTestDatabase} (and drops it on PostgreSQL). */
export async function closeTestDatabase(db: Db): Promise<void> {
  await db.destroy();
  const name = dropped.get(db);
  if (name) await adminQuery(`drop database if exists ${name} with (force)`);
}
