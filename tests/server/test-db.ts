import { copyFileSync, cpSync, existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, openSqlite, type Db } from '../../mock-server/src/db/connection';
import { migrateToLatest } from '../../mock-server/src/db/migrate';
import { FIXED_NOW } from './fixed-now';

declare module 'vitest' {
  interface ProvidedContext {
    /** Folder of the seeded SQLite database and its files (tests/server/sqlite-global-setup.ts), when built. */
    sqliteSeededTemplate?: string;
  }
}

/**
 * The database under the server suites: the SQLite file of the embedded default, or — when TEST_DATABASE_URL is set
 * (`npm test`'s second server stage, scripts/services.mjs) — a fresh PostgreSQL database per call, cloned from the
 * templates that tests/server/pg-global-setup.ts built once per run (migrated; migrated + seeded + re-anchored at
 * FIXED_NOW, with the seed's files).
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
/** True when the suites run on PostgreSQL. */
export const onPostgres = Boolean(TEST_DATABASE_URL);

/**
 * Prefix of the template databases: the database name of TEST_DATABASE_URL, so that two runs against one PostgreSQL
 * server (two checkouts) each build and clone their own templates by naming different databases in the URL.
 */
const TEMPLATE_PREFIX = TEST_DATABASE_URL ? new URL(TEST_DATABASE_URL).pathname.slice(1).replace(/\W/g, '_') || 'exchange' : 'exchange';
/** Names of the template databases (built by the global setup). */
export const PG_TEMPLATES = { migrated: `${TEMPLATE_PREFIX}_tmpl_migrated`, seeded: `${TEMPLATE_PREFIX}_tmpl_seeded` } as const;
/** Where the global setup leaves the seeded template's files (one folder per PostgreSQL server and prefix, reused by every worker). */
export function seededFilesDir(): string {
  return path.join(tmpdir(), `exchange-pg-seeded-${new URL(TEST_DATABASE_URL!).port}-${TEMPLATE_PREFIX}`);
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
 * file `${dataDir}/${file}` — migrated here as asked; seeded, a copy of the template of
 * tests/server/sqlite-global-setup.ts when the run built one (the server suites), else seeded here. Close it with {@link closeTestDatabase}.
 */
export async function openTestDatabase(dataDir: string, state: 'empty' | 'migrated' | 'seeded', file = SQLITE_FILE): Promise<Db> {
  if (!onPostgres) {
    const template = state === 'seeded' && file !== ':memory:' ? inject('sqliteSeededTemplate') : undefined;
    if (template) {
      copySeededFiles(template, dataDir, [path.join(template, SQLITE_FILE)]);
      copyFileSync(path.join(template, SQLITE_FILE), path.join(dataDir, file));
      return openSqlite(path.join(dataDir, file));
    }
    if (state === 'seeded') return seedSqliteInto(dataDir, file);
    const db = openSqlite(file === ':memory:' ? file : path.join(dataDir, file));
    if (state !== 'empty') await migrateToLatest(db);
    return db;
  }
  const name = `t_${process.pid}_${++counter}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(state === 'empty' ? `create database ${name}` : `create database ${name} template ${PG_TEMPLATES[state]}`);
  // Everything the seed wrote under its DATA_DIR: files/ (project documents) and uploads/ (the bidders' materials).
  if (state === 'seeded' && existsSync(seededFilesDir())) copySeededFiles(seededFilesDir(), dataDir);
  const db = openPostgres(databaseUrl(name), { max: 5 });
  dropped.set(db, name);
  return db;
}

/**
 * The seed's documents (files/seed: about 1,300 images and PDFs the server only reads) are shared with the template
 * through a symbolic link rather than copied: copying and removing them took about 0.6 s per test app. Everything else
 * under `from` (uploads/, where the real-name file store writes and deletes) is copied into `to`, except the paths in
 * `skip`. Removing `to` removes the link, not the template's files.
 */
function copySeededFiles(from: string, to: string, skip: string[] = []): void {
  const shared = path.join(from, SEED_DOCUMENTS);
  cpSync(from, to, { recursive: true, filter: (src) => src !== shared && !skip.includes(src) });
  // `to` may hold the seed's own documents already (a test that seeded its database itself): those stay.
  if (!existsSync(shared) || existsSync(path.join(to, SEED_DOCUMENTS))) return;
  mkdirSync(path.dirname(path.join(to, SEED_DOCUMENTS)), { recursive: true });
  symlinkSync(shared, path.join(to, SEED_DOCUMENTS), 'dir');
}
/** The seed's read-only documents under DATA_DIR (mock-server/src/seed), shared by every seeded test database. */
const SEED_DOCUMENTS = path.join('files', 'seed');

/** The SQLite file of a seeded template (tests/server/sqlite-global-setup.ts). */
export const SQLITE_FILE = 'exchange.sqlite';

/**
 * A SQLite database `${dataDir}/${file}` (or `:memory:`) migrated, seeded (files under `dataDir`) and re-anchored at
 * FIXED_NOW, as makeTestApp wants it.
 */
export async function seedSqliteInto(dataDir: string, file: string): Promise<Db> {
  const db = openSqlite(file === ':memory:' ? file : path.join(dataDir, file));
  await migrateToLatest(db);
  const { seedIfEmpty } = await import('../../mock-server/src/seed/index');
  const { reanchorDemoLots } = await import('../../mock-server/src/modules/sync/index');
  await seedIfEmpty(db, { dataDir, now: FIXED_NOW });
  await reanchorDemoLots(db, FIXED_NOW);
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

/**
 * The environment a child process (a CLI under mock-server/bin, a server process) needs to open the same database as
 * `db`: `{ DATABASE_URL }` on PostgreSQL, nothing on SQLite (the child finds the file under its DATA_DIR).
 */
export function databaseEnvOf(db: Db): Record<string, string> {
  const name = dropped.get(db);
  return name ? { DATABASE_URL: databaseUrl(name) } : {};
}
