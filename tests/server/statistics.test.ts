import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ID, FIXED_NOW, makeTestApp, type TestApp } from './helpers';

describe('page-view statistics (§2 App shell)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await makeTestApp(); });
  afterAll(async () => { await t?.close(); });

  const report = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/dscq-system/statistics/page-view', headers: { 'client-id': CLIENT_ID }, payload });

  it('records a page view with its path, title and referrer at server time', async () => {
    const res = await report({ path: '/project?province=51', title: '农村产权交易平台 - 项目列表', referrer: '/index' });
    expect(res.json()).toMatchObject({ code: 200, success: true, data: { recorded: true } });
    const rows = await t.db.selectFrom('pageView').selectAll().where('path', '=', '/project?province=51').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: '农村产权交易平台 - 项目列表', referrer: '/index', createTime: FIXED_NOW });
  });

  it('refuses a missing or non-path location with a 400 naming the field, and stores nothing', async () => {
    const before = await t.db.selectFrom('pageView').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    for (const payload of [{}, { path: 'https://evil.example/' }, { path: `/${'x'.repeat(600)}` }]) {
      const body = (await report(payload)).json();
      expect(body.code).toBe(400);
      expect(body.msg).toMatch(/path|页面路径/);
    }
    const after = await t.db.selectFrom('pageView').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
