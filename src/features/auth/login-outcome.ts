import type { LoginResult } from '@/features/auth/auth.queries';
import { showAuthError } from '@/features/auth/auth-error-dialog';
import { ACCESS_DENIED_MSG, authErrorText } from '@/features/auth/login-session';
import { t } from '@/i18n';

/**
 * The `mutate` callbacks of both login forms (§2 Login, §8 "Login or refresh response carrying
 * error_description: shown as an error popup"): 'ok' runs `onLoggedIn`; a refused access
 * (isAllowAccess false) or any failure opens the error popup with its text, then `afterFailure`
 * lets the form replace the consumed captcha.
 */
export function loginOutcome(onLoggedIn: () => void, afterFailure: () => void) {
  const failed = (text: string) => {
    showAuthError(text);
    afterFailure();
  };
  return {
    onSuccess: (result: LoginResult) => (result === 'ok' ? onLoggedIn() : failed(t(ACCESS_DENIED_MSG))),
    onError: (error: unknown) => failed(authErrorText(error)),
  };
}
