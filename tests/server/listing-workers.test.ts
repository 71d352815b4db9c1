import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../../mock-server/src/db/connection';
import type { ListingFilter } from '../../mock-server/src/services/listing-filters';
import { findListings, readListings } from '../../mock-server/src/services/listing';
import { attachListingWorkers, listingWorkersOf, listingWorkersReady } from '../../mock-server/src/services/listing-workers';
import { CLIENT_ID, makeTestApp, type TestApp } from './helpers';
import { onPostgres } from './test-db';

/** Filters covering each read path: no filter, the operationId arms + province, `q` walked and driven, lists, bands. */
const CASES: Array<[ListingFilter, 'newest' | 'hottest', number, number]> = [
  [{}, 'newest', 10, 0],
  [{}, 'hottest', 7, 14],
  [{ operationId: '1', province: '51' }, 'newest', 5, 0],
  [{ q: '耕地' }, 'newest', 10, 0],
  [{ q: '村', statuses: [1, 2] }, 'newest', 6, 6],
  [{ q: '不存在的词' }, 'newest', 10, 0],
  [{ investmentBand: '2', transferType: '1', projectNatures: [0, 49] }, 'hottest', 10, 0],
];

describe.skipIf(onPostgres)('listing reads in worker threads (SQLite file, LISTING_WORKERS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    process.env.LISTING_PLAIN_MAX = '0'; // the seed read through the indexes, as a grown exchange is
    t = await makeTestApp({ env: { LISTING_WORKERS: '1' } });
    await listingWorkersReady(t.db);
  });
  afterAll(async () => { delete process.env.LISTING_PLAIN_MAX; await t?.close(); });

  it('answers every list, including the last page, exactly as the server thread does', async () => {
    expect(listingWorkersOf(t.db)?.size).toBe(1);
    const { total } = await readListings(t.db, {}, 'newest', 1, 0);
    for (const [filter, order, limit, offset] of [...CASES, [{}, 'newest', 10, total - 3] as const]) {
      const inThread = await readListings(t.db, filter, order, limit, offset);
      expect(await findListings(t.db, filter, order, limit, offset)).toEqual(inThread);
    }
  });

  it('shows a write committed on the server connection to the very next listing read, totals included', async () => {
    const before = await findListings(t.db, { statuses: [4] }, 'newest', 5, 0);
    const { records: [row] } = await findListings(t.db, { statuses: [1] }, 'newest', 1, 0);
    await t.db.updateTable('project').set({ status: 4, assetsName: '线程可见测试' }).where('assetsId', '=', row.assetsId).execute();
    const after = await findListings(t.db, { statuses: [4] }, 'newest', 5, 0);
    expect(after.total).toBe(before.total + 1);
    expect((await findListings(t.db, { q: '线程可见' }, 'newest', 5, 0)).records.map((r) => r.assetsId)).toEqual([row.assetsId]);
    // Through the route and its answer cache too.
    const page = await t.app.inject({
      method: 'POST', url: '/api/dscq-project/search/page', headers: { 'client-id': CLIENT_ID }, payload: { q: '线程可见' },
    });
    expect(page.json().data.records[0].assetsName).toBe('线程可见测试');
  });

  it('turns a query error in the thread into a rejected read, and the thread keeps answering', async () => {
    await expect(findListings(t.db, {}, 'sideways' as 'newest', 5, 0)).rejects.toThrow();
    expect((await findListings(t.db, {}, 'newest', 2, 0)).records).toHaveLength(2);
  });

  it('stop when the app closes; reads go back to the server thread', async () => {
    const workers = listingWorkersOf(t.db)!;
    await t.app.close();
    expect(workers.size).toBe(0);
    expect(listingWorkersOf(t.db)).toBeUndefined();
    expect((await findListings(t.db, {}, 'newest', 3, 0)).records).toHaveLength(3);
  });
});

describe.skipIf(onPostgres)('a listing worker that dies mid-read', () => {
  it('leaves the pool, and the read it held is answered on the server thread', async () => {
    process.env.LISTING_PLAIN_MAX = '0';
    const t = await makeTestApp({ env: { LISTING_WORKERS: '1' } });
    try {
      await listingWorkersReady(t.db);
      const workers = listingWorkersOf(t.db)!;
      const expected = await readListings(t.db, { q: '耕地' }, 'newest', 10, 0);
      const read = findListings(t.db, { q: '耕地' }, 'newest', 10, 0); // posted to the thread before it is stopped
      // The pool's one thread, stopped from outside as a crash would stop it.
      await (workers as unknown as { threads: Array<{ worker: { terminate: () => Promise<number> } }> }).threads[0].worker.terminate();
      expect(await read).toEqual(expected);
      expect(listingWorkersOf(t.db)).toBeUndefined();
    } finally {
      delete process.env.LISTING_PLAIN_MAX;
      await t.close();
    }
  });
});

describe.skipIf(onPostgres)('listing workers: when they are not started', () => {
  it('are not started for an in-memory database, nor when turned off', async () => {
    const memory = openSqlite(':memory:');
    const stop = attachListingWorkers(memory, 2);
    expect(listingWorkersOf(memory)).toBeUndefined();
    await stop();
    await memory.destroy();
    const dir = mkdtempSync(path.join(tmpdir(), 'listing-workers-'));
    const file = openSqlite(path.join(dir, 'off.sqlite'));
    attachListingWorkers(file, 0);
    expect(listingWorkersOf(file)).toBeUndefined();
    await file.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
});
