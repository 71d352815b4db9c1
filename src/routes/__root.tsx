import { useQuery } from '@tanstack/react-query';
import { createRootRouteWithContext, redirect } from '@tanstack/react-router';
import type { RouterContext } from '@/lib/router-context';
import { requireUnlocked } from '@/lib/auth-guard';
import { loginHref } from '@/lib/paths';
import { useUserNotices } from '@/lib/user-notices';
import { AppShell } from '@/features/shell/app-shell';
import { websiteConfigQueryOptions } from '@/features/shell/shell.queries';
import { AuthRuntime } from '@/features/auth/auth-runtime';
import { refreshIfDue } from '@/features/auth/use-token-refresh';

/**
 * The logged-in user's push notices (the inbox's unread count, shared by the header and the user centre), in a leaf of
 * their own: a session change — a login, a logout, or the stored session showing after the hydration of a page
 * rendered for a visitor — re-renders this alone, not the shell around the page.
 */
function UserNotices() {
  useUserNotices();
  return null;
}

/** The shell and the session runtime are two features; the root composes them (design.md). */
function Root() {
  const { data: tokenTimeS } = useQuery({ ...websiteConfigQueryOptions(), select: (c) => c?.tokenTime });
  return (
    <>
      <AppShell />
      <UserNotices />
      <AuthRuntime tokenTimeS={tokenTimeS} />
    </>
  );
}

/**
 * Root of every page: the app shell (header, footer, prompts) around the matched route, plus the
 * session runtime. While the screen is locked every page but /lock redirects there (§4 Screen lock);
 * a token that is due is refreshed before any page loads (§4 Token refresh).
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location }) => {
    requireUnlocked({ location });
    if ((await refreshIfDue()) && location.pathname !== '/login') throw redirect({ href: loginHref(location.href) });
  },
  component: Root,
});
