import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZHANGSAN, bearer, login, token } from './auth-helpers';
import { FIXED_NOW, call, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await makeTestApp({ devTools: true }); });
afterAll(async () => { await t.close(); });

const DETAIL = '/api/dscq-user/user/detail';
const detail = (headers: Record<string, string>) => call(t.app, 'GET', DETAIL, {}, { headers });
const refresh = (refreshToken: string) => token(t.app, { grant_type: 'refresh_token', refresh_token: refreshToken });

async function session() {
  const { body } = await login(t.app, 'zhangsan');
  return { access: body.access_token as string, refresh: body.refresh_token as string };
}

describe('refresh_token grant', () => {
  it('rotates: each refresh answers a new pair and the old refresh token is spent', async () => {
    const first = await session();
    const second = await refresh(first.refresh);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ baseUserId: ZHANGSAN.id, isAllowAccess: true });
    expect(second.body.refresh_token).not.toBe(first.refresh);
    const third = await refresh(second.body.refresh_token);
    expect(third.status).toBe(200);
    const rows = await t.db.selectFrom('refreshToken').selectAll().where('userId', '=', ZHANGSAN.id).execute();
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash) && r.tokenHash !== first.refresh)).toBe(true);
  });

  it('reuse of a rotated token revokes the whole family, including the newest tokens', async () => {
    const first = await session();
    const second = await refresh(first.refresh);
    const third = await refresh(second.body.refresh_token);
    expect((await detail(bearer(third.body.access_token))).status).toBe(200);

    const replay = await refresh(first.refresh);
    expect(replay).toMatchObject({ status: 401, body: { error_code: 401, error_description: '登录已失效，请重新登录' } });
    expect((await refresh(third.body.refresh_token)).body.error_description).toBe('登录已失效，请重新登录');
    expect((await detail(bearer(third.body.access_token))).body).toMatchObject({ code: 401, msg: '请求未授权' });
    expect((await detail(bearer(first.access))).body.msg).toBe('请求未授权');
  });

  it('leaves other sessions of the same user alone', async () => {
    const a = await session();
    const b = await session();
    const a2 = await refresh(a.refresh);
    await refresh(a.refresh);
    expect((await detail(bearer(a2.body.access_token))).status).toBe(401);
    expect((await detail(bearer(b.access))).status).toBe(200);
    expect((await refresh(b.refresh)).status).toBe(200);
  });

  it('refuses an unknown and an expired refresh token', async () => {
    expect((await refresh('not-a-token')).body).toEqual({ error_code: 401, error_description: '刷新令牌无效，请重新登录' });
    const s = await session();
    t.setNow(FIXED_NOW + 7 * 86_400_000);
    try {
      expect((await refresh(s.refresh)).body.error_description).toBe('登录已过期，请重新登录');
    } finally {
      t.setNow(FIXED_NOW);
    }
  });
});

describe('protected routes', () => {
  it('answer 401 缺失令牌,鉴权失败 without a token', async () => {
    const answer = await detail({});
    expect(answer.body).toEqual({ code: 401, success: false, data: null, msg: '缺失令牌,鉴权失败' });
  });

  it('answer 401 请求未授权 for a malformed, forged or expired token', async () => {
    const { access } = await session();
    expect((await detail({ 'Blade-Auth': 'token-without-scheme' })).body.msg).toBe('请求未授权');
    const forged = `${access.slice(0, -4)}${access.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    expect((await detail(bearer(forged))).body.msg).toBe('请求未授权');
    t.setNow(FIXED_NOW + 900_000);
    try {
      expect((await detail(bearer(access))).body).toMatchObject({ code: 401, msg: '请求未授权' });
    } finally {
      t.setNow(FIXED_NOW);
    }
    expect((await detail(bearer(access))).status).toBe(200);
  });

  it('accept Authorization: Bearer and the access_token query parameter too', async () => {
    const { access } = await session();
    expect((await detail({ Authorization: `Bearer ${access}` })).status).toBe(200);
    expect((await call(t.app, 'GET', DETAIL, { access_token: access })).status).toBe(200);
  });
});

describe('logout', () => {
  it('revokes the session at once: access and refresh tokens stop working', async () => {
    const s = await session();
    const out = await call(t.app, 'GET', '/api/logout', {}, { headers: bearer(s.access) });
    expect(out.body).toEqual({ code: 200, success: true, data: null, msg: '操作成功' });
    expect((await detail(bearer(s.access))).body).toMatchObject({ code: 401, msg: '请求未授权' });
    expect((await refresh(s.refresh)).status).toBe(401);
  });

  it('is idempotent and works without a token or with an expired one', async () => {
    const s = await session();
    expect((await call(t.app, 'GET', '/api/logout')).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/logout', {}, { headers: bearer('garbage') })).status).toBe(200);
    t.setNow(FIXED_NOW + 3600_000);
    try {
      expect((await call(t.app, 'GET', '/api/logout', {}, { headers: bearer(s.access) })).status).toBe(200);
      expect((await call(t.app, 'GET', '/api/logout', {}, { headers: bearer(s.access) })).status).toBe(200);
      expect((await refresh(s.refresh)).status).toBe(401);
    } finally {
      t.setNow(FIXED_NOW);
    }
  });
});
