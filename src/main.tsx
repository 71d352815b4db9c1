import { StrictMode, startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@/index.css';
import '@/lib/route-meta';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter, type AppRouter } from '@/app/router';
import { AppProviders } from '@/app/providers';
import { env } from '@/lib/env';
import { configurePush } from '@streams/push-url';
import { applyLanguage, t } from '@/i18n';
import { useCommonStore } from '@/stores/common';
import { useSessionStore } from '@/stores/session';
import { settleInlined } from '@/lib/api/first-answers';
import { navigationQueryOptions, websiteConfigQueryOptions } from '@/features/shell/shell.queries';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import { noteEarlyChoices } from '@/lib/early-choices';
import { prepareClassMerge } from '@/components/ui/cn';

configurePush(env.pushUrl);
// The server's Content-Security-Policy forbids eval: without `jitless`, zod's first object parse probes
// `new Function`, which the browser reports as a policy violation even though zod falls back. zod reads its settings
// from this global (shared by every copy of it), so the entry sets it without loading zod: `z.config` would add
// 3.5 kB to the initial JS. zod itself is only loaded later, with the pages that validate forms.
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((zodSettings.__zod_globalConfig ??= {}), { jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error(t('index.html 缺少 #root 容器'));
const container: HTMLElement = root;
// The server rendered the page for this URL (mock-server/src/http/ssr.ts): the canonical form of the address, e.g.
// /hall?projectActive=1 for /hall. The router would put it in the address bar after loading; doing it now lets the
// router load, and the page hydrate, exactly the match the server rendered.
const renderedUrl = container.dataset.url;
if (renderedUrl && renderedUrl.split('?', 1)[0] === location.pathname && renderedUrl !== location.pathname + location.search) {
  history.replaceState(history.state, '', renderedUrl + location.hash);
}

/** How long the first client render waits for the route match to load, ms. */
const FIRST_PAINT_WAIT_MS = 300;

/**
 * Puts the address as the router corrects it on its first mount (a route's default search: /hall becomes
 * /hall?projectActive=1) in the address bar before the first load: otherwise that load would resolve the uncorrected
 * address and the mount load the corrected one again, and the page-view statistics would count the visit twice.
 */
function canonicalAddress(router: AppRouter) {
  router.updateLatestLocation();
  const current = router.latestLocation;
  const next = router.buildLocation({ to: current.pathname, search: true, params: true, hash: true, state: true, _includeValidateSearch: true });
  const trim = (href: string) => href.replace(/\/(?=$|[?#])/, '');
  if (trim(next.publicHref) !== trim(current.publicHref)) history.replaceState(history.state, '', next.publicHref);
}

/**
 * The server rendered the first screen into #root (mock-server/src/http/ssr.ts) for a logged-out visitor in zh. When
 * this browser shows the same (zh, no session or a guarded page, and the router arrives at the rendered URL), the page is hydrated once
 * the router has loaded the same match (its route chunks are preloaded, its answers inlined): no second paint.
 * Otherwise (or without server HTML) the portal renders on its own, replacing what the server sent.
 */
async function render(app: ReactElement, router: AppRouter) {
  const serverHtml = container.firstElementChild !== null;
  // Who may hydrate (mock-server/src/http/ssr.ts): by default a logged-out visitor; "any" for a guarded page's public
  // first screen, which a logged-in visitor's first render draws too (the top bar leaves its account slot blank while
  // hydrating); "no" for a render not drawn from this document's answers.
  const hydrate = container.dataset.hydrate;
  if (serverHtml && hydrate !== 'no' && useCommonStore.getState().language === 'zh' && (hydrate === 'any' || !useSessionStore.getState().baseUserId)) {
    // No yield between the load and the hydration: the router's state settles in the task that ends the load, and a
    // router update during a hydration would have React hydrate the whole page at once, in one synchronous pass.
    await router.load().catch(() => undefined);
    // A guarded page's first screen (the quote hall) sends a visitor without a session to /login: not what the
    // server rendered, so that page is rendered below instead of hydrated.
    if (router.state.location.pathname === renderedUrl?.split('?', 1)[0]) {
      // The server rendered the matches as a server-rendered router does (no Suspense around them): the same here.
      router.ssr = { manifest: undefined };
      // A radio or checkbox set before the code ran, for its form to set again once hydrated (lib/use-early-choices.ts).
      noteEarlyChoices(container);
      // Hydration at its default lane is one blocking pass (React renders lanes below transitions synchronously). As
      // a transition it is rendered in slices that yield to the browser: the page is already painted and readable,
      // and a slow phone's main thread is not held in one long task (Lighthouse TBT).
      startTransition(() => {
        hydrateRoot(container, app);
      });
      return;
    }
  }
  // The page's own code is preloaded by the document (and the bid room's and the hall's first answers inlined):
  // loading the match first makes the first paint the page itself, not the header above an empty outlet that fills
  // a render later (LCP). A route still loading after FIRST_PAINT_WAIT_MS (a loader on a slow network) is not
  // waited for: its frame shows as before and the page fills in when it arrives.
  canonicalAddress(router);
  await Promise.race([router.load().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_WAIT_MS))]);
  // The first render is a transition: React renders it in slices and yields between them (no one long task on a
  // slow phone's main thread, Lighthouse TBT) instead of in one blocking pass. The server's HTML stays on screen
  // until React's first commit replaces it (a root clears its container then): no blank frame in between.
  startTransition(() => createRoot(container).render(app));
}
/**
 * Starts the portal in steps, each a task of its own (`yieldToBrowser`): on a server-rendered page everything here
 * runs after the first paint, where one task holding the entry's evaluation, the router's construction, the first
 * answers, the class merger's tables and the router's load would block a slow phone's main thread for hundreds of ms
 * (Lighthouse TBT).
 *
 * The remembered language (§3 common state) is active before the first render: in en its common catalogue loads
 * first, so no zh text flashes; a failed load renders in zh rather than not at all. When the server inlined the first
 * screen's answers (lib/api/first-answers.ts), the header's menu and website config are in the cache before the first
 * render: the top bar and the menu appear whole, not growing as they arrive. The server asks them in the language
 * the portal shows (its `nccq-lang` cookie); without them (or in another language) the render does not wait for the
 * network.
 */
async function boot() {
  await yieldToBrowser();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} router={router} />
    </StrictMode>
  );
  await yieldToBrowser();
  await applyLanguage(useCommonStore.getState().language).catch(() => undefined);
  await settleInlined([queryClient.prefetchQuery(websiteConfigQueryOptions()), queryClient.prefetchQuery(navigationQueryOptions())]);
  await yieldToBrowser();
  prepareClassMerge();
  await yieldToBrowser();
  await render(app, router);
}
void boot();
