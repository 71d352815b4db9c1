import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDetailSchema } from '../../contract/auth';
import { passwordProblem, passwordStrength } from '../../mock-server/src/modules/user/index';
import { CQNONGYE, DEMO_PASSWORD, LISI, ZHANGSAN, bearer, login, requestSms, smsCode, token } from './auth-helpers';
import { FIXED_NOW, call, data, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await makeTestApp({ devTools: true }); });
afterAll(async () => { await t.close(); });

let clock = 0;
/** Moves the clock past the 60-second resend gap, so each test may ask for fresh codes. */
const tick = () => t.setNow(FIXED_NOW + (clock += 61_000));
const register = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/dscq-user/user/register', body);

describe('register', () => {
  it('creates an unverified user who can log in at once', async () => {
    tick();
    const code = await smsCode(t.app, '13912345678', 2001);
    const answer = await data(t.app, 'POST', '/api/dscq-user/user/register',
      { loginName: 'demo_admin', phone: '13912345678', code, password: 'Tian#Yuan88', userType: 'person' });
    expect(answer).toMatchObject({ loginName: 'demo_admin', passwordStrength: 4 });
    const row = await t.db.selectFrom('userAccount').selectAll().where('id', '=', answer.userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ authStatus: 0, userType: 1, name: '', headImg: '' });
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const { body } = await login(t.app, 'demo_admin', 'Tian#Yuan88');
    expect(body).toMatchObject({ user_name: 'demo_admin', authStatus: 0, baseUserId: answer.userId });
  });

  it('refuses a taken login name (any case) or phone before using the code', async () => {
    tick();
    const code = await smsCode(t.app, '13912340000', 2001);
    const base = { phone: '13912340000', code, password: 'Tian#Yuan88', userType: 1 };
    expect((await register({ ...base, loginName: 'ZhangSan' })).body).toMatchObject({ code: 400, msg: '该登录名已被注册，请换一个' });
    expect((await register({ ...base, loginName: 'newname', phone: LISI.phone })).body.msg).toBe('该手机号已注册，请直接登录或找回密码');
    expect((await register({ ...base, loginName: 'newname' })).status).toBe(200);
  });

  it('refuses short, long and common passwords and bad login names with messages', async () => {
    const base = { loginName: 'farmer01', phone: '13912349999', code: '123456', userType: 2 };
    expect((await register({ ...base, password: 'Ab1!' })).body.msg).toContain('密码长度不能少于8位');
    expect((await register({ ...base, password: 'A1!'.repeat(22) })).body.msg).toContain('密码长度不能超过64位');
    expect((await register({ ...base, password: 'PassWord123' })).body.msg).toBe('密码过于常见，请换一个更难猜的密码');
    expect((await register({ ...base, password: 'Farmer01' })).body.msg).toBe('密码不能与登录名或手机号相同');
    expect((await register({ ...base, password: 'Tian#Yuan88', loginName: '1farmer' })).body.msg)
      .toContain('登录名须为4-20位字母、数字或下划线，且以字母开头');
    expect((await register({ ...base, password: 'Tian#Yuan88' })).body.msg).toBe('请先获取短信验证码');
  });

  it('treats the §5 strength score as advice only', () => {
    expect(passwordStrength('tianyuanhome')).toBe(1);
    expect(passwordProblem('tianyuanhome')).toBeNull();
    expect(passwordStrength('Nccq@2026')).toBe(4);
    expect(passwordProblem('qwertyuiop')).toBe('密码过于常见，请换一个更难猜的密码');
  });
});

describe('forget-password', () => {
  it('sets the new password and ends every existing session', async () => {
    const a = (await login(t.app, 'cqnongye')).body;
    const b = (await login(t.app, 'cqnongye')).body;
    tick();
    const code = await smsCode(t.app, CQNONGYE.phone, 2002);
    const reset = await call(t.app, 'POST', '/api/dscq-user/user/forget-password', { phone: CQNONGYE.phone, code, password: 'Hezuo$She2027' });
    expect(reset.body).toEqual({ code: 200, success: true, data: null, msg: '操作成功' });
    for (const s of [a, b]) {
      expect((await call(t.app, 'GET', '/api/dscq-user/user/detail', {}, { headers: bearer(s.access_token) })).body.msg).toBe('请求未授权');
      expect((await token(t.app, { grant_type: 'refresh_token', refresh_token: s.refresh_token })).status).toBe(401);
    }
    expect((await login(t.app, 'cqnongye', DEMO_PASSWORD)).status).toBe(400);
    expect((await login(t.app, 'cqnongye', 'Hezuo$She2027')).status).toBe(200);
  });

  it('fails for an unknown phone like a wrong code', async () => {
    tick();
    expect((await requestSms(t.app, '13700000000', 2002)).status).toBe(200);
    const answer = await call(t.app, 'POST', '/api/dscq-user/user/forget-password', { phone: '13700000000', code: '123456', password: 'Hezuo$She2027' });
    expect(answer.body.code).toBe(400);
    expect(answer.body.msg).toMatch(/^短信验证码不正确/);
  });
});

describe('find-account', () => {
  it('answers the masked login name for the right user type', async () => {
    tick();
    let code = await smsCode(t.app, ZHANGSAN.phone, 2002);
    const found = await data(t.app, 'POST', '/api/dscq-user/user/find-account', { phone: ZHANGSAN.phone, code, userType: 1 });
    expect(found).toEqual({ loginName: 'zh***an' });
    tick();
    code = await smsCode(t.app, ZHANGSAN.phone, 2002);
    const wrongType = await call(t.app, 'POST', '/api/dscq-user/user/find-account', { phone: ZHANGSAN.phone, code, userType: 2 });
    expect(wrongType.body).toMatchObject({ code: 400, msg: '该手机号未注册机构账号' });
    tick();
    code = await smsCode(t.app, LISI.phone, 2002);
    expect(await data(t.app, 'POST', '/api/dscq-user/user/find-account', { phone: LISI.phone, code, userType: 1 })).toEqual({ loginName: 'l***i' });
  });
});

describe('user detail', () => {
  it('answers the §7 fields with the phone masked', async () => {
    const { body } = await login(t.app, 'zhangsan');
    const answer = await call(t.app, 'GET', '/api/dscq-user/user/detail', {}, { headers: bearer(body.access_token) });
    expect(userDetailSchema.parse(answer.body.data)).toEqual({
      id: ZHANGSAN.id, loginName: 'zhangsan', name: '张三', authStatus: 3, headImg: '', phone: '138****8001', userType: 1,
    });
  });
});
