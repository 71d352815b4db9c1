import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { citizenIdCheckChar } from '../../contract/rules/citizen-id';
import { creditCodeCheckChar } from '../../contract/rules/credit-code';
import { DEMO_PASSWORD, bearer, login, smsCode } from './auth-helpers';
import { CLIENT_ID, call, data } from './helpers';

/** Shared fixtures of the realname-* and profile-* suites: valid numbers, uploads, logins, registrations. */

/** A valid citizen ID: region, birth date YYYYMMDD, 3-digit sequence, computed check character. */
export const citizenId = (region: string, birth: string, seq = '123') => {
  const body = `${region}${birth}${seq}`;
  return body + citizenIdCheckChar(body);
};
/** A valid unified social credit code from its first 17 characters. */
export const creditCode = (first17: string) => first17 + creditCodeCheckChar(first17);

/** Smallest files of each kind the server recognises by magic bytes. */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
export const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

/** A multipart/form-data body with the given file parts (name `file` unless said otherwise). */
export function multipart(parts: Array<{ filename: string; contentType: string; bytes: Buffer; field?: string }>) {
  const boundary = `----realname${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'file'}"; filename="${p.filename}"\r\n`
      + `Content-Type: ${p.contentType}\r\n\r\n`), p.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs a multipart upload to `url` as `accessToken`; returns the parsed envelope and status. */
export async function upload(app: FastifyInstance, accessToken: string, parts: Parameters<typeof multipart>[0], url = '/api/dscq-user/file/upload') {
  const body = multipart(parts);
  const res = await app.inject({
    method: 'POST', url, payload: body.payload,
    headers: { ...bearer(accessToken), 'content-type': body.contentType, 'client-id': CLIENT_ID },
  });
  expect(res.body).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
  return { status: res.statusCode, body: res.json() };
}

/** Uploads one image and returns its fileId. */
export async function uploadImage(app: FastifyInstance, accessToken: string, bytes = PNG, filename = 'id.png'): Promise<string> {
  const res = await upload(app, accessToken, [{ filename, contentType: 'image/png', bytes }]);
  expect(res.body.msg).toBe('操作成功');
  return res.body.data.fileId;
}

/** Logs `loginName` in and returns its access token. */
export async function accessToken(app: FastifyInstance, loginName: string, password = DEMO_PASSWORD): Promise<string> {
  const { status, body } = await login(app, loginName, password);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.access_token;
}

/** Registers a fresh account through the API (SMS 2001 from the sandbox outbox); returns its login name. */
export async function register(app: FastifyInstance, loginName: string, phone: string, userType: 1 | 2): Promise<string> {
  const code = await smsCode(app, phone, 2001);
  await data(app, 'POST', '/api/dscq-user/user/register', { loginName, phone, code, password: DEMO_PASSWORD, userType });
  return loginName;
}

/** GET the caller's user detail. */
export const detailOf = async (app: FastifyInstance, token: string) =>
  (await call(app, 'GET', '/api/dscq-user/user/detail', {}, { headers: bearer(token) })).body.data;
