import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { AUTH_HEADER } from '@contract/headers';
import { AUTH_PATHS } from '@contract/auth-paths';
import { api } from '@/lib/api/client';
import { selectBearerToken, useSessionStore } from '@/stores/session';
import { userKeys } from '@/lib/user-detail';

/**
 * Logout (§2 Login and logout), shared by the header, the home page and the lock page: clears the
 * session at once (the store also clears the lock and stores helpBrowser false), drops the cached
 * profiles, goes to /login, and tells the server (GET /logout) so it revokes the token. The call
 * is silent and its outcome ignored — the session ends anyway. The bearer is passed explicitly
 * because the store no longer holds it when the call leaves; a 401 answer lands on /login, where
 * the unauthorized handler does nothing.
 */
export function useLogout() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const token = selectBearerToken(useSessionStore.getState());
      useSessionStore.getState().loggedOut();
      queryClient.removeQueries({ queryKey: userKeys.all });
      void router.navigate({ href: '/login' });
      const headers = token ? { [AUTH_HEADER]: `bearer ${token}` } : undefined;
      await api.get<unknown>(AUTH_PATHS.logout, undefined, { headers }).catch(() => undefined);
    },
  });
}
