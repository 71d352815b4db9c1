import Database from 'better-sqlite3';
import path from 'node:path';
import Fastify from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVER_NOW_HEADER } from '../../contract/envelope';
import { projectSearchSchema } from '../../contract/projects';
import { z } from 'zod';
import { AnswerCache } from '../../mock-server/src/http/answer-cache';
import { BodyMemo, MAX_BODY_CHARS } from '../../mock-server/src/http/body-memo';
import { installBodyParsers } from '../../mock-server/src/http/body-parsers';
import { installErrorHandler } from '../../mock-server/src/http/error-handler';
import { offsetOf, ok, toPage } from '../../mock-server/src/http/envelope';
import { post } from '../../mock-server/src/http/route';
import { searchFilter } from '../../mock-server/src/modules/project/index';
import { sweepLotStatuses } from '../../mock-server/src/modules/sync/index';
import { findListings } from '../../mock-server/src/services/listing';
import { listingVersionReader } from '../../mock-server/src/services/listing-version';
import { CLIENT_ID, FIXED_NOW, makeTestApp, type TestApp } from './helpers';
import { databaseUrl, onPostgres } from './test-db';

const SEARCH = '/api/dscq-project/search/page';

describe('answer cache of the public listings (search/page, hot-by-solr, new-publish)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await makeTestApp(); });
  afterAll(async () => { await t?.close(); });

  /** The raw HTTP answer of search/page for `body`. */
  const search = (body: Record<string, unknown>) => t.app.inject({
    method: 'POST', url: SEARCH, headers: { 'client-id': CLIENT_ID, 'content-type': 'application/json' }, payload: body,
  });

  /** The envelope the uncached code computes right now for `body`, serialised like the route does. */
  async function fresh(body: Record<string, unknown>): Promise<string> {
    const p = projectSearchSchema.parse(body);
    const { records, total } = await findListings(t.db, searchFilter(p), 'newest', p.size, offsetOf(p.size, p.current));
    return JSON.stringify(ok(toPage(records, total, p.size, p.current)));
  }

  it('answers repeated and equivalent calls with exactly what an uncached computation gives', async () => {
    const bodies = [
      { province: '51', status: 2, operationId: '1', q: '村', current: 1, size: 10 },
      { current: 1, size: 10 }, { current: 2, size: 10 }, { current: 999, size: 10 }, { status: 1, size: 7, current: 3 },
      { q: '耕地', projectNatures: '0,49' }, { investmentBand: '2', transferType: '1' },
    ];
    for (const body of bodies) {
      const first = await search(body);
      const second = await search(body);
      const expected = await fresh(body);
      expect(first.body, JSON.stringify(body)).toBe(expected);
      expect(second.body, JSON.stringify(body)).toBe(expected);
      for (const res of [first, second]) {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(Number(res.headers[SERVER_NOW_HEADER.toLowerCase()])).toBe(FIXED_NOW);
      }
    }
    // The same filters spelled differently (strings, spaces, defaults, a cache buster) share one answer.
    const spelled = await t.app.inject({
      method: 'POST', url: `${SEARCH}?n=123`, headers: { 'client-id': CLIENT_ID, 'content-type': 'application/json' },
      payload: { province: '51', status: '2', operationId: '1', q: ' 村 ' },
    });
    expect(spelled.body).toBe(await fresh({ province: '51', status: 2, operationId: '1', q: '村', current: 1, size: 10 }));
  });

  it('keeps 400 answers uncached and exact', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await search({ status: 5 });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain('项目状态只能是1、2、3、4、7');
    }
  });

  it('shows a project status change at once (a write through the server)', async () => {
    const before = (await search({ status: 1, size: 100 })).json().data;
    const moved = before.records[0];
    expect(moved).toBeDefined();
    await t.db.updateTable('project').set({ status: 4 }).where('assetsId', '=', moved.assetsId).execute();
    const after = (await search({ status: 1, size: 100 })).json().data;
    expect(after.total).toBe(before.total - 1);
    expect(after.records.map((r: { assetsId: string }) => r.assetsId)).not.toContain(moved.assetsId);
    const ended = (await search({ q: moved.projectCode })).json().data.records;
    expect(ended.map((r: { state: string }) => r.state)).toEqual(['已结束']);
    expect((await search({ status: 1, size: 100 })).body).toBe(await fresh({ status: 1, size: 100 }));
  });

  it('shows the status sweeper closing lots', async () => {
    const body = { status: 3, size: 100 };
    const bidding = (await search(body)).json().data.total;
    expect(bidding).toBeGreaterThan(0);
    expect(await sweepLotStatuses(t.db, FIXED_NOW + 30 * 24 * 3600 * 1000)).toBeGreaterThan(0);
    const answer = await search(body);
    expect(answer.body).toBe(await fresh(body));
    expect(answer.json().data.total).toBeLessThan(bidding);
  });

  it('moves the listing version on listed columns only, so bids do not flush the caches', async () => {
    const version = listingVersionReader(t.db);
    const { assetsId } = await t.db.selectFrom('project').select('assetsId').executeTakeFirstOrThrow();
    const v0 = version();
    await t.db.updateTable('project').set({ biddingCount: 42, biddingPriceFen: 123_400 }).where('assetsId', '=', assetsId).execute();
    expect(version()).toBe(v0);
    await t.db.updateTable('project').set({ assetsName: '版本测试项目' }).where('assetsId', '=', assetsId).execute();
    expect(version()).toBe(v0 + 1);
    await t.db.updateTable('region').set({ name: '四川' }).where('code', '=', '51').execute();
    expect(version()).toBe(v0 + 2);
    await t.db.updateTable('region').set({ name: '四川省' }).where('code', '=', '51').execute();
  });

  /**
   * Runs `check` once on SQLite, whose version reader re-reads in the call; on PostgreSQL, whose reader re-reads in the
   * background, until it passes (at most 1 s).
   */
  const eventually = (check: () => Promise<void>): Promise<void> => (onPostgres ? vi.waitFor(check, { timeout: 1000, interval: 20 }) : check());

  /** Runs `statement` (one `?`-style parameter as `$1` on PostgreSQL) on a connection of its own, as another process would. */
  async function writeFromOtherProcess(statement: string, param: unknown): Promise<void> {
    if (!onPostgres) {
      const other = new Database(path.join(t.dataDir, 'exchange.sqlite'));
      try { other.prepare(statement).run(param); } finally { other.close(); }
      return;
    }
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db);
    const other = new pg.Client({ connectionString: databaseUrl(rows[0].name) });
    await other.connect();
    try { await other.query(statement.replace('?', '$1'), [param]); } finally { await other.end(); }
  }

  it('sees a write by another process on the same database within the recheck interval', async () => {
    const body = { status: 2, size: 100 };
    const before = (await search(body)).json().data;
    await writeFromOtherProcess('update project set status = 7 where assets_id = ?', before.records[0].assetsId);
    await new Promise((r) => setTimeout(r, 300));
    // SQLite re-reads the version in the call itself; PostgreSQL re-reads it in the background (a round trip later).
    await eventually(async () => {
      const after = await search(body);
      expect(after.body).toBe(await fresh(body));
      expect(after.json().data.total).toBe(before.total - 1);
    });
  });

  it('serves a stored answer until the version moves (the stored copy is really used)', async () => {
    const body = { size: 5, current: 1 };
    const first = (await search(body)).json().data.records[0];
    // Without its trigger a rename does not move the version: the stored answer keeps the old name…
    await sql`drop trigger listing_version_project_update ${sql.raw(onPostgres ? 'on project' : '')}`.execute(t.db);
    await t.db.updateTable('project').set({ assetsName: '改名后的项目' }).where('assetsId', '=', first.assetsId).execute();
    // (On PostgreSQL nothing is served from the cache until the version is re-read after this process's own write.)
    await eventually(async () => {
      expect((await search(body)).json().data.records[0].assetsName).toBe(first.assetsName);
    });
    // …until the version moves.
    await t.db.updateTable('listingVersion').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', 1).execute();
    expect((await search(body)).json().data.records[0].assetsName).toBe('改名后的项目');
  });
});

describe('AnswerCache', () => {
  it('serves only under the version it was stored with, and not after the TTL', () => {
    let version = 1;
    let now = 0;
    const cache = new AnswerCache({ version: () => version, ttlMs: 1000, clock: () => now });
    expect(cache.read('a')).toEqual({ version: 1 });
    cache.store('a', 1, 'A');
    expect(cache.read('a').body).toBe('A');
    version = 2;
    expect(cache.read('a')).toEqual({ version: 2 });
    cache.store('a', 2, 'A2');
    now = 999;
    expect(cache.read('a').body).toBe('A2');
    now = 1000;
    expect(cache.read('a').body).toBeUndefined();
    expect(cache.stats).toEqual({ hits: 2, misses: 3 });
  });

  it('drops the least recently served first, by count and by size, and never keeps an uncommitted (NaN) version', () => {
    const cache = new AnswerCache({ version: () => 1, maxEntries: 2, maxChars: 10 });
    cache.store('a', 1, 'aaa');
    cache.store('b', 1, 'bbb');
    expect(cache.read('a').body).toBe('aaa'); // a is now the most recent
    cache.store('c', 1, 'ccc');
    expect(cache.read('b').body).toBeUndefined();
    expect(cache.read('a').body).toBe('aaa');
    cache.store('d', 1, 'dddddddd'); // 3 + 3 + 8 chars > 10: the two oldest go
    expect(cache.size).toBe(1);
    expect(cache.read('d').body).toBe('dddddddd');
    cache.store('e', NaN, 'e');
    expect(cache.read('e').body).toBeUndefined();
    cache.store('huge', 1, 'x'.repeat(11));
    expect(cache.read('huge').body).toBeUndefined();
  });

  it('may not serve a route that answers per caller', async () => {
    const app = Fastify();
    app.decorate('requireUser', async () => undefined);
    const cache = new AnswerCache({ version: () => 1 });
    expect(() => post(app, '/mine', { summary: '本人', requireUser: true, cache, handler: () => 1 })).toThrow('must not depend on the caller');
    await app.close();
  });
});

describe('raw body memo of a cached POST route', () => {
  /** A cached POST route whose schema counts its runs, with the server's body parsers and error handler. */
  async function memoApp() {
    const app = Fastify();
    installBodyParsers(app);
    installErrorHandler(app);
    const runs = { schema: 0, handler: 0 };
    const schema = z.object({ size: z.coerce.number().int().min(1).default(10), q: z.string().trim().optional() })
      .transform((p) => { runs.schema += 1; return p; });
    post(app, '/search', {
      summary: '搜索', params: schema, cache: new AnswerCache({ version: () => 1 }),
      handler: (p) => { runs.handler += 1; return p; },
    });
    await app.ready();
    const call = (payload: string, url = '/search') => app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
    return { app, runs, call };
  }

  it('validates a raw body once, then answers it from the memo and the answer cache', async () => {
    const { app, runs, call } = await memoApp();
    const body = '{"q":" 村 ","size":"5"}';
    for (let i = 0; i < 3; i += 1) {
      const res = await call(body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 200, success: true, data: { size: 5, q: '村' }, msg: '操作成功' });
    }
    expect(runs).toEqual({ schema: 1, handler: 1 });
    // Other bytes for the same filters are validated, then share the stored answer.
    expect((await call('{"size":5,"q":"村"}')).json().data).toEqual({ size: 5, q: '村' });
    expect(runs).toEqual({ schema: 2, handler: 1 });
    // With a query string the body is not the whole call: validated every time, and the query counts.
    for (let i = 0; i < 2; i += 1) expect((await call(body, '/search?size=7')).json().data).toEqual({ size: 5, q: '村' });
    expect((await call('{}', '/search?size=7')).json().data).toEqual({ size: 7 });
    expect(runs.schema).toBe(5);
    await app.close();
  });

  it('rejects bad bodies with the 400 envelope every time', async () => {
    const { app, runs, call } = await memoApp();
    for (let i = 0; i < 2; i += 1) {
      const bad = await call('{"size":0}');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 400, success: false, data: null });
      expect(bad.json().msg).toMatch(/[\u4e00-\u9fff]/);
      const malformed = await call('{"size":');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().msg).toBe('请求体不是合法的 JSON');
      const notObject = await call('[1]');
      expect(notObject.statusCode).toBe(400);
      expect(notObject.json().msg).toBe('请求体必须是 JSON 对象');
    }
    expect(runs.handler).toBe(0);
    // An empty body is {} as everywhere else.
    expect((await call('')).json().data).toEqual({ size: 10 });
    await app.close();
  });

  it('keeps at most its entry count, oldest out, and no long bodies', () => {
    const memo = new BodyMemo<number>(2);
    memo.set('a', { params: 1, key: 'A' });
    memo.set('b', { params: 2, key: 'B' });
    memo.set('c', { params: 3, key: 'C' });
    expect(memo.get('a')).toBeUndefined();
    expect(memo.get('c')).toEqual({ params: 3, key: 'C' });
    expect(memo.size).toBe(2);
    memo.set('x'.repeat(MAX_BODY_CHARS + 1), { params: 4, key: 'X' });
    expect(memo.get('x'.repeat(MAX_BODY_CHARS + 1))).toBeUndefined();
  });
});
