import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED, redactUrl } from '../../mock-server/src/http/log-redaction';
import { lazyRequestLogger } from '../../mock-server/src/http/request-logger';
import { LISI, ZHANGSAN, bearer, encryptPassword, smsCode, solvedCaptcha, token } from './auth-helpers';
import { call, makeTestApp, type TestApp } from './helpers';

describe('redactUrl', () => {
  it('replaces the values of tokens, passwords, captcha answers and codes, keeping everything else as sent', () => {
    expect(redactUrl('/api/dscq-user/user/detail?access_token=eyJ.a.b&n=0.5'))
      .toBe(`/api/dscq-user/user/detail?access_token=${REDACTED}&n=0.5`);
    expect(redactUrl('/api/blade-auth/oauth/token?username=zhangsan&password=abc%2B%3D&uuid=k1&captcha=x7yz&grant_type=password&scope=all'))
      .toBe(`/api/blade-auth/oauth/token?username=zhangsan&password=${REDACTED}&uuid=k1&captcha=${REDACTED}&grant_type=password&scope=all`);
    expect(redactUrl('/api/blade-auth/oauth/token?grant_type=refresh_token&refresh_token=r1&Code=123456&telPhone=13800138001'))
      .toBe(`/api/blade-auth/oauth/token?grant_type=refresh_token&refresh_token=${REDACTED}&Code=${REDACTED}&telPhone=13800138001`);
    // Spelled with escapes or without a value, a secret name is still a secret name.
    expect(redactUrl('/x?pass%77ord=1&smsCode&sign=s')).toBe(`/x?pass%77ord=${REDACTED}&smsCode=${REDACTED}&sign=${REDACTED}`);
    expect(redactUrl('/api/dscq-project/search/page?size=3&current=2')).toBe('/api/dscq-project/search/page?size=3&current=2');
    expect(redactUrl('/index')).toBe('/index');
  });
});

describe('the request log at the default level', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
    t = await makeTestApp({ devTools: true, logger: { level: 'info', stream } });
  });
  afterAll(async () => { await t?.close(); });

  it('records no token, password, captcha answer or SMS code of a login, a refresh and user/detail?access_token', async () => {
    const secrets: string[] = [];
    // The portal's password login: everything in the query string (§7 /oauth/token).
    const captcha = await solvedCaptcha(t.app);
    const password = await encryptPassword(t.app, 'Nccq@2026');
    const login = await token(t.app, { grant_type: 'password', scope: 'all', username: ZHANGSAN.loginName, password, ...captcha });
    expect(login.status).toBe(200);
    const { access_token: access, refresh_token: refresh } = login.body;
    secrets.push(password, encodeURIComponent(password), `captcha=${captcha.captcha}`, access, refresh);

    // The phone-code login.
    const code = await smsCode(t.app, LISI.phone);
    const phoneCaptcha = await solvedCaptcha(t.app);
    const byPhone = await token(t.app, { grant_type: 'verify_code', scope: 'all', telPhone: LISI.phone, code, ...phoneCaptcha });
    expect(byPhone.status).toBe(200);
    secrets.push(`code=${code}`, `captcha=${phoneCaptcha.captcha}`, byPhone.body.access_token);

    const refreshed = await token(t.app, { grant_type: 'refresh_token', refresh_token: refresh });
    expect(refreshed.status).toBe(200);
    secrets.push(refreshed.body.access_token, refreshed.body.refresh_token);

    // user/detail with the token in the query string (§7), and with the header.
    const detail = await call(t.app, 'GET', '/api/dscq-user/user/detail', { access_token: refreshed.body.access_token });
    expect(detail.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/dscq-user/user/detail', {}, { headers: bearer(refreshed.body.access_token) })).status).toBe(200);

    const log = lines.join('');
    expect(log).toContain('/api/dscq-user/user/detail?access_token=[REDACTED]');
    expect(log).toContain('username=zhangsan');
    for (const secret of secrets) expect(log, secret).not.toContain(secret);
  });

  it('tags every line of a request with that request\'s id, and only with it', async () => {
    lines.length = 0;
    for (let i = 0; i < 2; i++) expect((await call(t.app, 'GET', '/api/dscq-user/user/detail', { access_token: 'x.y.z' })).status).toBe(401);
    const entries = lines.map((l) => JSON.parse(l) as { reqId?: string; msg?: string; req?: { url?: string } });
    const incoming = entries.filter((e) => e.msg === 'incoming request');
    expect(incoming).toHaveLength(2);
    for (const e of incoming) expect(e.req?.url).toMatch(/^\/api\/dscq-user\/user\/detail\?access_token=\[REDACTED\]/);
    const ids = incoming.map((e) => e.reqId);
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect(entries.filter((e) => e.reqId === id).map((e) => e.msg)).toEqual(['incoming request', 'request completed']);
  });
});

describe('secrets in logged objects', () => {
  /** The lines `write` logs through the server's logger (the app's, as configured by redactingLogger). */
  async function logged(write: (log: TestApp['app']['log'], app: TestApp['app']) => void): Promise<Record<string, unknown>[]> {
    const lines: string[] = [];
    const t = await makeTestApp({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
    try {
      write(t.app.log, t.app);
    } finally {
      await t.close();
    }
    return lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'probe');
  }

  it('are censored in any letter case up to two levels down, in objects, arrays, errors and bindings', async () => {
    const err = Object.assign(new Error('provider refused'), { code: 'E_BANK', config: { url: '/pay', Signature: 'sig-1' } });
    const details = { user: { Password: 'pw-2', name: '张三' }, keep: { a: { secret: 'deep-4' } } };
    const [line, child, fromError] = await logged((log, app) => {
      log.info({ access_token: 'top-5', details, list: [{ token: 'tk-3' }], err }, 'probe');
      // A request's logger, as Fastify makes it (childLoggerFactory), with a secret among its bindings.
      (lazyRequestLogger.call(app, log, { refreshToken: 'bind-6', reqId: 'r1' }, {}, {} as never) as typeof log).info('probe');
      log.error(err, 'probe');
    });
    expect(line).toMatchObject({
      access_token: REDACTED,
      details: { user: { Password: REDACTED, name: '张三' } }, list: [{ token: REDACTED }],
      err: { type: 'Error', message: 'provider refused', code: 'E_BANK', config: { url: '/pay', Signature: REDACTED } },
    });
    expect(String((line.err as { stack: string }).stack)).toContain('provider refused');
    expect(child).toMatchObject({ refreshToken: REDACTED, reqId: 'r1' });
    expect(fromError).toMatchObject({ err: { message: 'provider refused', config: { Signature: REDACTED } } });
    // Three levels down is past the redaction's reach (as pino's `*.*.name` paths were); the caller's objects are untouched.
    expect(line).toMatchObject({ details: { keep: { a: { secret: 'deep-4' } } } });
    expect(details.user.Password).toBe('pw-2');
    expect(err.config.Signature).toBe('sig-1');
  });
});

describe('the access_token query parameter', () => {
  let t: TestApp;
  beforeAll(async () => { t = await makeTestApp({ devTools: true }); });
  afterAll(async () => { await t?.close(); });

  it('is read by user/detail only: any other route given ?access_token= answers 401', async () => {
    const { body } = await token(t.app, { grant_type: 'password', scope: 'all', username: ZHANGSAN.loginName, password: await encryptPassword(t.app, 'Nccq@2026'), ...await solvedCaptcha(t.app) });
    const access = body.access_token as string;
    expect((await call(t.app, 'GET', '/api/dscq-user/user/detail', { access_token: access })).status).toBe(200);
    const security = '/api/dscq-user/user/security';
    expect((await call(t.app, 'GET', security, {}, { headers: bearer(access) })).status).toBe(200);
    const viaQuery = await call(t.app, 'GET', security, { access_token: access });
    expect(viaQuery.body).toMatchObject({ code: 401, success: false, data: null });
    expect(viaQuery.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});
