import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { AUTH_HEADER, CLIENT_ID_HEADER } from '../../contract/envelope';
import { DEMO_PASSWORD } from '../../mock-server/src/seed/users';
import { CLIENT_ID, call, data, type CallOptions } from './helpers';

export { DEMO_PASSWORD };
/** The demo accounts of the seed (mock-server/src/seed/users.ts). */
export const ZHANGSAN = { loginName: 'zhangsan', phone: '13800138001', id: '1900000000000000001' };
export const LISI = { loginName: 'lisi', phone: '13800138002', id: '1900000000000000002' };
export const CQNONGYE = { loginName: 'cqnongye', phone: '13800138004', id: '1900000000000000004' };

/** The flat answer of the token endpoint. */
export interface TokenReply { status: number; body: any; headers: Record<string, unknown> }

let addressSeq = 0;
/** A fresh client address, so helper traffic (captchas) never trips the per-address rate limits of a test. */
export const freshAddress = () => `10.9.${Math.floor(++addressSeq / 250)}.${(addressSeq % 250) + 1}`;

/**
 * POST /api/blade-auth/oauth/token like the portal: parameters in the query string (or a JSON body with
 * `inBody`), Client-Id set. Asserts the flat shape: a token answer or `{ error_code, error_description }`.
 */
export async function token(
  app: FastifyInstance, params: Record<string, unknown>, opts: { remoteAddress?: string; inBody?: boolean; clientId?: string | null } = {},
): Promise<TokenReply> {
  const clientId = opts.clientId === undefined ? CLIENT_ID : opts.clientId;
  const res = await app.inject({
    method: 'POST', url: '/api/blade-auth/oauth/token',
    headers: clientId === null ? {} : { [CLIENT_ID_HEADER]: clientId },
    ...(opts.inBody ? { payload: params } : { query: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) }),
    remoteAddress: opts.remoteAddress ?? '127.0.0.1',
  });
  expect(res.body).not.toMatch(/\n\s+at |node_modules|\.ts:\d+|Error:/);
  const body = res.json();
  if (res.statusCode === 200) expect(body).toHaveProperty('access_token');
  else if (clientId !== null) expect(Object.keys(body).sort()).toEqual(['error_code', 'error_description']);
  return { status: res.statusCode, body, headers: res.headers };
}

/** A new captcha and its plain answer (through the dev tools: the app must have them on). */
export async function solvedCaptcha(app: FastifyInstance): Promise<{ uuid: string; captcha: string }> {
  const { key } = (await call(app, 'GET', '/api/blade-auth/oauth/captcha', {}, { remoteAddress: freshAddress() })).body.data;
  const { answer } = await data<{ answer: string }>(app, 'GET', `/api/dev/captcha/${key}`);
  return { uuid: key, captcha: answer };
}

/** Encrypts `password` with the server's published key exactly as a browser would (WebCrypto RSA-OAEP SHA-256). */
export async function encryptPassword(app: FastifyInstance, password: string): Promise<string> {
  const { spki } = await data<{ spki: string }>(app, 'GET', '/api/blade-auth/oauth/public-key');
  const key = await crypto.subtle.importKey('spki', Buffer.from(spki, 'base64'), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const cipher = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password));
  return Buffer.from(cipher).toString('base64');
}

/** A password-grant login with a solved captcha; `password` defaults to the demo password. */
export async function login(
  app: FastifyInstance, username: string, password = DEMO_PASSWORD, opts: { remoteAddress?: string } = {},
): Promise<TokenReply> {
  const captcha = await solvedCaptcha(app);
  return token(app, { grant_type: 'password', scope: 'all', username, password: await encryptPassword(app, password), ...captcha }, opts);
}

/**
 * Asks for an SMS code without logging in, from a fresh address; returns the envelope answer. The image captcha is
 * solved through the dev tools (the app must have them on) unless `captcha` is given, or null to send none.
 */
export async function requestSms(
  app: FastifyInstance, phone: string, messageCode = 4004, opts: CallOptions & { captcha?: { uuid: string; captcha: string } | null } = {},
) {
  const { captcha, ...callOpts } = opts;
  const solved = captcha === undefined ? await solvedCaptcha(app) : captcha;
  return call(app, 'POST', '/api/dscq-user/sms/no-login/code', { phone, messageCode, ...solved }, { remoteAddress: freshAddress(), ...callOpts });
}

/** The newest sandbox SMS of `phone` (dev tools), or undefined. */
export async function lastSms(app: FastifyInstance, phone: string): Promise<{ code: string; messageCode: number; content: string } | undefined> {
  return (await data<any[]>(app, 'GET', '/api/dev/sms-outbox', { phone }))[0];
}

/** Sends a code to `phone` and reads it back from the sandbox outbox. */
export async function smsCode(app: FastifyInstance, phone: string, messageCode = 4004): Promise<string> {
  const sent = await requestSms(app, phone, messageCode);
  expect(sent.body.msg).toBe('操作成功');
  const sms = await lastSms(app, phone);
  expect(sms?.messageCode).toBe(messageCode);
  return sms!.code;
}

/** Headers of an authenticated call: `Blade-Auth: bearer <token>` as the portal sends it (§7). */
export const bearer = (accessToken: string) => ({ [AUTH_HEADER]: `bearer ${accessToken}` });

/** Decodes a JWT's payload (no verification: the tests read what the server put in). */
export const jwtPayload = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));
