import { createRouter, Navigate, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '@/routeTree.gen';
import { setLoginPromptHandler, setUnauthorizedHandler } from '@/lib/api/error-policy';
import { useSessionStore } from '@/stores/session';
import { useCommonStore } from '@/stores/common';
import { PendingPage } from '@/features/shell/pending-page';
import { RouteErrorPage } from '@/features/shell/route-error-page';
import { openLoginPrompt } from '@/features/shell/login-prompt';
import { loginHref } from '@/lib/paths';
import { mergeStaticData, pageTitle } from '@/lib/route-meta';
import { parseSearch, stringifySearch } from '@/app/search-params';
import { createPageViewReporter } from '@/app/page-views';
import { i18n } from '@/i18n';

/** A loader's notFound() has no page of its own: like unknown paths it lands on /index (§2). */
function RedirectHome() {
  return <Navigate to="/index" replace />;
}

/**
 * Builds the app router (§2 route guard, style.md "Routes and URL state"): intent preloading
 * without preload caching (the query cache already dedupes), skeleton pending and Chinese error
 * pages, scroll restoration (new pages start at the top), plain query strings. `serverRender` (src/entry-server.tsx)
 * marks a server render: see RouterContext. After each resolved
 * navigation the document title (`农村产权交易平台 - <title>`, translated, and again on a language switch) and the
 * active menu flag follow the deepest matched route's staticData. It also wires the error policy's 401 handler (→ /login with the
 * current path as redirect) and the 用户未登录 prompt. `history` defaults to the browser's (tests
 * pass a memory history).
 */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory, serverRender = false) {
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient, session: useSessionStore, serverRender },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // Not in a server render: its inline restore script would be refused by the CSP (script-src 'self').
    scrollRestoration: typeof document !== 'undefined',
    parseSearch,
    stringifySearch,
    defaultPendingComponent: PendingPage,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: RedirectHome,
  });

  // A server render (src/entry-server.tsx) has no document to title and reports no page view.
  if (typeof document === 'undefined') return router;
  const reportPageView = createPageViewReporter();
  router.subscribe('onResolved', () => {
    const meta = mergeStaticData(router.state.matches);
    document.title = pageTitle(meta.title);
    // Reported in a task of its own: the first resolve ends the task that hydrates a server-rendered page, and the
    // request (headers, body, fetch) would lengthen it on a slow phone (Lighthouse TBT).
    const { href } = router.state.location;
    const title = document.title;
    setTimeout(() => reportPageView(href, title), 0);
    if (meta.menuFlag) useCommonStore.getState().menuFlagChanged(meta.menuFlag);
  });
  // A language switch re-titles the page being shown.
  i18n.on('change', () => {
    document.title = pageTitle(mergeStaticData(router.state.matches).title);
  });

  // §8 401: the client has already cleared the session; go to /login with the full path of the
  // page being shown or loaded (the router's location, which is also right under a memory
  // history). A 401 on /login itself (a stale call finishing there) stays put instead of
  // nesting redirect=/login?redirect=….
  setUnauthorizedHandler((fromClient) => {
    const here = router.state.location;
    if (here.pathname === '/login') return;
    void router.navigate({ href: loginHref(here.href || fromClient) });
  });
  setLoginPromptHandler(openLoginPrompt);
  return router;
}

/** The concrete router type, for `Register`. */
export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
