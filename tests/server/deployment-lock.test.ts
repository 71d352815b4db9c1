import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../../mock-server/src/config';
import { openPostgres, type Db } from '../../mock-server/src/db/connection';
import { joinDeployment, type DeploymentMembership } from '../../mock-server/src/db/deployment-lock';
import { prepareOnce } from '../../mock-server/src/serve';
import { closeTestDatabase, onPostgres, openTestDatabase, testDatabaseUrl } from './test-db';

const opened: Db[] = [];
const members: DeploymentMembership[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const m of members.splice(0)) await m.leave();
  for (const db of opened.splice(1)) await db.destroy();
  for (const db of opened.splice(0)) await closeTestDatabase(db);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh, empty PostgreSQL database (not even migrated) and its URL. */
async function emptyDatabase(): Promise<{ url: string; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'deployment-'));
  dirs.push(dataDir);
  const db = await openTestDatabase(dataDir, 'empty');
  opened.push(db);
  return { url: testDatabaseUrl(db), dataDir };
}

describe.skipIf(!onPostgres)('one preparation per start of a PostgreSQL deployment', () => {
  it('lets the first process in prepare; one that joins while it prepares waits for the end and prepares nothing', async () => {
    const { url } = await emptyDatabase();
    const first = await joinDeployment(url);
    members.push(first);
    expect(first.first).toBe(true);
    let joined: DeploymentMembership | null = null;
    const second = joinDeployment(url).then((m) => { members.push(m); joined = m; return m; });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(joined).toBeNull();
    await first.prepared();
    expect((await second).first).toBe(false);
    // while either runs, a third process prepares nothing either
    const third = await joinDeployment(url);
    members.push(third);
    expect(third.first).toBe(false);
  });

  it('lets a process prepare again once every process of the deployment has stopped', async () => {
    const { url } = await emptyDatabase();
    const a = await joinDeployment(url);
    await a.prepared();
    const b = await joinDeployment(url);
    expect(b.first).toBe(false);
    await a.leave();
    await b.leave();
    const c = await joinDeployment(url);
    members.push(c);
    expect(c.first).toBe(true);
  });

  it('holds its place again when its session is cut while it runs, so a process started afterwards prepares nothing', async () => {
    const { url } = await emptyDatabase();
    const running = await joinDeployment(url, { rejoinAfterMs: 100 });
    members.push(running);
    await running.prepared();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const sessions = "select pid from pg_stat_activity where application_name = 'exchange-deployment' and datname = current_database()";
      const cut = (await admin.query<{ pid: number }>(sessions)).rows.map((r) => r.pid);
      expect(cut).toHaveLength(1);
      // pg_terminate_backend only signals the backend: the cut session may still hold its lock for a moment, so the
      // lock counted below must be held by another session, the one the process opened again.
      await admin.query('select pg_terminate_backend($1)', [cut[0]]);
      await expect.poll(async () => (await admin.query(
        "select count(*)::int as n from pg_locks where locktype = 'advisory' and mode = 'ShareLock' and granted and pid <> $1 and database = (select oid from pg_database where datname = current_database())",
        [cut[0]],
      )).rows[0].n, { timeout: 10_000 }).toBe(1);
    } finally {
      await admin.end();
    }
    const later = await joinDeployment(url);
    members.push(later);
    expect(later.first).toBe(false);
  });

  it('seeds an empty database once when two processes start at the same moment', async () => {
    const { url, dataDir } = await emptyDatabase();
    const config = { DATABASE_URL: url, DATA_DIR: dataDir } as Config;
    const a = openPostgres(url, { max: 3 });
    const b = openPostgres(url, { max: 3 });
    opened.push(a, b);
    const started = await Promise.all([prepareOnce(a, config, false), prepareOnce(b, config, false)]);
    expect(started.filter((s) => s.prepared === 'elsewhere')).toHaveLength(1);
    expect(started.filter((s) => s.seeded === true)).toHaveLength(1);
    const count = async (table: 'project') => Number((await a.selectFrom(table).select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const seeded = await openTestDatabase(dataDir, 'seeded');
    opened.push(seeded);
    const expected = Number((await seeded.selectFrom('project').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(await count('project')).toBe(expected);
  }, 60_000);
});
