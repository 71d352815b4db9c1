import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CaptchaAnswer, PublicKeyAnswer, SmsSent, TokenAnswer } from '@contract/auth';
import { AUTH_PATHS } from '@contract/auth-paths';
import { api } from '@/lib/api/client';
import { CALLER, SILENT } from '@/lib/api/error-meta';
import { createPasswordEncryptor } from '@/lib/crypto/password-encryption';
import { profileToSession, userDetailQueryOptions } from '@/lib/user-detail';
import { useSessionStore } from '@/stores/session';
import { applyTokenAnswer } from '@/features/auth/login-session';
import { t } from '@/i18n';

/** Query keys of the auth feature, general to specific. */
export const authKeys = {
  all: ['auth'] as const,
  captchas: () => [...authKeys.all, 'captcha'] as const,
  /** One captcha per form instance (`scope`), so two forms never share a one-time key. */
  captcha: (scope: string) => [...authKeys.captchas(), scope] as const,
};

/**
 * Image captcha (§2 Login, §3 Captcha; GET blade-auth/oauth/captcha → { key, image }). Non-200
 * does nothing (§8): silent, no retry. Never refetched by itself: the key is one-time, so only an
 * explicit refresh (click, failed login) replaces it; gcTime 0 drops it with its form.
 */
export const captchaQueryOptions = (scope: string) =>
  queryOptions({
    queryKey: authKeys.captcha(scope),
    queryFn: ({ signal }) => api.get<CaptchaAnswer>(AUTH_PATHS.captcha, undefined, { signal }),
    meta: SILENT,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/** Encrypts login passwords; the server key is fetched once per page session (§7). */
export const passwordEncryptor = createPasswordEncryptor(() =>
  api.get<PublicKeyAnswer>(AUTH_PATHS.publicKey),
);

/** What a login ended with: 'ok' (session stored, profile loaded) or 'denied' (isAllowAccess false). */
export type LoginResult = 'ok' | 'denied';

/** Stores the answer, then loads the profile (§4 Session); a failed profile load keeps the login. */
async function finishLogin(answer: TokenAnswer, queryClient: QueryClient): Promise<LoginResult> {
  // §8: an answer carrying error_description is a failure whatever its status; the caller's popup shows it.
  if (!answer || 'error_description' in answer) throw answer ?? new Error(t('登录失败，请稍后重试'));
  const baseUserId = applyTokenAnswer(answer);
  if (!baseUserId) return 'denied';
  const detail = await queryClient.fetchQuery(userDetailQueryOptions(baseUserId)).catch(() => null);
  if (detail) {
    const { userInfo, name } = profileToSession(detail);
    useSessionStore.getState().userInfoLoaded(userInfo, name);
  }
  return 'ok';
}

/** POST /oauth/token with the fields in the query (§7); errors are the caller's popup (§8). */
const requestToken = (params: Record<string, string>) =>
  api.post<TokenAnswer>(AUTH_PATHS.token, undefined, { params });

/** Account login: password grant, password RSA-encrypted, scope 'all' (§2, §7). The form shows failures in the §8 popup. */
export function usePasswordLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: CALLER,
    mutationFn: async (v: { username: string; password: string; uuid: string; captcha: string }) => {
      const password = await passwordEncryptor.encrypt(v.password).catch(() => {
        throw new Error(t('密码加密失败，请刷新页面后重试'));
      });
      const answer = await requestToken({ grant_type: 'password', username: v.username, password, uuid: v.uuid, captcha: v.captcha, scope: 'all' });
      return finishLogin(answer, queryClient);
    },
    // The server may have rotated its key (restart): fetch it again for the next attempt.
    onError: () => passwordEncryptor.reset(),
  });
}

/** SMS login: verify_code grant with telPhone and code (§2, §7). The form shows failures in the §8 popup. */
export function useCodeLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: CALLER,
    mutationFn: async (v: { telPhone: string; code: string; uuid: string; captcha: string }) => {
      const answer = await requestToken({ grant_type: 'verify_code', telPhone: v.telPhone, code: v.code, uuid: v.uuid, captcha: v.captcha });
      return finishLogin(answer, queryClient);
    },
  });
}

/**
 * Sends an SMS code without a session (POST dscq-user/sms/no-login/code; messageCode 4004 login,
 * 2001 register, 2002 password / account recovery — §9) with a solved image captcha (`uuid` its
 * key, `captcha` the answer; the server consumes it either way). The caller shows refusals (its mutation's meta CALLER).
 */
export function sendSmsCode(v: { phone: string; messageCode: number; uuid: string; captcha: string }): Promise<SmsSent> {
  return api.post<SmsSent>(AUTH_PATHS.smsNoLoginCode, v);
}

/** POST dscq-user/user/register (JSON body, code of purpose 2001). */
export function useRegister() {
  return useMutation({
    mutationFn: (v: { loginName: string; phone: string; code: string; password: string; userType: 1 | 2 }) =>
      api.post<{ userId: string; loginName: string }>(AUTH_PATHS.register, v),
  });
}

/** POST dscq-user/user/forget-password (code of purpose 2002); ends every session of the account. */
export function useForgetPassword() {
  return useMutation({
    mutationFn: (v: { phone: string; code: string; password: string }) => api.post<null>(AUTH_PATHS.forgetPassword, v),
  });
}

/** POST dscq-user/user/find-account (code 2002, userType 1 person / 2 organisation) → masked loginName. */
export function useFindAccount() {
  return useMutation({
    mutationFn: (v: { phone: string; code: string; userType: 1 | 2 }) => api.post<{ loginName: string }>(AUTH_PATHS.findAccount, v),
  });
}
