import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { loginHref } from '@/lib/paths';
import { SESSION_STORE_KEY, useSessionStore } from '@/stores/session';

/**
 * Keeps this tab's session in step with the others (the session lives in localStorage, §3): when
 * another tab logs in, out or refreshes the token, the store re-reads it — otherwise this tab
 * would keep sending a token that was just rotated. A tab left on a requireAuth page after a
 * logout elsewhere goes to /login with that page as redirect (§2 route guard).
 */
export function useSessionSync(): void {
  const router = useRouter();
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== null && e.key !== SESSION_STORE_KEY) return;
      void Promise.resolve(useSessionStore.persist.rehydrate()).then(() => {
        const guarded = router.state.matches.some((m) => m.staticData?.requireAuth);
        if (!useSessionStore.getState().baseUserId && guarded) void router.navigate({ href: loginHref(router.state.location.href) });
      });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [router]);
}
