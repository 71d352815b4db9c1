import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { AUTH_PATHS } from '@contract/auth-paths';
import type { TokenAnswer } from '@contract/auth';
import { api } from '@/lib/api/client';
import { loginHref } from '@/lib/paths';
import { useSessionStore } from '@/stores/session';
import { showAuthError } from '@/features/auth/auth-error-dialog';
import { authErrorText, isNetworkFailure } from '@/features/auth/login-session';
import { canRefresh, createTokenRefresher, type TokenRefreshDeps } from '@/features/auth/token-refresh';
import { msg, t } from '@/i18n';

/** Name of the cross-tab Web Lock held while a refresh runs. */
export const REFRESH_LOCK_NAME = 'nccq-token-refresh';

/** Web Locks when the browser has them (every current one); else only this tab is serialised. */
function webLock(): TokenRefreshDeps['lock'] {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.request) return undefined;
  return (section) => locks.request(REFRESH_LOCK_NAME, section);
}

/** Website config tokenTime in seconds; undefined until the config arrives (the default applies). */
let tokenTimeS: number | undefined;
/**
 * Where a failed refresh sends the user: the router's navigation once the app is mounted; before
 * that the root beforeLoad redirects itself (see {@link refreshIfDue}).
 */
let toLogin: () => void = () => undefined;

/**
 * The app's one token refresher (§4 Token refresh): the machine of token-refresh.ts bound to the
 * session store and the api client. A failure that is not a network error shows the §8 popup
 * (error_description), clears the session (grant type included) and goes to /login.
 */
export const tokenRefresher = createTokenRefresher({
  read: () => useSessionStore.getState(),
  now: () => Date.now(),
  tokenTimeS: () => tokenTimeS,
  request: (refreshToken) =>
    api.post<TokenAnswer>(AUTH_PATHS.token, undefined, { params: { grant_type: 'refresh_token', refresh_token: refreshToken } }),
  save: (t) => useSessionStore.getState().tokenRefreshed({ token: t.access_token, refreshToken: t.refresh_token, expiresIn: t.expires_in }),
  expire: (error) => {
    showAuthError(authErrorText(error, t('登录已过期，请重新登录')), msg('登录已失效'));
    useSessionStore.getState().loggedOut();
    toLogin();
  },
  isNetworkError: isNetworkFailure,
  lock: webLock(),
  sync: () => useSessionStore.persist.rehydrate(),
});

/**
 * Root beforeLoad helper: when the stored token is due (a tab reopened after the access token
 * expired), refresh it BEFORE the page's loaders run, so they never send a dead token and log the
 * user out with a 401 that a refresh would have avoided. Waits for a refresh already running.
 * Never rejects.
 * @returns true when the session was just ended by a refused refresh (the caller goes to /login)
 */
export async function refreshIfDue(): Promise<boolean> {
  const outcome = await tokenRefresher.trigger('timer');
  return (outcome === 'busy' ? await tokenRefresher.settled() : outcome) === 'expired';
}

/**
 * Mounts the timers of the refresher once for the app: every 10th tick of the shared clock
 * (`tick$` — no timer of its own) and document visibility, while the session can be refreshed (a visitor without
 * one does not load them). `tokenTimeSeconds` is the website config tokenTime.
 */
export function useTokenRefresh(tokenTimeSeconds: number | undefined): void {
  const router = useRouter();
  const refreshable = useSessionStore(canRefresh);
  useEffect(() => {
    tokenTimeS = tokenTimeSeconds;
  }, [tokenTimeSeconds]);

  useEffect(() => {
    toLogin = () => {
      const here = router.state.location;
      if (here.pathname !== '/login') void router.navigate({ href: loginHref(here.href) });
    };
  }, [router]);

  useEffect(() => {
    if (!refreshable) return undefined;
    // The clock's tick and the visibility stream (the rxjs stream layer) load after the first screen; the first check
    // runs on the first tick once they are in. A stored token already due was refreshed by the root's beforeLoad.
    let gone = false;
    let sub: { unsubscribe(): void } | undefined;
    Promise.all([import('@streams/clock'), import('@streams/poll')]).then(
      ([{ tick$ }, { documentVisible$ }]) => {
        if (!gone) sub = tokenRefresher.start({ tick$, visible$: documentVisible$ });
      },
      // The streams failed to load: the refresh still runs from the root's beforeLoad on the next navigation.
      () => undefined,
    );
    return () => {
      gone = true;
      sub?.unsubscribe();
    };
  }, [refreshable]);
}
