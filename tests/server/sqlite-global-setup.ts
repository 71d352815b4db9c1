import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { SQLITE_FILE, seedSqliteInto } from './test-db';

/**
 * vitest global setup of the server suites on SQLite (no TEST_DATABASE_URL): migrates, seeds and re-anchors one
 * database at FIXED_NOW once per run, with the seed's files, and provides its folder as `sqliteSeededTemplate`;
 * every seeded test database is a copy of it (a copy takes milliseconds, a seed seconds). Removed after the run.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'exchange-sqlite-seeded-'));
  const db = await seedSqliteInto(dir, SQLITE_FILE);
  await db.destroy();
  project.provide('sqliteSeededTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
