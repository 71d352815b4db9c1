import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientTokenAnswerSchema, publicKeyAnswerSchema, tokenAnswerSchema } from '../../contract/auth';
import {
  CQNONGYE, DEMO_PASSWORD, LISI, ZHANGSAN, bearer, encryptPassword, freshAddress, jwtPayload, login, smsCode, solvedCaptcha, token,
} from './auth-helpers';
import { FIXED_NOW, call, data, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await makeTestApp({ devTools: true }); });
afterAll(async () => { await t.close(); });

describe('public key', () => {
  it('publishes an RSA-OAEP-256 SPKI key that WebCrypto imports', async () => {
    const key = await data(t.app, 'GET', '/api/blade-auth/oauth/public-key');
    expect(publicKeyAnswerSchema.parse(key)).toMatchObject({ algorithm: 'RSA-OAEP-256' });
    expect(key.keyId).toMatch(/^[0-9a-f]{16}$/);
    expect(await encryptPassword(t.app, 'x')).toMatch(/^[A-Za-z0-9+/]{342}==$/);
  });
});

describe('grant_type=password', () => {
  it('logs in with the encrypted password and answers the flat SpringBlade shape', async () => {
    const { status, body, headers } = await login(t.app, 'zhangsan');
    expect(status).toBe(200);
    expect(tokenAnswerSchema.parse(body)).toMatchObject({
      token_type: 'bearer', expires_in: 900, user_id: ZHANGSAN.id, baseUserId: ZHANGSAN.id, account: 'zhangsan',
      user_name: '张三', authStatus: 3, isAllowAccess: true,
    });
    expect(headers['cache-control']).toBe('no-store');
    const claims = jwtPayload(body.access_token);
    expect(claims).toMatchObject({ sub: ZHANGSAN.id, aud: 'nccq-web', iat: FIXED_NOW / 1000, exp: FIXED_NOW / 1000 + 900 });
    expect(claims.fid).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.jti).toBeTruthy();
    expect(body.refresh_token).toMatch(/^[\w-]{43}$/);
  });

  it('logs in every demo account; the name shown is loginName until the name exists (§4)', async () => {
    for (const [name, userName] of [['lisi', '李四'], ['wangwu', '王五'], ['cqnongye', '重庆渝丰农业发展有限公司']]) {
      const { status, body } = await login(t.app, name);
      expect(status, name).toBe(200);
      expect(body.user_name).toBe(userName);
    }
  });

  it('accepts the login name in any case, the phone as username, and a JSON body', async () => {
    expect((await login(t.app, 'ZhangSan')).status).toBe(200);
    expect((await login(t.app, CQNONGYE.phone)).body.account).toBe('cqnongye');
    const captcha = await solvedCaptcha(t.app);
    const password = await encryptPassword(t.app, DEMO_PASSWORD);
    const reply = await token(t.app, { grant_type: 'password', username: 'lisi', password, ...captcha }, { inBody: true });
    expect(reply.body.baseUserId).toBe(LISI.id);
  });

  it('refuses a wrong password and an unknown user with the same 400 message', async () => {
    const wrong = await login(t.app, 'zhangsan', 'Wrong@2026');
    expect(wrong).toMatchObject({ status: 400, body: { error_code: 400, error_description: '用户名或密码错误' } });
    const unknown = await login(t.app, 'nobody_here', DEMO_PASSWORD);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a password that was not encrypted with the published key', async () => {
    const captcha = await solvedCaptcha(t.app);
    const reply = await token(t.app, { grant_type: 'password', username: 'zhangsan', password: DEMO_PASSWORD, ...captcha });
    expect(reply).toMatchObject({ status: 400, body: { error_description: '密码解密失败，请刷新页面后重试' } });
  });

  it('names the missing parameter', async () => {
    const reply = await token(t.app, { grant_type: 'password', username: 'zhangsan' });
    expect(reply.status).toBe(400);
    expect(reply.body.error_description).toMatch(/password/);
  });

  it('answers isAllowAccess false and no tokens for a disabled account with the right password', async () => {
    await t.db.updateTable('userAccount').set({ isDisabled: 1 }).where('loginName', '=', 'wangwu').execute();
    const { status, body } = await login(t.app, 'wangwu');
    expect(status).toBe(200);
    expect(body).toMatchObject({ isAllowAccess: false, access_token: '', refresh_token: '', expires_in: 0 });
    await t.db.updateTable('userAccount').set({ isDisabled: 0 }).where('loginName', '=', 'wangwu').execute();
  });
});

describe('grant_type=verify_code', () => {
  it('logs in with an SMS code of purpose 4004 and a captcha', async () => {
    const code = await smsCode(t.app, ZHANGSAN.phone, 4004);
    const reply = await token(t.app, { grant_type: 'verify_code', telPhone: ZHANGSAN.phone, code, ...await solvedCaptcha(t.app) });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ baseUserId: ZHANGSAN.id, account: 'zhangsan' });
  });

  it('refuses a code of another purpose and a wrong code', async () => {
    const code = await smsCode(t.app, LISI.phone, 2002);
    const reply = await token(t.app, { grant_type: 'verify_code', telPhone: LISI.phone, code, ...await solvedCaptcha(t.app) });
    expect(reply).toMatchObject({ status: 400, body: { error_description: '请先获取短信验证码' } });
  });
});

describe('other grants', () => {
  it('client_credentials: a read-scope token without a user, refused by protected routes', async () => {
    const reply = await token(t.app, { grant_type: 'client_credentials' });
    expect(reply.status).toBe(200);
    expect(clientTokenAnswerSchema.parse(reply.body)).toMatchObject({ scope: 'read', expires_in: 900 });
    expect(jwtPayload(reply.body.access_token).sub).toBeUndefined();
    const detail = await call(t.app, 'GET', '/api/dscq-user/user/detail', {}, { headers: bearer(reply.body.access_token) });
    expect(detail.body).toMatchObject({ code: 401, msg: '请求未授权' });
  });

  it('authorization_code, unknown and missing grant types are a clear 400', async () => {
    expect((await token(t.app, { grant_type: 'authorization_code', code: 'x' })).body)
      .toEqual({ error_code: 400, error_description: '不支持的授权类型：authorization_code' });
    expect((await token(t.app, { grant_type: 'implicit' })).body.error_description).toBe('不支持的授权类型：implicit');
    expect((await token(t.app, {})).body.error_description).toBe('授权类型（grant_type）不能为空');
  });

  it('limits one address to 60 token calls a minute, answered in the flat shape', async () => {
    const remoteAddress = freshAddress();
    for (let i = 0; i < 60; i++) expect((await token(t.app, { grant_type: 'client_credentials' }, { remoteAddress })).status).toBe(200);
    expect(await token(t.app, { grant_type: 'client_credentials' }, { remoteAddress }))
      .toMatchObject({ status: 429, body: { error_code: 429, error_description: '请求过于频繁，请稍后再试' } });
  });

  it('needs the web client id (401)', async () => {
    const reply = await token(t.app, { grant_type: 'client_credentials' }, { clientId: null });
    expect(reply.status).toBe(401);
  });
});
