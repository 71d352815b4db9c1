import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { smsSentSchema } from '../../contract/auth';
import { LISI, ZHANGSAN, bearer, lastSms, login, requestSms, smsCode, solvedCaptcha, token } from './auth-helpers';
import { FIXED_NOW, call, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
// A fresh database per test: the per-phone limits would otherwise leak between cases.
beforeEach(async () => {
  await t?.close();
  t = await makeTestApp({ devTools: true });
});
afterAll(async () => { await t.close(); });

const NEW_PHONE = '13900001111';
const verifyLogin = (code: string) => solvedCaptcha(t.app)
  .then((captcha) => token(t.app, { grant_type: 'verify_code', telPhone: ZHANGSAN.phone, code, ...captcha }));

describe('sending codes', () => {
  it('sends 6 digits to a registered phone; only the sandbox outbox holds the plain code', async () => {
    const sent = await requestSms(t.app, ZHANGSAN.phone, 4004);
    expect(smsSentSchema.parse(sent.body.data)).toEqual({ phone: '138****8001', expiresIn: 300, resendIn: 60 });
    const sms = await lastSms(t.app, ZHANGSAN.phone);
    expect(sms?.code).toMatch(/^\d{6}$/);
    expect(sms?.content).toContain(sms!.code);
    const row = await t.db.selectFrom('smsCode').selectAll().where('phone', '=', ZHANGSAN.phone).executeTakeFirstOrThrow();
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(sms!.code);
  });

  it('validates the phone with the §5 messages and the message code', async () => {
    expect((await requestSms(t.app, '1380013800')).body.msg).toContain('手机号码长度不为11位');
    expect((await requestSms(t.app, '23800138000')).body.msg).toContain('手机号码格式不正确');
    expect((await requestSms(t.app, ZHANGSAN.phone, 1234)).body.msg).toContain('短信类型只能是 4004、2001 或 2002');
  });

  it('refuses a register code for a registered phone', async () => {
    const answer = await requestSms(t.app, ZHANGSAN.phone, 2001);
    expect(answer.body).toMatchObject({ code: 400, msg: '该手机号已注册，请直接登录或找回密码' });
    expect(await lastSms(t.app, ZHANGSAN.phone)).toBeUndefined();
  });

  it('answers a forgot-password code for an unknown phone like a sent one, but sends nothing', async () => {
    const known = await requestSms(t.app, LISI.phone, 2002);
    const unknown = await requestSms(t.app, NEW_PHONE, 2002);
    expect(unknown.status).toBe(200);
    expect(Object.keys(unknown.body.data)).toEqual(Object.keys(known.body.data));
    expect(await lastSms(t.app, NEW_PHONE)).toBeUndefined();
    // It still counts, so a second try cannot tell the two apart either.
    expect((await requestSms(t.app, NEW_PHONE, 2002)).body.msg).toMatch(/请 60 秒后再试/);
  });

  it('refuses a resend within 60 s with the seconds to wait', async () => {
    await smsCode(t.app, ZHANGSAN.phone);
    t.setNow(FIXED_NOW + 15_000);
    expect((await requestSms(t.app, ZHANGSAN.phone, 2002)).body).toMatchObject({ code: 429, msg: '短信发送过于频繁，请 45 秒后再试' });
    t.setNow(FIXED_NOW + 60_000);
    expect((await requestSms(t.app, ZHANGSAN.phone)).status).toBe(200);
  });

  it('caps a phone at 10 codes per Beijing day', async () => {
    for (let i = 0; i < 10; i++) {
      t.setNow(FIXED_NOW + i * 61_000);
      expect((await requestSms(t.app, ZHANGSAN.phone)).status, `send ${i + 1}`).toBe(200);
    }
    t.setNow(FIXED_NOW + 10 * 61_000);
    expect((await requestSms(t.app, ZHANGSAN.phone)).body)
      .toMatchObject({ code: 429, msg: '该手机号今日获取验证码次数已达上限（10 次），请明天再试' });
    // FIXED_NOW is 10:00 Beijing time; 14 h later is 00:00 the next day.
    t.setNow(FIXED_NOW + 14 * 3600_000);
    expect((await requestSms(t.app, ZHANGSAN.phone)).status).toBe(200);
  });

  it('sends to the logged-in user\'s own phone, or to a given new phone', async () => {
    const { body } = await login(t.app, 'zhangsan');
    const own = await call(t.app, 'POST', '/api/dscq-user/sms/code', {}, { headers: bearer(body.access_token) });
    expect(own.body.data.phone).toBe('138****8001');
    const other = await call(t.app, 'POST', '/api/dscq-user/sms/code', { phone: NEW_PHONE }, { headers: bearer(body.access_token) });
    expect(other.status).toBe(200);
    expect(await lastSms(t.app, NEW_PHONE)).toMatchObject({ messageCode: 4004 });
    expect((await call(t.app, 'POST', '/api/dscq-user/sms/code', {})).body.msg).toBe('缺失令牌,鉴权失败');
  });
});

describe('checking codes', () => {
  it('5 wrong codes use up the code: even the right one is refused afterwards', async () => {
    const code = await smsCode(t.app, ZHANGSAN.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push((await verifyLogin(wrong)).body.error_description);
    expect(messages).toEqual([
      '短信验证码不正确，还可尝试 4 次', '短信验证码不正确，还可尝试 3 次', '短信验证码不正确，还可尝试 2 次',
      '短信验证码不正确，还可尝试 1 次', '短信验证码错误次数过多，请重新获取',
    ]);
    t.setNow(FIXED_NOW + 60_000); // past the account throttle's delay; the code itself is still within 5 min
    expect((await verifyLogin(code)).body.error_description).toBe('短信验证码错误次数过多，请重新获取');
  });

  it('expires after 5 minutes', async () => {
    const code = await smsCode(t.app, ZHANGSAN.phone);
    t.setNow(FIXED_NOW + 300_000);
    expect((await verifyLogin(code)).body.error_description).toBe('短信验证码已过期，请重新获取');
  });

  it('is single use, and a newer code replaces the older one', async () => {
    const first = await smsCode(t.app, ZHANGSAN.phone);
    t.setNow(FIXED_NOW + 61_000);
    const second = await smsCode(t.app, ZHANGSAN.phone);
    if (first !== second) expect((await verifyLogin(first)).status).toBe(400);
    expect((await verifyLogin(second)).status).toBe(200);
    expect((await verifyLogin(second)).body.error_description).toBe('请先获取短信验证码');
  });
});
