import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';
import { loginHref } from '@/app/paths';

/**
 * beforeLoad of the login guard (§2 "Route guard behaviour"): without a stored baseUserId the
 * visitor is sent to /login with the full target path (path, query, hash) as `redirect`.
 * Intended for the pathless `_auth` layout that will hold the requireAuth routes:
 * `createFileRoute('/_auth')({ staticData: { requireAuth: true }, beforeLoad: requireLogin })`.
 * @throws the router's redirect
 */
export function requireLogin({ context, location }: { context: Pick<RouterContext, 'session'>; location: { href: string } }): void {
  if (!context.session.getState().baseUserId) {
    throw redirect({ href: loginHref(location.href) });
  }
}
