import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { AppProviders } from '@/app/providers';
import { setServerAnswerSource } from '@/lib/api/first-answers';
import { navigationQueryOptions, websiteConfigQueryOptions } from '@/features/shell/shell.queries';

/**
 * The server render of the first screen (docs/architecture.md "Server-rendered first screen"), built by
 * `vite build --ssr src/entry-server.tsx --outDir dist/server` and called by mock-server/src/http/ssr.ts.
 * The same router, providers and components as src/main.tsx, for a logged-out visitor in zh (a guarded page's public
 * first screen with the top bar's account slot held empty: src/features/shell/top-bar.tsx).
 */

/**
 * The answers of the render in progress. Renders run one at a time (each takes milliseconds: every answer is at hand),
 * so a module-level value is safe and needs no async context.
 */
let current: ReadonlyMap<string, unknown> | undefined;
setServerAnswerSource(() => current);
let queue: Promise<unknown> = Promise.resolve();

/** The mark of a Suspense boundary the server could not render (it suspended): the browser would render it itself. */
const CLIENT_RENDERED = '<!--$!-->';
/** How many more times a render is tried while lazily loaded components are still loading. */
const LAZY_ATTEMPTS = 5;

/**
 * A rendered page: the HTML inside `<div id="root">`, the URL it shows, and `anyVisitor`: true for a guarded page's
 * public first screen, which shows no visitor's side, so a logged-in visitor's browser may hydrate it as well.
 */
export interface ServerRendered { html: string; url: string; anyVisitor: boolean }

/** What {@link render} is given: the path with its query string and the inlined answers (first-answers keys → envelopes). */
export interface RenderInput { url: string; answers: Record<string, unknown> }

/**
 * Renders `url` to the HTML that goes inside `<div id="root">` and the URL it was rendered for (`url`, or the canonical
 * one the router puts in its place: /hall → /hall?projectActive=1), answering every API call from `answers` (no network)
 * ({@link ServerRendered}).
 * Resolves null when the page cannot be rendered as the browser will hydrate it: a redirect, a route that failed or
 * is not loaded, or a query that failed for want of an answer — the caller then sends the client-only document.
 */
export async function render({ url, answers }: RenderInput): Promise<ServerRendered | null> {
  const turn = queue.then(async () => {
    current = new Map(Object.entries(answers));
    try {
      return await renderUrl(url, true);
    } finally {
      current = undefined;
    }
  });
  queue = turn.catch(() => undefined);
  return turn;
}

/**
 * One render of `url`. A redirect to the same path (the canonical search a route's validateSearch adds, e.g. /hall →
 * /hall?projectActive=1; the browser's router arrives at the same match) is rendered once more, when `follow`.
 */
async function renderUrl(url: string, follow: boolean): Promise<ServerRendered | null> {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }), true);
  // The shell's header data, as src/main.tsx primes it before the first render.
  await Promise.allSettled([queryClient.prefetchQuery(websiteConfigQueryOptions()), queryClient.prefetchQuery(navigationQueryOptions())]);
  await router.load();
  const result = router._serverResult;
  if (result?.type === 'redirect') {
    const target = result.redirect.headers.get('Location');
    return follow && target && target.split('?', 1)[0] === url.split('?', 1)[0] ? renderUrl(target, false) : null;
  }
  const { matches } = router.state;
  if (result?.type !== 'render' || !matches.length || matches.some((m) => m.status !== 'success')) return null;
  // A query the first screen's answers do not cover (one a loader only starts) renders its loading state, as it does
  // in the browser while that call is on its way.
  for (const query of queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' })) queryClient.getQueryCache().remove(query);
  const element = (
    <StrictMode>
      <AppProviders queryClient={queryClient} router={router} />
    </StrictMode>
  );
  // renderToString leaves a lazily loaded component it meets for the first time to the browser (a `<!--$!-->` boundary,
  // which the browser reports as a recoverable error and renders itself). Its chunk starts loading then: rendered
  // again a moment later, it is there. The streaming renderers would wait instead, but write inline scripts the CSP
  // forbids.
  let html = renderToString(element);
  for (let attempt = 0; html.includes(CLIENT_RENDERED) && attempt < LAZY_ATTEMPTS; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    html = renderToString(element);
  }
  if (html.includes(CLIENT_RENDERED)) return null;
  queryClient.clear();
  return { html, url, anyVisitor: matches.some((m) => m.staticData.requireAuth) };
}
