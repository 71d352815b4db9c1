import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { api } from '@/lib/api/client';
import { useSessionStore } from '@/stores/session';

/**
 * Logout (§2 Login and logout), shared by the header and the home page: tells the server
 * (GET /logout, failures ignored — the session ends anyway), clears the session (the store also
 * clears the lock and sets helpBrowser false), then goes to /login.
 */
export function useLogout() {
  const router = useRouter();
  return useMutation({
    mutationFn: () => api.get<unknown>('logout', undefined, { errorMode: 'silent' }).catch(() => undefined),
    onSettled: () => {
      useSessionStore.getState().loggedOut();
      void router.navigate({ href: '/login' });
    },
  });
}
