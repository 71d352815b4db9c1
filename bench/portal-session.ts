import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { AUTH_PATHS, DEV_PATHS, type TokenAnswer } from '../contract/auth';
import { envelope, request } from '../mock-server/bin/replay/http-client';

/**
 * A logged-in portal session for the browser benchmarks, made through the API instead of the login form: the password
 * grant (captcha answer from the dev window, RSA-OAEP password) and the localStorage entry the portal keeps its
 * session in (src/stores/session.ts, key `nccq-session`, zustand persist shape `{ state, version }`), filled the way
 * src/features/auth/login-session.ts fills it. Needs the server to run with EXCHANGE_DEV_TOOLS=1.
 */

/** The seeded demo bidders' password (e2e/pages/quote-page.ts DEMO_PASSWORD). */
export const DEMO_PASSWORD = 'Nccq@2026';
/** localStorage key of the portal session (src/stores/session.ts SESSION_STORE_KEY). */
export const SESSION_STORE_KEY = 'nccq-session';

/** The token answer of a password login of `loginName` on `origin`. @throws Error when the login is refused */
export async function loginThroughApi(origin: string, loginName: string, password = DEMO_PASSWORD): Promise<TokenAnswer> {
  const base = new URL(origin);
  const key = await envelope<{ spki: string }>(base, 'GET', '/api/blade-auth/oauth/public-key');
  const { key: uuid } = await envelope<{ key: string }>(base, 'GET', `/api/${AUTH_PATHS.captcha}`);
  const { answer } = await envelope<{ answer: string }>(base, 'GET', `/api/${DEV_PATHS.captcha}/${uuid}`);
  const publicKey = createPublicKey({ key: Buffer.from(key.spki, 'base64'), format: 'der', type: 'spki' });
  const encrypted = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password)).toString('base64');
  const res = await request<TokenAnswer & { error_description?: string }>(base, 'POST', `/api/${AUTH_PATHS.token}`, {
    body: { grant_type: 'password', username: loginName, password: encrypted, uuid, captcha: answer },
  });
  if (res.status !== 200 || !res.body.access_token) throw new Error(`login ${loginName}: ${res.status} ${res.body.error_description ?? ''}`);
  return res.body;
}

/** The localStorage entries (key → JSON text) of a portal logged in with `answer`. */
export function sessionStorageEntries(answer: TokenAnswer): Record<string, string> {
  const state = {
    baseUserId: answer.baseUserId || answer.user_id, name: answer.user_name || undefined,
    userInfo: { loginName: answer.account, name: answer.user_name, authStatus: answer.authStatus },
    token: answer.access_token, refreshToken: answer.refresh_token, grantType: 'password',
    tokenSavedAt: Date.now(), tokenExpiresIn: answer.expires_in, isAllowAccess: true,
  };
  return { [SESSION_STORE_KEY]: JSON.stringify({ state, version: 0 }) };
}
