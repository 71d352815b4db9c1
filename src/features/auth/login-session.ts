import type { TokenAnswer } from '@contract/auth';
import { ApiError } from '@/lib/api/client';
import { useSessionStore, type GrantType } from '@/stores/session';
import { msg, t } from '@/i18n';

/**
 * Grant type stored for every user login, password or SMS code alike. §4/§7 tie the bearer
 * header and the token refresh to the 'password' grant, but the server requires the bearer on
 * every protected call whichever way the token was obtained, and a verify_code token expires
 * like any other. So both user grants are stored as the 'password' family: the api client sends
 * the bearer and the refresh timer keeps the token alive for phone-code logins too.
 */
export const SESSION_GRANT_TYPE: GrantType = 'password';

/** Shown when the server answers a login with isAllowAccess false (§4 Session); a source message, shown with t(). */
export const ACCESS_DENIED_MSG = msg('该账号已停用或暂无访问权限，登录未生效。如有疑问请联系平台客服。');

/**
 * Stores a successful token answer (§4 Session): access token, refresh token, expires_in, user id
 * (baseUserId, else user_id) and the 'password' grant family, plus the name and status the answer
 * carries until the profile arrives. The store clears any screen lock. With isAllowAccess false
 * nothing is stored — no token and no user id, so the visitor stays logged out instead of being a
 * "logged in" user whose every call fails.
 * @returns the stored baseUserId, or null when access was refused
 */
export function applyTokenAnswer(answer: TokenAnswer, store: typeof useSessionStore = useSessionStore): string | null {
  if (answer.isAllowAccess === false) return null;
  const baseUserId = answer.baseUserId || answer.user_id;
  store.getState().loggedIn({
    baseUserId,
    token: answer.access_token,
    refreshToken: answer.refresh_token,
    expiresIn: answer.expires_in,
    grantType: SESSION_GRANT_TYPE,
    isAllowAccess: true,
    name: answer.user_name || undefined,
    userInfo: { loginName: answer.account, name: answer.user_name, authStatus: answer.authStatus },
  });
  return baseUserId;
}

const description = (v: unknown): string => {
  const d = v && typeof v === 'object' ? (v as { error_description?: unknown }).error_description : undefined;
  return typeof d === 'string' ? d.trim() : '';
};

/**
 * Text for the §8 error popup of a failed login or refresh: the answer's error_description
 * (an ApiError's body, or the raw body the client rejects with for a 403 from the token
 * endpoint), else the error's message, else `fallback` (in the active language; by default 登录失败，请稍后重试).
 */
export function authErrorText(error: unknown, fallback = t('登录失败，请稍后重试')): string {
  const fromBody = description(error) || (error instanceof ApiError ? description(error.body) : '');
  if (fromBody) return fromBody;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * "A network error" of §4 Token refresh: no answer (network, timeout) or a gateway status
 * outside 200–500, which has no envelope and only means the server could not be reached.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'http' && error.status > 500);
}
