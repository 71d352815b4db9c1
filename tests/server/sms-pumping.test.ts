import { afterEach, describe, expect, it } from 'vitest';
import { LISI, ZHANGSAN, bearer, freshAddress, lastSms, requestSms, solvedCaptcha } from './auth-helpers';
import { FIXED_NOW, accessTokenFor, call, makeTestApp, type TestApp } from './helpers';

/** SMS codes asked for without a login cost the exchange per message: captcha, per-address and hourly caps. */
let t: TestApp | undefined;
afterEach(async () => { await t?.close(); t = undefined; });

const codesIssued = async (app: TestApp) => Number((await app.db.selectFrom('smsCode').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
/** A distinct unregistered phone per call (the per-phone limits are not what these tests are about). */
let phoneSeq = 0;
const newPhone = () => `1390000${String(++phoneSeq).padStart(4, '0')}`;

describe('SMS codes without a login', () => {
  it('need an image captcha: none is a 400 envelope in Chinese and nothing is sent', async () => {
    t = await makeTestApp({ devTools: true });
    const none = await requestSms(t.app, LISI.phone, 4004, { captcha: null });
    expect(none.body).toEqual({ code: 400, success: false, data: null, msg: '参数 uuid 无效：验证码标识不能为空；参数 captcha 无效：图形验证码不能为空' });
    const { uuid } = await solvedCaptcha(t.app);
    expect((await requestSms(t.app, LISI.phone, 4004, { captcha: { uuid, captcha: '' } })).body.msg).toBe('参数 captcha 无效：图形验证码不能为空');
    // Before anything about the phone: a registered phone is not revealed without a solved captcha.
    expect((await requestSms(t.app, ZHANGSAN.phone, 2001, { captcha: null })).body.msg).toMatch(/^参数 uuid 无效：验证码标识不能为空/);
    expect(await codesIssued(t)).toBe(0);
    expect(await lastSms(t.app, LISI.phone)).toBeUndefined();
  });

  it('refuse a wrong answer and a captcha used before', async () => {
    t = await makeTestApp({ devTools: true });
    const wrong = await solvedCaptcha(t.app);
    const refused = await requestSms(t.app, LISI.phone, 4004, { captcha: { ...wrong, captcha: wrong.captcha === 'zzzz' ? 'yyyy' : 'zzzz' } });
    expect(refused.body).toMatchObject({ code: 400, msg: '验证码不正确' });
    // The wrong answer used the captcha up: the right one no longer passes.
    expect((await requestSms(t.app, LISI.phone, 4004, { captcha: wrong })).body.msg).toBe('验证码已失效，请刷新后重试');
    const solved = await solvedCaptcha(t.app);
    expect((await requestSms(t.app, LISI.phone, 4004, { captcha: solved })).status).toBe(200);
    t.setNow(FIXED_NOW + 61_000);
    expect((await requestSms(t.app, LISI.phone, 4004, { captcha: solved })).body).toMatchObject({ code: 400, msg: '验证码已失效，请刷新后重试' });
    expect(await codesIssued(t)).toBe(1);
  });

  it('are limited per address and hour, refused requests included, with the wait in Chinese', async () => {
    t = await makeTestApp({ devTools: true });
    const address = freshAddress();
    expect((await requestSms(t.app, newPhone(), 4004, { remoteAddress: address, captcha: null })).status).toBe(400);
    for (let i = 0; i < 9; i++) expect((await requestSms(t.app, newPhone(), 2002, { remoteAddress: address })).status, `send ${i + 1}`).toBe(200);
    const capped = await requestSms(t.app, newPhone(), 2002, { remoteAddress: address });
    expect(capped.body).toEqual({ code: 429, success: false, data: null, msg: '获取短信验证码过于频繁（每个网络每小时最多 10 次），请 60 分钟后再试' });
    expect((await requestSms(t.app, newPhone(), 2002, { remoteAddress: freshAddress() })).status).toBe(200);
  });

  it('stop once the hourly total is reached (SMS_HOURLY_LIMIT), counting every code, until the oldest is an hour old', async () => {
    t = await makeTestApp({ devTools: true, env: { SMS_HOURLY_LIMIT: '3' } });
    const token = await accessTokenFor(t.db, LISI.id, t.now);
    // A logged-in user's code counts towards the total; it needs no captcha and is not refused by the cap.
    expect((await call(t.app, 'POST', '/api/dscq-user/sms/code', {}, { headers: bearer(token) })).status).toBe(200);
    for (let i = 1; i < 3; i++) {
      t.setNow(FIXED_NOW + i * 60_000);
      expect((await requestSms(t.app, newPhone(), 2002)).status).toBe(200);
    }
    t.setNow(FIXED_NOW + 3 * 60_000);
    const phone = newPhone();
    expect((await requestSms(t.app, phone, 2001)).body).toMatchObject({ code: 429, msg: '平台本小时发送的短信验证码已达上限，请 57 分钟后再试' });
    expect(await lastSms(t.app, phone)).toBeUndefined();
    expect((await call(t.app, 'POST', '/api/dscq-user/sms/code', { phone: newPhone() }, { headers: bearer(token) })).status).toBe(200);
    t.setNow(FIXED_NOW + 3600_000 + 2 * 60_000);
    expect((await requestSms(t.app, phone, 2001)).status).toBe(200);
  });
});

describe('SMS codes of a logged-in user', () => {
  it('need no image captcha (changing the phone from the user centre)', async () => {
    t = await makeTestApp({ devTools: true });
    const token = await accessTokenFor(t.db, ZHANGSAN.id, t.now);
    const sent = await call(t.app, 'POST', '/api/dscq-user/sms/code', { phone: '13911112222' }, { headers: bearer(token) });
    expect(sent.body).toMatchObject({ code: 200, data: { phone: '139****2222' } });
    expect(await lastSms(t.app, '13911112222')).toMatchObject({ messageCode: 4004 });
  });
});
