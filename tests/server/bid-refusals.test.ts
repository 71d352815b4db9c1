import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BidService } from '../../mock-server/src/auction/service/bid-service';
import { CommitCoordinator } from '../../mock-server/src/db/commit-coordinator';
import { RefusalCache } from '../../mock-server/src/auction/service/refusal-cache';
import { openSqlite, sqliteOf } from '../../mock-server/src/db/connection';
import { createTestLot, FIXED_NOW, makeTestApp, type TestApp } from './helpers';

const ZHANGSAN = '1900000000000000001';
const CQNONGYE = '1900000000000000004';

describe('bid service: refusals are answered, remembered in memory, never stored', () => {
  let t: TestApp;
  let bids: BidService;
  let lot: string;
  const bid = (service: BidService, userId: string, yuan: number, key: string, assetsId = lot) =>
    service.place(userId, { assetsId, priceFen: yuan * 100, idempotencyKey: key }, 'bid');
  const keyRows = (assetsId = lot) => t.db.selectFrom('bidIdempotency').select(['idempotencyKey', 'outcome']).where('assetsId', '=', assetsId).execute();
  const eventCount = async (assetsId = lot) => (await t.db.selectFrom('lotEvent').select('seq').where('assetsId', '=', assetsId).execute()).length;

  beforeAll(async () => {
    t = await makeTestApp();
    bids = t.app.bids;
    ({ assetsId: lot } = await createTestLot(t.db, FIXED_NOW, {
      assetsName: '测试村 8 亩鱼塘经营权出租', mode: 'ongoing', startPrice: 1000, increment: 100, startAt: '-10m', endAt: '+20m', extensionWindowSec: 60,
    }, ['zhangsan', 'cqnongye']));
  });
  afterAll(async () => { await t?.close(); });

  it('leaves no row for a refusal and answers a retried refused key the same, even once the bid would be valid', async () => {
    await bid(bids, ZHANGSAN, 1000, 'refusal-key-01');
    const events = await eventCount();
    await bids.pause(lot, '网络故障');
    await expect(bid(bids, CQNONGYE, 1100, 'refusal-key-02')).rejects.toMatchObject({ code: 409, reason: 'paused' });
    expect((await keyRows()).map((r) => r.idempotencyKey)).toEqual(['refusal-key-01']);
    expect(await eventCount()).toBe(events + 1); // the pause only
    await bids.resume(lot);

    // The same key: the same refusal (not decided again); another price under it: the key conflict.
    await expect(bid(bids, CQNONGYE, 1100, 'refusal-key-02')).rejects.toMatchObject({ code: 409, reason: 'paused' });
    await expect(bid(bids, CQNONGYE, 1200, 'refusal-key-02')).rejects.toMatchObject({ code: 409, message: '同一请求标识的出价金额不一致' });
    // A fresh key at that price is accepted now.
    expect(await bid(bids, CQNONGYE, 1100, 'refusal-key-03')).toMatchObject({ replayed: false, price: 1100 });
    expect((await keyRows()).map((r) => r.idempotencyKey).sort()).toEqual(['refusal-key-01', 'refusal-key-03']);
  });

  it('decides an in-flight duplicate of a refused key once and gives both callers the refusal', async () => {
    const before = await eventCount();
    const [a, b] = await Promise.allSettled([bid(bids, CQNONGYE, 1200, 'refusal-key-04'), bid(bids, CQNONGYE, 1200, 'refusal-key-04')]);
    for (const r of [a, b]) expect(r).toMatchObject({ status: 'rejected', reason: { code: 403, reason: 'self-outbid' } });
    expect(await eventCount()).toBe(before);
    expect((await keyRows()).some((r) => r.idempotencyKey === 'refusal-key-04')).toBe(false);
  });

  it('answers a refusal decided after an accepted bid of the same batch only once that bid is stored', async () => {
    const before = await eventCount();
    let seenAtRefusal = -1;
    const accepted = bid(bids, ZHANGSAN, 1200, 'refusal-key-05');
    const refused = bid(bids, CQNONGYE, 1200, 'refusal-key-06').catch(async (err: unknown) => {
      seenAtRefusal = await eventCount();
      return err;
    });
    expect(await accepted).toMatchObject({ price: 1200 });
    expect(await refused).toMatchObject({ code: 400, nextValidPrice: 1300 });
    expect(seenAtRefusal).toBe(before + 1);
  });

  it('after a restart keeps accepted keys (answered from the database) and decides a refused key afresh', async () => {
    const restarted = new BidService({ db: t.db, now: t.now });
    const replay = await bid(restarted, ZHANGSAN, 1200, 'refusal-key-05');
    expect(replay).toMatchObject({ replayed: true, price: 1200 });
    // Refused before the restart (403 while CQNONGYE led at 1100); decided again now, it meets 400 at 1200.
    await expect(bid(restarted, CQNONGYE, 1200, 'refusal-key-04')).rejects.toMatchObject({ code: 400, nextValidPrice: 1300 });
    expect(await bid(restarted, CQNONGYE, 1300, 'refusal-key-07')).toMatchObject({ replayed: false, price: 1300 });
    await restarted.stop();
  });
});

describe('refusal cache', () => {
  it('forgets the oldest refusal beyond its size and drops a lot on request', () => {
    const cache = new RefusalCache(2);
    const error = { code: 400, msg: '出价低于当前最低有效价' };
    cache.set('lot-a', 'u1', 'k1', { priceFen: 100, error });
    cache.set('lot-a', 'u1', 'k2', { priceFen: 200, error });
    cache.set('lot-b', 'u1', 'k3', { priceFen: 300, error });
    expect(cache.get('lot-a', 'u1', 'k1')).toBeUndefined();
    expect(cache.get('lot-a', 'u1', 'k2')).toEqual({ priceFen: 200, error });
    cache.dropLot('lot-a');
    expect(cache.get('lot-a', 'u1', 'k2')).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});

describe('commit coordinator', () => {
  it('commits the batches of one turn together, rolling back only a batch that fails', async () => {
    const db = openSqlite(':memory:');
    const raw = sqliteOf(db);
    raw.exec('CREATE TABLE t (lot TEXT, n INTEGER, PRIMARY KEY (lot, n))');
    const insert = raw.prepare('INSERT INTO t VALUES (?, ?)');
    const commits = new CommitCoordinator(db);
    const begins: number[] = [];
    const results = await Promise.allSettled([
      commits.commit(() => { begins.push(1); insert.run('a', 1); insert.run('a', 2); }),
      commits.commit(() => { begins.push(2); insert.run('b', 1); insert.run('b', 1); }),
      commits.commit(() => { begins.push(3); insert.run('c', 1); }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(begins).toEqual([1, 2, 3]);
    expect(raw.prepare('SELECT lot, n FROM t ORDER BY lot, n').all()).toEqual([{ lot: 'a', n: 1 }, { lot: 'a', n: 2 }, { lot: 'c', n: 1 }]);
    expect(raw.inTransaction).toBe(false);
    await db.destroy();
  });

  it('waits for a Kysely transaction in progress instead of writing inside it', async () => {
    const db = openSqlite(':memory:');
    const raw = sqliteOf(db);
    raw.exec('CREATE TABLE t (lot TEXT, n INTEGER)');
    const commits = new CommitCoordinator(db);
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    const other = db.transaction().execute(async (trx) => {
      await trx.insertInto('t' as never).values({ lot: 'x', n: 1 } as never).execute();
      await held;
      throw new Error('rolled back');
    });
    const joint = commits.commit(() => void raw.prepare('INSERT INTO t VALUES (?, ?)').run('a', 1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await expect(other).rejects.toThrow('rolled back');
    await joint;
    expect(raw.prepare('SELECT lot FROM t').all()).toEqual([{ lot: 'a' }]);
    await db.destroy();
  });
});
