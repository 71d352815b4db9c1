import { mkdirSync, rmSync } from 'node:fs';
import { openPostgres } from '../../mock-server/src/db/connection';
import { migrateToLatest } from '../../mock-server/src/db/migrate';
import { reanchorDemoLots } from '../../mock-server/src/modules/sync/index';
import { seedIfEmpty } from '../../mock-server/src/seed/index';
import { FIXED_NOW } from './fixed-now';
import { adminQuery, databaseUrl, PG_TEMPLATES, seededFilesDir, TEST_DATABASE_URL } from './test-db';

/**
 * vitest global setup of the PostgreSQL stage (TEST_DATABASE_URL set): builds the two template databases every test
 * database is cloned from — migrated, and migrated + seeded + re-anchored at FIXED_NOW as makeTestApp wants it —
 * once per run instead of seeding per test (a clone takes a fraction of a second, a seed about 3 s).
 */
export default async function setup(): Promise<() => Promise<void>> {
  if (!TEST_DATABASE_URL) return async () => undefined;
  const files = seededFilesDir();
  rmSync(files, { recursive: true, force: true });
  mkdirSync(files, { recursive: true });
  for (const name of Object.values(PG_TEMPLATES)) {
    await adminQuery(`drop database if exists ${name} with (force)`);
    await adminQuery(`create database ${name}`);
    const db = openPostgres(databaseUrl(name), { max: 2 });
    await migrateToLatest(db);
    if (name === PG_TEMPLATES.seeded) {
      await seedIfEmpty(db, { dataDir: files, now: FIXED_NOW });
      await reanchorDemoLots(db, FIXED_NOW);
    }
    await db.destroy();
  }
  return async () => {
    rmSync(files, { recursive: true, force: true });
  };
}
