import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../mock-server/src/config';
import { generateLoginKeyPem, loadAuthSecrets, SandboxSmsProvider } from '../../mock-server/src/modules/auth/index';
import { ZHANGSAN, requestSms, token } from './auth-helpers';
import { call, makeTestApp } from './helpers';

const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

describe('dev tools', () => {
  it('do not exist without EXCHANGE_DEV_TOOLS=1 (404 envelope)', async () => {
    const t = await makeTestApp();
    try {
      const captcha = (await call(t.app, 'GET', '/api/blade-auth/oauth/captcha')).body.data;
      await new SandboxSmsProvider(t.db, t.now).send({ phone: ZHANGSAN.phone, purpose: 4004, code: '123456', content: '验证码 123456' });
      for (const url of ['/api/dev/sms-outbox', `/api/dev/captcha/${captcha.key}`]) {
        expect((await call(t.app, 'GET', url, { phone: ZHANGSAN.phone })).body)
          .toEqual({ code: 404, success: false, data: null, msg: '接口不存在' });
      }
      expect(t.app.printRoutes()).not.toContain('dev');
    } finally {
      await t.close();
    }
  });

  it('show the sandbox outbox newest first and live captcha answers with the flag', async () => {
    const t = await makeTestApp({ devTools: true });
    try {
      await requestSms(t.app, ZHANGSAN.phone, 4004);
      t.setNow(t.now() + 61_000);
      await requestSms(t.app, ZHANGSAN.phone, 2002);
      const outbox = (await call(t.app, 'GET', '/api/dev/sms-outbox', { phone: ZHANGSAN.phone })).body.data;
      expect(outbox.map((m: { messageCode: number }) => m.messageCode)).toEqual([2002, 4004]);
      expect(outbox[0].content).toMatch(/^【农村产权交易平台】您正在找回账号或密码，验证码为 \d{6}，5分钟内有效/);
      const { key } = (await call(t.app, 'GET', '/api/blade-auth/oauth/captcha')).body.data;
      expect((await call(t.app, 'GET', `/api/dev/captcha/${key}`)).body.data.answer).toMatch(/^[A-Za-z2-9]{4}$/);
      expect((await call(t.app, 'GET', '/api/dev/captcha/unknown')).body).toMatchObject({ code: 404, msg: '验证码不存在或已失效' });
    } finally {
      await t.close();
    }
  });
});

describe('secrets', () => {
  it('are generated once under DATA_DIR with mode 0600 and reused on the next start', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'secrets-'));
    dirs.push(dataDir);
    const first = loadAuthSecrets(loadConfig({ DATA_DIR: dataDir }));
    for (const file of ['jwt-secret', 'login-key.pem']) expect(statSync(path.join(dataDir, file)).mode & 0o777).toBe(0o600);
    const second = loadAuthSecrets(loadConfig({ DATA_DIR: dataDir }));
    expect(second.loginKey.keyId).toBe(first.loginKey.keyId);
    expect(Buffer.from(second.jwtKey).equals(Buffer.from(first.jwtKey))).toBe(true);
  });

  it('come from JWT_SECRET and LOGIN_PRIVATE_KEY when set (one-line PEM allowed)', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'secrets-'));
    dirs.push(dataDir);
    const pem = generateLoginKeyPem().replace(/\n/g, '\\n');
    const secrets = loadAuthSecrets(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), LOGIN_PRIVATE_KEY: pem }));
    expect(new TextDecoder().decode(secrets.jwtKey)).toBe('x'.repeat(40));
    expect(secrets.loginKey.spki).toMatch(/^MIIBIjAN/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: 至少 32 个字符/);
    expect(() => loadAuthSecrets(loadConfig({ DATA_DIR: dataDir, LOGIN_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nxx' }))).toThrow(/登录密钥无效/);
  });

  it('honour ACCESS_TOKEN_TTL_S', async () => {
    const t = await makeTestApp({ devTools: true, env: { ACCESS_TOKEN_TTL_S: '120' } });
    try {
      expect((await token(t.app, { grant_type: 'client_credentials' })).body.expires_in).toBe(120);
    } finally {
      await t.close();
    }
  });
});
