import type { FastifyBaseLogger } from 'fastify';
import {
  MESSAGE_CODES, type ClientTokenAnswer, type TokenAnswer, type TokenRequest,
} from '../../../../contract/auth';
import type { Db } from '../../db/connection';
import { findUserById, findUserByLoginName, findUserByPhone, verifyPassword, type UserRow } from '../user/index';
import { OAuthError } from './oauth-error';
import type { AuthServices } from './service';
import type { RefreshRefusal } from './sessions';

/** Who is asking: the client address (throttling) and the request logger. */
export interface GrantContext { ip: string; log: FastifyBaseLogger }
interface GrantDeps { auth: AuthServices; db: Db }

export const GRANT_MESSAGES = {
  badCredentials: '用户名或密码错误',
  undecryptable: '密码解密失败，请刷新页面后重试',
  disabled: '该账号已停用，请联系平台客服',
  unsupported: (grant: string) => `不支持的授权类型：${grant}`,
} as const;
const REFRESH_MESSAGES: Record<RefreshRefusal, string> = {
  unknown: '刷新令牌无效，请重新登录',
  expired: '登录已过期，请重新登录',
  revoked: '登录已失效，请重新登录',
  reused: '登录已失效，请重新登录',
};

/** The flat token answer for `user`: a new session, or isAllowAccess false and no tokens when the account is disabled. */
async function userAnswer(auth: AuthServices, user: UserRow, session?: { familyId: string; refreshToken: string }): Promise<TokenAnswer> {
  const allowed = !user.isDisabled;
  const s = allowed ? session ?? await auth.sessions.start(user.id) : null;
  return {
    access_token: s ? await auth.tokens.issue({ userId: user.id, familyId: s.familyId }) : '',
    refresh_token: s?.refreshToken ?? '', token_type: 'bearer', expires_in: s ? auth.tokens.ttlS : 0, scope: 'all',
    user_id: user.id, account: user.loginName, user_name: user.name || user.loginName, authStatus: user.authStatus,
    isAllowAccess: allowed, baseUserId: user.id,
  };
}

/**
 * The key failures are counted under: the account the typed name resolves to (`id:<user id>`), so its login name,
 * its phone, a password or an SMS code all share one budget; a name that matches no account is counted as typed
 * (`u:<name>` lower-cased / `t:<phone>`). Every failure also counts against the address, whatever was typed.
 */
export function throttleKey(user: UserRow | null, typed: { username: string } | { phone: string }): string {
  if (user) return `id:${user.id}`;
  return 'username' in typed ? `u:${typed.username.trim().toLowerCase()}` : `t:${typed.phone}`;
}

/** The account a password login names: its login name, else (11 digits) its phone; null when none. */
async function accountOfUsername(db: Db, username: string): Promise<UserRow | null> {
  return await findUserByLoginName(db, username) ?? (/^1\d{10}$/.test(username) ? await findUserByPhone(db, username) : null);
}

/**
 * The throttled part of the password and verify_code grants: the brute-force gate first (so a refused attempt
 * keeps its captcha), then the captcha (consumed), then `authenticate`, whose outcome is recorded. A string from
 * `authenticate` is a failure message; `{ notCounted }` is a client-side problem that is not a guess.
 * `accountKey` comes from {@link throttleKey}.
 */
async function throttled(
  { auth }: GrantDeps, ctx: GrantContext, grantType: string, accountKey: string, captcha: { uuid: string; captcha: string },
  authenticate: () => Promise<UserRow | string | { notCounted: string }>,
): Promise<UserRow> {
  const verdict = await auth.throttle.check(accountKey, ctx.ip);
  if (!verdict.allowed) throw new OAuthError(429, verdict.msg);
  const checked = await auth.captcha.check(captcha.uuid, captcha.captcha);
  if (!checked.ok) throw new OAuthError(400, checked.msg);
  const result = await authenticate();
  if (typeof result === 'object' && 'notCounted' in result) throw new OAuthError(400, result.notCounted);
  await auth.throttle.record(accountKey, ctx.ip, grantType, typeof result !== 'string');
  if (typeof result === 'string') {
    ctx.log.info({ accountKey, ip: ctx.ip, grantType }, '登录失败');
    throw new OAuthError(400, result);
  }
  return result;
}

/**
 * Runs one token request (§7 /oauth/token, §4 Session): password (RSA-OAEP ciphertext, captcha), verify_code (SMS
 * code of purpose 4004, captcha), refresh_token (rotation with reuse detection), client_credentials (no user,
 * scope read). authorization_code is refused. A username of 11 digits is also tried as a phone number. Failures are
 * throttled per account (however it was named) and per address ({@link throttleKey}).
 * @throws OAuthError with the HTTP status and Chinese description of every refusal.
 */
export async function runGrant(deps: GrantDeps, params: TokenRequest, ctx: GrantContext): Promise<TokenAnswer | ClientTokenAnswer> {
  const { auth, db } = deps;
  switch (params.grant_type) {
    case 'password': {
      const found = await accountOfUsername(db, params.username);
      const user = await throttled(deps, ctx, 'password', throttleKey(found, params), params, async () => {
        const password = auth.loginKey.decrypt(params.password);
        if (password === null) return { notCounted: GRANT_MESSAGES.undecryptable };
        const ok = await verifyPassword(found?.passwordHash ?? null, password);
        return found && ok ? found : GRANT_MESSAGES.badCredentials;
      });
      return userAnswer(auth, user);
    }
    case 'verify_code': {
      const found = await findUserByPhone(db, params.telPhone);
      const user = await throttled(deps, ctx, 'verify_code', throttleKey(found, { phone: params.telPhone }), params, async () => {
        const checked = await auth.sms.verify(params.telPhone, MESSAGE_CODES.default, params.code);
        if (!checked.ok) return checked.msg;
        return found ?? '该手机号未注册';
      });
      return userAnswer(auth, user);
    }
    case 'refresh_token': {
      const rotated = await auth.sessions.rotate(params.refresh_token);
      if (!rotated.ok) {
        if (rotated.reason === 'reused') ctx.log.warn({ familyId: rotated.familyId, ip: ctx.ip }, '刷新令牌被重复使用，已吊销整个会话');
        throw new OAuthError(401, REFRESH_MESSAGES[rotated.reason]);
      }
      const user = await findUserById(db, rotated.userId);
      if (!user || user.isDisabled) {
        await auth.sessions.revoke(rotated.familyId);
        throw user ? new OAuthError(403, GRANT_MESSAGES.disabled) : new OAuthError(401, REFRESH_MESSAGES.unknown);
      }
      return userAnswer(auth, user, rotated);
    }
    case 'client_credentials':
      return { access_token: await auth.tokens.issue(null), token_type: 'bearer', expires_in: auth.tokens.ttlS, scope: 'read' };
    case 'authorization_code':
      throw new OAuthError(400, GRANT_MESSAGES.unsupported('authorization_code'));
  }
}
