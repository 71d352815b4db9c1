import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaAnswerSchema } from '../../contract/auth';
import { DEMO_PASSWORD, encryptPassword, freshAddress, solvedCaptcha, token } from './auth-helpers';
import { FIXED_NOW, call, data, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await makeTestApp({ devTools: true }); });
afterAll(async () => { await t.close(); });

/** A password login of zhangsan with the given captcha. */
async function loginWith(captcha: { uuid: string; captcha: string }) {
  return token(t.app, { grant_type: 'password', username: 'zhangsan', password: await encryptPassword(t.app, DEMO_PASSWORD), ...captcha });
}

describe('captcha', () => {
  it('answers a real SVG image as a data URL and a key on both paths', async () => {
    for (const path of ['/api/blade-auth/oauth/captcha', '/api/dscq-system/validate-code/captcha']) {
      const captcha = await data(t.app, 'GET', path);
      expect(captchaAnswerSchema.parse(captcha).key).toMatch(/^[0-9a-f-]{36}$/);
      expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
      const svg = Buffer.from(captcha.image.split(',')[1], 'base64').toString('utf8');
      expect(svg).toMatch(/^<svg[^>]*>.*<path/s);
    }
  });

  it('stores only a hash of the answer', async () => {
    const { uuid, captcha } = await solvedCaptcha(t.app);
    const row = await t.db.selectFrom('captcha').selectAll().where('captchaKey', '=', uuid).executeTakeFirstOrThrow();
    expect(row.answerHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row).toLowerCase()).not.toContain(captcha.toLowerCase());
    expect(row.expireTime).toBe(t.now() + 120_000);
  });

  it('accepts the answer in any letter case', async () => {
    const { uuid, captcha } = await solvedCaptcha(t.app);
    const flipped = [...captcha].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');
    expect((await loginWith({ uuid, captcha: flipped })).status).toBe(200);
  });

  it('refuses a wrong answer with 400 and consumes the captcha', async () => {
    const { uuid } = await solvedCaptcha(t.app);
    const wrong = await loginWith({ uuid, captcha: '####' });
    expect(wrong).toMatchObject({ status: 400, body: { error_code: 400, error_description: '验证码不正确' } });
    expect((await call(t.app, 'GET', `/api/dev/captcha/${uuid}`)).status).toBe(404);
    expect(await t.db.selectFrom('captcha').select('captchaKey').where('captchaKey', '=', uuid).executeTakeFirst()).toBeUndefined();
  });

  it('is single use: a right answer used twice fails the second time', async () => {
    const captcha = await solvedCaptcha(t.app);
    expect((await loginWith(captcha)).status).toBe(200);
    expect((await loginWith(captcha)).body.error_description).toBe('验证码已失效，请刷新后重试');
  });

  it('expires after 2 minutes', async () => {
    const captcha = await solvedCaptcha(t.app);
    t.setNow(FIXED_NOW + 120_000);
    try {
      expect((await loginWith(captcha)).body.error_description).toBe('验证码已过期，请刷新后重试');
    } finally {
      t.setNow(FIXED_NOW);
    }
  });

  it('refuses an unknown key', async () => {
    expect((await loginWith({ uuid: 'no-such-key', captcha: 'abcd' })).body.error_description).toBe('验证码已失效，请刷新后重试');
  });

  it('limits one address to 60 captchas a minute (429 envelope)', async () => {
    const remoteAddress = freshAddress();
    for (let i = 0; i < 60; i++) {
      expect((await call(t.app, 'GET', '/api/blade-auth/oauth/captcha', {}, { remoteAddress })).status).toBe(200);
    }
    const refused = await call(t.app, 'GET', '/api/blade-auth/oauth/captcha', {}, { remoteAddress });
    expect(refused.body).toMatchObject({ code: 429, msg: '请求过于频繁，请稍后再试' });
    expect((await call(t.app, 'GET', '/api/blade-auth/oauth/captcha', {}, { remoteAddress: freshAddress() })).status).toBe(200);
  });
});
