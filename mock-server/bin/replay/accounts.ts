import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { AUTH_PATHS, DEV_PATHS, MESSAGE_CODES } from '../../../contract/auth';
import { AUTH_HEADER } from '../../../contract/envelope';
import { REALNAME_PATHS } from '../../../contract/realname';
import { citizenIdCheckChar } from '../../../contract/rules/citizen-id';
import { envelope, request, type CallOptions } from './http-client';

/**
 * Simulated bidders, made the way a person makes an account (no database access): register with the sandbox SMS code
 * read from the dev outbox, log in with the password grant (captcha answer from the dev window, RSA-OAEP password),
 * pass real-name verification with the sandbox reviewer (two uploaded PNGs, a valid citizen ID). Needs the target to
 * run with EXCHANGE_DEV_TOOLS=1. Identities are deterministic per index, so a second run on the same server finds
 * its accounts and only logs in.
 */

/** A logged-in, verified simulated bidder. */
export interface Account { index: number; loginName: string; token: string }

const PASSWORD = 'Replay#2026x';
const NAME_CHARS = '安邦诚达丰福光禾华嘉建锦俊康乐力明平强荣盛泰伟文祥';
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const REVIEW_WAIT_MS = 15_000;

/** The deterministic identity of simulated bidder `i` (0-based): login name, phone, Chinese name, citizen ID. */
export function identityOf(i: number) {
  const n = i + 1;
  const first17 = `3501021985${String((i % 12) + 1).padStart(2, '0')}${String((Math.floor(i / 12) % 28) + 1).padStart(2, '0')}${100 + Math.floor(i / 336)}`;
  return {
    loginName: `ltbid${String(n).padStart(4, '0')}`, phone: `1990${String(n).padStart(7, '0')}`,
    name: `压测${NAME_CHARS[Math.floor(i / NAME_CHARS.length) % NAME_CHARS.length]}${NAME_CHARS[i % NAME_CHARS.length]}`,
    idNumber: first17 + citizenIdCheckChar(first17),
  };
}

const api = (path: string) => `/api/${path}`;
const devToolsHint = (err: unknown) => new Error(`${(err as Error).message} — the target must run with EXCHANGE_DEV_TOOLS=1 (dev SMS outbox and captcha)`);

/** A fresh image captcha solved through the dev window: `{ uuid, captcha }` as the login and SMS calls take them. */
async function solvedCaptcha(base: URL, from: CallOptions): Promise<{ uuid: string; captcha: string }> {
  const { key } = await envelope<{ key: string }>(base, 'GET', api(AUTH_PATHS.captcha), from);
  const { answer } = await envelope<{ answer: string }>(base, 'GET', api(`${DEV_PATHS.captcha}/${key}`), from).catch((err) => { throw devToolsHint(err); });
  return { uuid: key, captcha: answer };
}

/** Logs in with the password grant. @returns the token answer, or null for wrong credentials (no such account). */
async function login(base: URL, loginName: string, from: CallOptions): Promise<{ access_token: string; authStatus: number } | null> {
  const key = await envelope<{ spki: string }>(base, 'GET', api('blade-auth/oauth/public-key'), from);
  const captcha = await solvedCaptcha(base, from);
  const publicKey = createPublicKey({ key: Buffer.from(key.spki, 'base64'), format: 'der', type: 'spki' });
  const password = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(PASSWORD)).toString('base64');
  const res = await request<{ access_token?: string; authStatus: number; error_description?: string }>(base, 'POST', api(AUTH_PATHS.token), { ...from, body: { grant_type: 'password', username: loginName, password, ...captcha } });
  if (res.status === 200 && res.body.access_token) return { ...res.body, access_token: res.body.access_token };
  if (res.status === 400 && /用户名或密码错误/.test(res.body.error_description ?? '')) return null;
  throw new Error(`login ${loginName}: ${res.status} ${res.body.error_description ?? JSON.stringify(res.body)}`);
}

async function register(base: URL, id: ReturnType<typeof identityOf>, from: CallOptions): Promise<void> {
  // An SMS code asked for without a login needs a solved captcha; each simulated person asks from its own address.
  const captcha = await solvedCaptcha(base, from);
  await envelope(base, 'POST', api(AUTH_PATHS.smsNoLoginCode), { ...from, body: { phone: id.phone, messageCode: MESSAGE_CODES.register, ...captcha } });
  const outbox = await envelope<Array<{ messageCode: number; code: string }>>(base, 'GET', api(`${DEV_PATHS.smsOutbox}?phone=${id.phone}`), from)
    .catch((err) => { throw devToolsHint(err); });
  const sms = outbox.find((m) => m.messageCode === MESSAGE_CODES.register);
  if (!sms) throw new Error(`register ${id.loginName}: no SMS code in the dev outbox`);
  await envelope(base, 'POST', api(AUTH_PATHS.register), { ...from, body: { loginName: id.loginName, phone: id.phone, code: sms.code, password: PASSWORD, userType: 1 } });
}

async function upload(base: URL, auth: CallOptions, name: string): Promise<string> {
  const boundary = `----replay${Date.now().toString(16)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`);
  const data = Buffer.concat([head, PNG_1X1, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const answer = await envelope<{ fileId: string }>(base, 'POST', api(REALNAME_PATHS.upload), { ...auth, bytes: { data, contentType: `multipart/form-data; boundary=${boundary}` } });
  return answer.fileId;
}

/** Submits (unless already pending) and waits for the sandbox review. @throws Error with the rejection reason */
async function verify(base: URL, id: ReturnType<typeof identityOf>, auth: CallOptions, status: number): Promise<void> {
  if (status !== 1) {
    const [frontImage, backImage] = [await upload(base, auth, 'front.png'), await upload(base, auth, 'back.png')];
    await envelope(base, 'POST', api(REALNAME_PATHS.submitPerson), { ...auth, body: { name: id.name, idType: 0, idNumber: id.idNumber, phone: id.phone, frontImage, backImage } });
  }
  for (const until = Date.now() + REVIEW_WAIT_MS; Date.now() < until;) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const record = await envelope<{ status: number; reason?: string | null } | null>(base, 'GET', api(REALNAME_PATHS.myRecord), auth);
    if (record?.status === 3) return;
    if (record?.status === 2) throw new Error(`real-name check of ${id.loginName} rejected: ${record.reason}`);
  }
  throw new Error(`real-name check of ${id.loginName} not decided in ${REVIEW_WAIT_MS / 1000} s`);
}

/** Makes sure simulated bidder `index` exists and is verified, and logs it in. `localAddress`: its source address. */
export async function ensureAccount(base: URL, index: number, localAddress?: string): Promise<Account> {
  const id = identityOf(index);
  const from: CallOptions = { localAddress };
  let session = await login(base, id.loginName, from);
  if (!session) {
    await register(base, id, from);
    session = await login(base, id.loginName, from);
    if (!session) throw new Error(`login ${id.loginName} failed right after registering`);
  }
  if (session.authStatus !== 3) await verify(base, id, { ...from, headers: { [AUTH_HEADER]: `bearer ${session.access_token}` } }, session.authStatus);
  return { index, loginName: id.loginName, token: session.access_token };
}
