import type { FastifyInstance } from 'fastify';
import { BID_PATHS } from '../../../contract/bid-basics';

/**
 * One API call of a page's first screen: method, path (under /api, or absolute, e.g. a bid-round path under /api-bid),
 * and its parameters (GET query or POST body).
 * `anonymous`: the answer differs for a logged-in caller (e.g. the detail's isCollected), so the portal uses the
 * inlined one only while it has no token.
 */
interface FirstCall {
  method: 'GET' | 'POST'; path: string; params?: Record<string, string | number>; anonymous?: true;
  /** The page's largest image (its LCP element) in this call's answer data, preloaded with the document. */
  image?: (data: unknown) => unknown;
}

/** A record's field, when `value` is an object. */
const field = (value: unknown, key: string): unknown => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined);

/** The shell's calls on every page: the header's website config (hotline, app QR) and the main menu. */
const SHELL: readonly FirstCall[] = [
  { method: 'GET', path: 'dscq-system/website/config' },
  { method: 'GET', path: 'blade-desk/navigation-config/list' },
];

/** The hall's first page of ongoing lots, as the hall and the home page ask for it (src/features/hall/hall.feed.ts). */
const HALL_FIRST_PAGE: FirstCall = { method: 'POST', path: 'dscq-sync/v1/bid-assets/hall/page', params: { projectNature: 49, current: 1, size: 8 } };

/**
 * The first-screen calls of each page whose answers are the same for every caller, with exactly the parameters the
 * portal sends on a first visit without search parameters (their keys in the portal's order). A page opened with other
 * parameters fetches as usual.
 */
const PAGES: ReadonlyArray<readonly [RegExp, (m: RegExpMatchArray, search: URLSearchParams) => FirstCall[]]> = [
  [/^\/index$/, () => [
    // The banner carousel's first slide is the home page's largest element.
    { method: 'POST', path: 'dscq-content/ad-ads/list', params: { code: 'nc_home_banner', size: 100, current: 1 }, image: (d) => field(Array.isArray(d) ? d[0] : undefined, 'imgSrc') },
    { method: 'POST', path: 'dscq-content/ad-ads/list', params: { code: 'nc_home_middle_adds', size: 100, current: 1 } },
    { method: 'GET', path: 'blade-desk/hot-investments/list', params: { size: 8, current: 1 } },
    { method: 'GET', path: 'blade-desk/demand-nccq/demand-purpose-tree' },
    { method: 'POST', path: 'dscq-content/page-modules-content/batch-list', params: { modulesCodes: 'HOME_NOTICE_BOX' } },
    HALL_FIRST_PAGE,
  ]],
  [/^\/hall$/, () => [HALL_FIRST_PAGE]],
  [/^\/project$/, () => [
    { method: 'GET', path: 'blade-desk/filter-query-config/open-list' },
    { method: 'POST', path: 'dscq-project/search/page', params: { current: 1, size: 10, projectNatures: '0,5,49' } },
  ]],
  [/^\/projectDetail\/([0-9a-f]{32})\.html$/, (m) => [
    // The gallery's first image (the list image when there is no gallery) is the detail page's largest element.
    {
      method: 'GET', path: 'dscq-project/project/detail', params: { assetsId: m[1] }, anonymous: true,
      image: (d) => (field(d, 'gallery') as unknown[] | undefined)?.[0] || field(d, 'imgSrc'),
    },
    { method: 'GET', path: 'dscq-project/assets-feature/list', params: { assetsId: m[1] } },
  ]],
  // The bid room's public state (its title is the page's largest element). The room sits behind the login, whose
  // session the server cannot see: this is the anonymous answer (no bidder's side), which the room shows at once
  // while it asks for the bidder's own (src/features/quote/quote.sources.ts, streams/feeds/lot.ts).
  [/^\/quoteHall$/, (_m, search) => {
    const assetsId = search.get('assetsId') ?? '';
    return /^[0-9a-f]{32}$/.test(assetsId) ? [{ method: 'GET', path: BID_PATHS.snapshot, params: { assetsId }, anonymous: true }] : [];
  }],
];

/**
 * The key the portal looks an answer up by (src/lib/api/first-answers.ts): method, path and parameters as JSON, with
 * `anon ` before an {@link FirstCall.anonymous} one.
 */
const keyOf = (call: FirstCall) => `${call.anonymous ? 'anon ' : ''}${call.method} ${call.path} ${JSON.stringify(call.params ?? {})}`;

/** JSON safe inside a `<script>` element: no `<` can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** What a document gets for its first screen: tags for its head and for the end of its body ('' when none). */
export interface FirstScreen {
  head: string; body: string;
  /** The inlined answers themselves (keys as in `body`), for the server render (http/ssr.ts). */
  answers: Record<string, unknown>;
}

/** A same-origin image path safe to put in an attribute (the seeded and uploaded files), else undefined. */
const imagePath = (src: unknown) => (typeof src === 'string' && /^\/[\w\-./]+$/.test(src) ? src : undefined);

/**
 * The first screen of a document request for `url` (path and query). Body: a `<script type="application/json" id="first-answers">`
 * element with the envelopes of the shell's first-screen calls (every page) and the page's own (the pages of
 * {@link PAGES}), asked of the app itself (inject: the same validation, cache and answers as over the network)
 * while the document is sent, so the portal renders its first screen without waiting a round trip for them after its
 * bundle — `{ lang, answers: { "[anon ]<METHOD> <path> <params JSON>": envelope } }` (answers of an anonymous caller);
 * a call that fails is left out. A JSON script is data, never run: the CSP (script-src 'self') is unchanged. Head: a
 * high-priority preload of the page's largest image, which otherwise starts only once the bundle has rendered it.
 * `languageTag`: the language the portal will show ('zh-CN' or 'en', http/ssr.ts documentLanguageTag); the answers
 * are asked in it and carry it as `lang`, since the portal uses them only in the language they were answered in.
 */
export async function firstScreen(app: FastifyInstance, url: string, clientId: string, languageTag: 'zh-CN' | 'en' = 'zh-CN'): Promise<FirstScreen> {
  const [pathname, query = ''] = url.split('?', 2);
  const page = PAGES.find(([pattern]) => pattern.test(pathname));
  const calls = [...SHELL, ...(page ? page[1](pathname.match(page[0])!, new URLSearchParams(query)) : [])];
  const answers: Record<string, unknown> = {};
  let head = '';
  await Promise.all(calls.map(async (call) => {
    const query = call.method === 'GET' ? call.params : undefined;
    const res = await app.inject({
      method: call.method,
      url: call.path.startsWith('/') ? call.path : `/api/${call.path}`,
      query: query && Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: { 'client-id': clientId, 'accept-language': languageTag },
      ...(call.method === 'POST' ? { payload: call.params ?? {} } : {}),
    });
    if (res.statusCode !== 200) return;
    const envelope = res.json<{ code?: number; data?: unknown }>();
    if (envelope.code !== 200) return;
    answers[keyOf(call)] = envelope;
    const image = call.image && imagePath(call.image(envelope.data));
    if (image) head += `<link rel="preload" as="image" href="${image}" fetchpriority="high">`;
  }));
  return { head, answers, body: `<script type="application/json" id="first-answers">${scriptJson({ lang: languageTag, answers })}</script>` };
}
