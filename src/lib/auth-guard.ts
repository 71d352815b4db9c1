import { redirect } from '@tanstack/react-router';
import { LOCK_PATH } from '@contract/constants';
import type { RouterContext } from '@/lib/router-context';
import { loginHref } from '@/lib/paths';
import { useCommonStore } from '@/stores/common';

/**
 * beforeLoad of the login guard (§2 "Route guard behaviour"): without a stored baseUserId the
 * visitor is sent to /login with the full target path (path, query, hash) as `redirect`. A server render
 * (`context.serverRender`) passes: it renders only the public first screen, and the browser runs this guard again.
 * Used by the pathless `_auth` layout that holds every requireAuth route
 * (`createFileRoute('/_auth')({ staticData: { requireAuth: true }, beforeLoad: requireLogin })`).
 * @throws the router's redirect
 */
export function requireLogin({ context, location }: { context: Pick<RouterContext, 'session' | 'serverRender'>; location: { href: string } }): void {
  if (!context.serverRender && !context.session.getState().baseUserId) {
    throw redirect({ href: loginHref(location.href) });
  }
}

/** /lock with the page to return to after unlocking (§4 Screen lock). */
export function lockHref(returnTo: string): string {
  return `${LOCK_PATH}?redirect=${encodeURIComponent(returnTo)}`;
}

/**
 * Root beforeLoad of the screen lock (§4 Screen lock): while the lock flag is set, any page but
 * /lock redirects to /lock, remembering the requested page so unlocking goes there.
 * @throws the router's redirect
 */
export function requireUnlocked({ location }: { location: { pathname: string; href: string } }, isLocked: () => boolean = () => useCommonStore.getState().isLock): void {
  if (isLocked() && location.pathname !== LOCK_PATH) {
    throw redirect({ href: lockHref(location.href), replace: true });
  }
}
