import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../mock-server/src/lib/crypto';
import { LoginThrottle, delayAfter } from '../../mock-server/src/modules/auth/index';
import { DEMO_PASSWORD, LISI, encryptPassword, freshAddress, login, smsCode, solvedCaptcha, token } from './auth-helpers';
import { FIXED_NOW, call, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeEach(async () => {
  await t?.close();
  t = await makeTestApp({ devTools: true });
});
afterAll(async () => { await t.close(); });

const at = (ms: number) => t.setNow(FIXED_NOW + ms);
const fail = (username: string, remoteAddress: string) => login(t.app, username, 'Wrong@Pass1', { remoteAddress });

describe('per account', () => {
  it('slows the 6th attempt after 5 failures, doubling the wait, and keeps the captcha of a refused attempt', async () => {
    const ip = freshAddress();
    for (let i = 0; i < 5; i++) expect((await fail('zhangsan', freshAddress())).body.error_description).toBe('用户名或密码错误');

    const captcha = await solvedCaptcha(t.app);
    const password = await encryptPassword(t.app, DEMO_PASSWORD);
    const refused = await token(t.app, { grant_type: 'password', username: 'zhangsan', password, ...captcha }, { remoteAddress: ip });
    expect(refused).toMatchObject({ status: 429, body: { error_code: 429, error_description: '登录失败次数过多，请 1 秒后再试' } });
    expect((await call(t.app, 'GET', `/api/dev/captcha/${captcha.uuid}`)).status).toBe(200);

    // Each refusal names the wait; after exactly that wait the next attempt is checked (and fails again).
    const waits: string[] = [];
    let clock = 0;
    for (let i = 0; i < 7; i++) {
      const refusal = (await fail('zhangsan', ip)).body.error_description as string;
      waits.push(refusal);
      const seconds = Number(/请 (\d+) 秒/.exec(refusal)?.[1]);
      at((clock += seconds * 1000 - 1));
      expect((await fail('zhangsan', ip)).status).toBe(429);
      at((clock += 1));
      expect((await fail('zhangsan', ip)).body.error_description).toBe('用户名或密码错误');
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30].map((s) => `登录失败次数过多，请 ${s} 秒后再试`));
  });

  it('lets the right password in once the wait is over, and a success clears the count', async () => {
    for (let i = 0; i < 5; i++) await fail('lisi', freshAddress());
    expect((await login(t.app, 'lisi')).status).toBe(429);
    at(1000);
    expect((await login(t.app, 'lisi')).status).toBe(200);
    at(2000);
    for (let i = 0; i < 4; i++) await fail('lisi', freshAddress());
    expect((await login(t.app, 'lisi')).status).toBe(200);
  });

  it('does not slow an address the user logged in from recently when strangers fail elsewhere', async () => {
    const home = freshAddress();
    expect((await login(t.app, 'zhangsan', DEMO_PASSWORD, { remoteAddress: home })).status).toBe(200);
    at(60_000);
    for (let i = 0; i < 12; i++) await fail('zhangsan', freshAddress());
    expect((await fail('zhangsan', freshAddress())).status).toBe(429);
    expect((await login(t.app, 'zhangsan', DEMO_PASSWORD, { remoteAddress: home })).status).toBe(200);
  });

  it('refuses after 100 failures in an hour until the oldest is an hour old', async () => {
    const rows = Array.from({ length: 100 }, (_, i) => ({
      id: newId(), accountKey: `id:${LISI.id}`, ip: `10.1.${i}.1`, grantType: 'password', success: 0, createTime: FIXED_NOW - 3000_000 + i * 30_000,
    }));
    await t.db.insertInto('authAttempt').values(rows).execute();
    const refused = await login(t.app, 'lisi');
    expect(refused).toMatchObject({ status: 429, body: { error_description: '该账号登录失败次数过多，请 10 分钟后再试' } });
    at(600_000);
    expect((await login(t.app, 'lisi')).status).toBe(200);
  });
});

describe('per account, whatever names it', () => {
  it('counts failures by name and by phone against the one account, from any address', async () => {
    for (let i = 0; i < 5; i++) expect((await fail(LISI.loginName, freshAddress())).status).toBe(400);
    // The same account through its phone, from an address that never failed: the account's wait applies.
    expect((await login(t.app, LISI.phone, DEMO_PASSWORD, { remoteAddress: freshAddress() })).body.error_description)
      .toBe('登录失败次数过多，请 1 秒后再试');
    // And through an SMS-code login of its phone.
    at(1000);
    const code = await smsCode(t.app, LISI.phone);
    expect((await fail(LISI.phone, freshAddress())).body.error_description).toBe('用户名或密码错误');
    const captcha = await solvedCaptcha(t.app);
    const bySms = await token(t.app, { grant_type: 'verify_code', telPhone: LISI.phone, code, ...captcha }, { remoteAddress: freshAddress() });
    expect(bySms).toMatchObject({ status: 429, body: { error_description: '登录失败次数过多，请 2 秒后再试' } });
  });

  it('counts a name that matches no account as typed, and still per address', async () => {
    for (let i = 0; i < 5; i++) await fail('nobody_here', freshAddress());
    expect((await fail('NOBODY_HERE', freshAddress())).status).toBe(429);
    expect((await fail('nobody_else', freshAddress())).body.error_description).toBe('用户名或密码错误');
  });
});

describe('per address', () => {
  it('slows an address after 20 failures across any accounts; other addresses are unaffected', async () => {
    const ip = freshAddress();
    for (let i = 0; i < 20; i++) {
      at(i * 1000);
      expect((await fail(`user${i}`, ip)).body.error_description, `failure ${i + 1}`).toBe('用户名或密码错误');
    }
    expect((await login(t.app, 'zhangsan', DEMO_PASSWORD, { remoteAddress: ip })).body.error_description)
      .toBe('登录失败次数过多，请 1 秒后再试');
    expect((await login(t.app, 'zhangsan', DEMO_PASSWORD, { remoteAddress: freshAddress() })).status).toBe(200);
    at(20_000);
    expect((await login(t.app, 'zhangsan', DEMO_PASSWORD, { remoteAddress: ip })).status).toBe(200);
  });
});

describe('LoginThrottle', () => {
  it('grows the delay 1, 2, 4 … 30 s', () => {
    expect([4, 5, 6, 7, 8, 9, 10, 11, 40].map((n) => delayAfter(n, 5))).toEqual([0, 1, 2, 4, 8, 16, 30, 30, 30]);
  });

  it('keeps its counts in the database across restarts and logs refusals', async () => {
    const logged: object[] = [];
    const first = new LoginThrottle({ db: t.db, now: t.now });
    for (let i = 0; i < 5; i++) await first.record('u:someone', '10.2.0.1', 'password', false);
    const restarted = new LoginThrottle({ db: t.db, now: t.now, log: (d) => logged.push(d) });
    expect(await restarted.check('u:someone', '10.2.0.2')).toMatchObject({ allowed: false, reason: 'account', retryAfterS: 1 });
    expect(logged).toEqual([expect.objectContaining({ accountKey: 'u:someone', reason: 'account' })]);
  });
});
