import { AuthErrorDialog } from '@/features/auth/auth-error-dialog';
import { useProfileRefresh } from '@/features/auth/use-profile-refresh';
import { useSessionSync } from '@/features/auth/use-session-sync';
import { useTokenRefresh } from '@/features/auth/use-token-refresh';

/**
 * The session's background work, mounted once by the root route: token refresh (§4), cross-tab
 * session sync, the displayed-name profile load (§4) and the §8 login/refresh error popup.
 * `tokenTimeS` is the website config tokenTime (seconds), handed in by the route that has it.
 */
export function AuthRuntime({ tokenTimeS }: { tokenTimeS?: number }) {
  useTokenRefresh(tokenTimeS);
  useSessionSync();
  useProfileRefresh();
  return <AuthErrorDialog />;
}
