import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ID_HEADER, SERVER_NOW_HEADER } from '../../contract/envelope';
import { buildApp } from '../../mock-server/src/app';
import { loadConfig } from '../../mock-server/src/config';
import { openSqlite } from '../../mock-server/src/db/connection';
import { call, CLIENT_ID, FIXED_NOW, makeTestApp, type TestApp } from './helpers';

describe('cross-cutting HTTP behaviour', () => {
  let t: TestApp;
  beforeAll(async () => { t = await makeTestApp(); });
  afterAll(async () => { await t?.close(); });

  it('answers 401 without or with a wrong Client-Id, on known and unknown API paths', async () => {
    for (const clientId of [null, 'someone-else', '']) {
      const a = await call(t.app, 'GET', '/api/dscq-system/industry/list', {}, { clientId });
      expect(a.body).toEqual({ code: 401, success: false, data: null, msg: '缺少或无效的客户端标识（Client-Id）' });
    }
    expect((await call(t.app, 'POST', '/api/nowhere', {}, { clientId: null })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api-bid/anything', {}, { clientId: 'x' })).status).toBe(401);
  });

  it('accepts the client id as Client-Id in any case, and X-Client-Id as an alias (§7)', async () => {
    for (const name of ['Client-Id', 'client-id', 'CLIENT-ID', 'X-Client-Id', 'x-client-id']) {
      const a = await call(t.app, 'GET', '/api/dscq-system/industry/list', {}, { clientId: null, headers: { [name]: CLIENT_ID } });
      expect(a.status, name).toBe(200);
    }
    const wrong = await call(t.app, 'GET', '/api/dscq-system/industry/list', {}, { clientId: null, headers: { 'client-id': 'someone-else' } });
    expect(wrong.status).toBe(401);
  });

  it('stamps every response with X-Server-Now from the server clock', async () => {
    const ok = await call(t.app, 'GET', '/api/dscq-system/industry/list');
    expect(ok.headers[SERVER_NOW_HEADER.toLowerCase()]).toBe(String(FIXED_NOW));
    const denied = await call(t.app, 'GET', '/api/dscq-system/industry/list', {}, { clientId: null });
    expect(denied.headers[SERVER_NOW_HEADER.toLowerCase()]).toBe(String(FIXED_NOW));
    const page = await t.app.inject({ method: 'GET', url: '/index' });
    expect(page.headers[SERVER_NOW_HEADER.toLowerCase()]).toBe(String(FIXED_NOW));
  });

  it('answers unknown API routes with the 404 envelope', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const a = await call(t.app, method, '/api/dscq-project/no-such-call');
      expect(a.body).toEqual({ code: 404, success: false, data: null, msg: '接口不存在' });
    }
    expect((await call(t.app, 'GET', '/api-bid/nothing-yet')).body.msg).toBe('接口不存在');
    expect((await call(t.app, 'GET', '/api/dev/outbox')).status).toBe(404);
  });

  it('rejects malformed JSON with a 400 envelope and reads an empty JSON body as no parameters', async () => {
    const headers = { [CLIENT_ID_HEADER]: CLIENT_ID, 'content-type': 'application/json' };
    const bad = await t.app.inject({ method: 'POST', url: '/api/dscq-project/search/page', headers, payload: '{"size": 2,' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 400, success: false, data: null, msg: '请求体不是合法的 JSON' });
    const notObject = await t.app.inject({ method: 'POST', url: '/api/dscq-project/search/page', headers, payload: '[1,2]' });
    expect(notObject.json().msg).toBe('请求体必须是 JSON 对象');
    const empty = await t.app.inject({ method: 'POST', url: '/api/dscq-project/search/page?size=3', headers, payload: '' });
    expect(empty.json().data.size).toBe(3);
  });

  it('answers a query-parameter POST whose body is not JSON from its query, ignoring the body (§7)', async () => {
    const url = '/api/dscq-project/search/page?size=3&current=2';
    const json = await t.app.inject({ method: 'POST', url, headers: { [CLIENT_ID_HEADER]: CLIENT_ID, 'content-type': 'application/json' }, payload: '{}' });
    expect(json.statusCode).toBe(200);
    const expected = json.json().data.records;
    expect(expected).toHaveLength(3);
    // What generic HTTP clients send: `{}` as text/plain, and a body without any content type.
    for (const contentType of ['text/plain', 'text/plain; charset=utf-8', undefined]) {
      const res = await t.app.inject({
        method: 'POST', url, payload: '{}',
        headers: { [CLIENT_ID_HEADER]: CLIENT_ID, ...(contentType ? { 'content-type': contentType } : {}) },
      });
      expect(res.statusCode, String(contentType)).toBe(200);
      expect(res.json().data.records).toEqual(expected);
    }
  });

  it('merges POST query and body parameters, the body winning, and ignores the cache buster n', async () => {
    const headers = { [CLIENT_ID_HEADER]: CLIENT_ID };
    const res = await t.app.inject({
      method: 'POST', url: '/api/dscq-project/search/page?size=3&current=2&n=0.123', headers, payload: { size: 5 },
    });
    const page = res.json().data;
    expect([page.size, page.current]).toEqual([5, 2]);
    const form = await t.app.inject({
      method: 'POST', url: '/api/dscq-project/search/page', payload: 'size=4',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.json().data.size).toBe(4);
  });

  it('names the bad field in Chinese on validation errors', async () => {
    const a = await call(t.app, 'GET', '/api/dscq-system/dict/dictionary');
    expect(a.body.code).toBe(400);
    expect(a.body.msg).toMatch(/^参数 code 无效：/);
    expect(a.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('serves a build hint instead of the SPA when there is no build, and seeded files under /files/', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/project?q=%E8%80%95' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('npm run build');
    const missing = await t.app.inject({ method: 'GET', url: '/files/nope.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, success: false, data: null, msg: '文件不存在' });
    mkdirSync(path.join(t.dataDir, 'files', 'test'), { recursive: true });
    writeFileSync(path.join(t.dataDir, 'files', 'test', 'a.txt'), 'hello');
    const file = await t.app.inject({ method: 'GET', url: '/files/test/a.txt' });
    expect([file.statusCode, file.body]).toEqual([200, 'hello']);
  });
});

describe('static build and SPA fallback', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'exchange-dist-'));
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    t = await makeTestApp({ staticDir: dist });
  });
  afterAll(async () => {
    await t?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it('serves files of the build and index.html for client routes, never for API paths', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
    for (const url of ['/', '/index', '/projectDetail/abc.html', '/usercenter/files/list?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('id="root"');
    }
    const api = await call(t.app, 'GET', '/api/unknown/path');
    expect(api.body.msg).toBe('接口不存在');
    const push = await t.app.inject({ method: 'GET', url: '/push' });
    expect(push.statusCode).toBe(404);
  });
});

describe('unexpected failures', () => {
  it('answers 500 with a generic message and no details', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'exchange-broken-'));
    const db = openSqlite(':memory:'); // never migrated: every query fails
    const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, STATIC_DIR: dataDir }), db, logger: false });
    try {
      const a = await call(app, 'GET', '/api/dscq-system/industry/list');
      expect(a.body).toEqual({ code: 500, success: false, data: null, msg: '服务器繁忙，请稍后再试' });
    } finally {
      await app.close();
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
