import { createHash } from 'node:crypto';
import path from 'node:path';
import { type BundleWatchOptions, watchServerBundle } from './ssr-bundle';

/**
 * The server-rendered first screen (docs/architecture.md "Server-rendered first screen"): the public first-screen
 * pages rendered by the build's server bundle (`dist/server/entry-server.js`, src/entry-server.tsx) from the same
 * answers the document inlines, for a logged-out visitor in zh. The browser hydrates that HTML (src/main.tsx).
 */

/**
 * The URLs rendered on the server: the public first screens whose answers the document inlines, as a first visit
 * opens them (no query string; /hall also as its canonical URL, which a reload of the hall sends). Other query
 * strings are left to the browser, so that a stream of made-up URLs cannot make the server render each of them. The
 * hall's rows are rendered from its inlined first page, their countdowns as `--` until the browser has hydrated them
 * (src/components/live-countdown.tsx): the time left is the browser's to show.
 *
 * /quoteHall is behind the login guard, but its first screen is the lot's public state (title card, clock bar and
 * the room's skeleton, from the anonymous snapshot the document inlines): the server renders that, with the top bar's
 * account slot held empty, and the browser renders the bidder's own page over it (src/main.tsx) — or, for a visitor
 * without a session, goes to /login.
 */
const QUOTE_HALL = /^\/quoteHall\?assetsId=[0-9a-f]{32}$/;
/**
 * The account pages: /login and /register as typed or bookmarked, or with the page to return to (the top bar's 登录
 * link, clicked before the page it is on has hydrated; the login form's 立即注册; a reload), and the recovery pages.
 * Their forms arrive rendered; a captcha image is the browser's to load. The return page is the percent-encoded
 * `redirect` the portal writes (lib/paths.ts loginHref), nothing else; it does not change the render.
 */
const ACCOUNT = /^\/(?:(?:login|register)(?:\?redirect=[\w%.~!*'()-]{1,600})?|findPassword|findAccountPerson|findAccountOrg)$/;
const PAGES = [/^\/index$/, /^\/project$/, /^\/hall(?:\?projectActive=1)?$/, /^\/projectDetail\/[0-9a-f]{32}\.html$/, QUOTE_HALL, ACCOUNT];

/**
 * Pages whose answers differ on every request (the bid room's snapshot carries the server's time): their render is
 * kept per URL for {@link LIVE_REUSE_MS} and sent to every request in that time, so the rendering a page costs the
 * server (≈ 3 ms on the thread that accepts bids) is bounded per lot, not multiplied by the bidders opening it at the
 * same moment. The browser draws the bidder's own room over it from the document's fresh answers (src/main.tsx).
 */
const LIVE_PAGES = [QUOTE_HALL];

/** How long a live page's render is sent again, ms: its clock and status are at most this old until the code runs. */
export const LIVE_REUSE_MS = 1_000;

/** A URL of each server-rendered page, rendered once when the server starts (see createFirstScreenRenderer). */
const WARM_UP_URLS = ['/index', '/project', '/hall', `/projectDetail/${'0'.repeat(32)}.html`, `/quoteHall?assetsId=${'0'.repeat(32)}`, '/login', '/register', '/findPassword', '/findAccountPerson'];

/** Renders waiting or running at most; a request beyond them gets the client-rendered document at once. */
const MAX_IN_FLIGHT = 4;

/** The server bundle's folder inside the build (its files are never served: http/static.ts). */
export const SERVER_BUNDLE_DIR = 'server';

/** How long a render may take before the document goes without it, ms. */
export const RENDER_CAP_MS = 300;

/** Rendered pages kept, per path and answers (the same answers render the same HTML), or per path (LIVE_PAGES). */
const CACHE_SIZE = 64;

/** src/entry-server.tsx's export. */
type Render = (input: { url: string; answers: Record<string, unknown> }) => Promise<Rendered | null>;

/**
 * A rendered first screen (src/entry-server.tsx): the `#root` content, and the URL it shows (the request's, or its
 * canonical form). `anyVisitor`: a guarded page's public first screen, the same for every visitor, which a logged-in
 * visitor's browser may hydrate too (else only a logged-out visitor's does). `stale`: a live page's render kept from an
 * earlier request (LIVE_REUSE_MS), so drawn from answers up to that old, not from the ones this document inlines: no
 * browser hydrates it, each draws its own first render over it.
 */
export interface Rendered { html: string; url: string; anyVisitor?: boolean; stale?: boolean }

/** Renders a first-screen page's `#root` content, or resolves null: not such a page, no bundle, an error, too slow. */
export interface FirstScreenRenderer {
  /**
   * `url`: the request's path and query; `answers`: the inlined answers (http/first-answers.ts); `mayRender`, asked
   * only when a render would run (not for a kept one): false sends the document without one. Never rejects.
   */
  render(url: string, answers: Record<string, unknown>, mayRender?: () => Promise<boolean>): Promise<Rendered | null>;
}

/**
 * The language the portal shows, as its `nccq-lang` cookie names it (src/i18n/switch.ts sets it; zh removes it), or
 * undefined without one. This is the portal's own choice: it starts in the language kept in localStorage (which the
 * server cannot see, hence the cookie) and otherwise in zh (spec §1, the common store's default) — it never follows
 * navigator.language, so Accept-Language says nothing about the language it will show and a request without the
 * cookie is zh.
 */
const languageCookie = (cookie: string | undefined): string | undefined =>
  cookie === undefined ? undefined : /(?:^|;\s*)nccq-lang=([^;]*)/.exec(cookie)?.[1];

/** Whether a request's Cookie header says the portal shows a language other than zh: its first screen is rendered in the browser. */
export const otherLanguage = (cookie: string | undefined) => {
  const language = languageCookie(cookie);
  return !!language && !/^zh\b/.test(language);
};

/**
 * The language tag the portal will show for a request, from its `nccq-lang` cookie: 'en' for the English portal, else
 * 'zh-CN' (no cookie, zh, or a value the portal does not know and falls back from). The first screen's inlined answers
 * are asked in it (http/first-answers.ts), and the portal uses them only in it.
 */
export const documentLanguageTag = (cookie: string | undefined): 'en' | 'zh-CN' => (languageCookie(cookie) === 'en' ? 'en' : 'zh-CN');

/** Whether `url` (path and query) is one of the server-rendered pages. */
export const isRenderedPage = (url: string) => PAGES.some((p) => p.test(url));

/**
 * The renderer of the build in `root`. The bundle is imported with the server, and again when a build replaces it
 * while the server runs (http/ssr-bundle.ts: checked at most once a second, imported once its files stand still; no
 * rendering in between). A missing or broken bundle, a render that throws, or one slower than {@link RENDER_CAP_MS}
 * gives null (logged once per bundle with `warn`), so the caller sends the client-only document: never a 500. Waiting
 * for an import counts against the same cap. `watch` sets the clock (of the bundle watch and of the live pages'
 * reuse) and the bundle watch's intervals (tests).
 */
export function createFirstScreenRenderer(
  root: string, warn: (err: unknown, msg: string) => void, watch?: BundleWatchOptions,
): FirstScreenRenderer {
  let warned = '';
  const clock = watch?.clock ?? (() => performance.now());
  /** Renders by key (see render), with when they were rendered (`clock` ms). */
  const cache = new Map<string, { rendered: Rendered | null; at: number }>();
  let cached = '';
  let inFlight = 0;
  const pick = (m: Record<string, unknown>) => (typeof m.render === 'function' ? m.render as Render : null);
  // Loaded with the server, not by the first visitor: the import takes seconds, longer than the render cap.
  const bundle = watchServerBundle(path.join(root, SERVER_BUNDLE_DIR), pick, warn, watch);
  // One render of each kind of page without answers (their skeletons) as soon as the bundle is in: a first render
  // runs React's server code and the pages' modules cold, slower than the cap, so the first visitors after a start
  // would otherwise all get the client-rendered document. Its result is not kept.
  void bundle()?.module.then(async (render) => {
    for (const url of WARM_UP_URLS) await render?.({ url, answers: {} }).catch(() => null);
  });

  const warnOnce = (err: unknown, msg: string) => {
    const current = bundle()?.signature ?? '';
    if (warned === current) return;
    warned = current;
    warn(err, msg);
  };

  /** The current bundle's render (its cache emptied when the bundle changed), or null; waits for an import ≤ the cap. */
  const renderFn = async (): Promise<Render | null> => {
    const loaded = bundle();
    if (!loaded) return null;
    if (cached !== loaded.signature) {
      cache.clear();
      cached = loaded.signature;
    }
    if (loaded.ready !== undefined) return loaded.ready;
    let timer: NodeJS.Timeout | undefined;
    const capped = new Promise<null>((resolve) => { timer = setTimeout(resolve, RENDER_CAP_MS, null); });
    return Promise.race([loaded.module, capped]).finally(() => clearTimeout(timer));
  };

  return {
    async render(url, answers, mayRender) {
      if (!isRenderedPage(url)) return null;
      const render = await renderFn();
      if (!render) return null;
      const live = LIVE_PAGES.some((p) => p.test(url));
      const key = live ? url : `${url}\n${createHash('sha1').update(JSON.stringify(answers)).digest('base64')}`;
      const kept = cache.get(key);
      if (kept && !live) return kept.rendered;
      // Answers differ per request (the snapshot's server time), so a live page's kept render is not this document's.
      if (kept && clock() - kept.at < LIVE_REUSE_MS) return kept.rendered && { ...kept.rendered, stale: true };
      if (mayRender && !(await mayRender())) return null;
      // Checked and counted in one step, after the only wait: concurrent requests cannot all pass the cap.
      if (inFlight >= MAX_IN_FLIGHT) return null;
      inFlight++;
      let timer: NodeJS.Timeout | undefined;
      const capped = new Promise<'slow'>((resolve) => { timer = setTimeout(resolve, RENDER_CAP_MS, 'slow'); });
      // Counted until the render itself ends, also when the cap has already answered for it.
      const work = render({ url, answers });
      const done = () => { inFlight--; };
      work.then(done, done);
      const rendered = await Promise.race([work, capped])
        .catch((err: unknown) => {
          warnOnce(err, '首屏服务端渲染出错，改为浏览器渲染');
          return null;
        })
        .finally(() => clearTimeout(timer));
      // A render cut short is not kept: the next request may be quicker (a cold start, a busy moment).
      if (rendered === 'slow') return null;
      // Not kept when the bundle changed meanwhile: the cache holds the current bundle's pages only.
      if (cached !== bundle()?.signature) return rendered;
      cache.delete(key);
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(key, { rendered, at: clock() });
      return rendered;
    },
  };
}

/**
 * Who may hydrate a render, as src/main.tsx reads `#root[data-hydrate]`: absent, a logged-out visitor; "any", any
 * visitor ({@link Rendered} anyVisitor); "no", nobody (a stale render).
 */
const hydration = (rendered: Rendered) => (rendered.stale ? ' data-hydrate="no"' : rendered.anyVisitor ? ' data-hydrate="any"' : '');

/** Text safe inside a double-quoted HTML attribute. */
const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The build's module script and module preloads (Vite writes them as `<script type="module"` / `<link rel="modulepreload"`). */
const MODULE_TAGS = /<(script type="module"|link rel="modulepreload")/g;

/**
 * `document` (the SPA's index.html) with `rendered` inside its `<div id="root">`, which names the URL it was rendered
 * for in `data-url` (src/main.tsx puts that URL in the address bar before hydrating, so the router matches the same),
 * and who may hydrate it in `data-hydrate` ({@link hydration}).
 * The page's scripts are then fetched with `fetchpriority="low"`, as a deferred classic script is: the HTML already
 * shows the first screen, so on a slow link its stylesheet and largest image go first and the code that hydrates it
 * after (a module script is otherwise fetched at high priority, ahead of the image).
 */
export function withRendered(document: string, rendered: Rendered): string {
  return document
    .replace(MODULE_TAGS, '<$1 fetchpriority="low"')
    .replace('<div id="root"></div>', () => `<div id="root" data-url="${attribute(rendered.url)}"${hydration(rendered)}>${rendered.html}</div>`);
}
