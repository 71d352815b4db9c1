/**
 * Answers the server inlines into the document for a page's first screen (mock-server/src/http/first-answers.ts):
 * `<script type="application/json" id="first-answers">{ lang, answers: { "[anon ]<METHOD> <path> <params JSON>": envelope } }`
 * (the answers an anonymous caller gets; `anon ` marks one that differs for a logged-in caller). Each is used at most
 * once, for the call with exactly that method, path and parameters, within the first {@link FIRST_ANSWER_MAX_AGE_MS}
 * of the page and only in the language it was answered in; later calls go to the server.
 */

/** How long after the document loaded an inlined answer may still stand in for a call, ms. */
export const FIRST_ANSWER_MAX_AGE_MS = 30_000;

let answers: Map<string, unknown> | null = null;

/**
 * During a server render (src/entry-server.tsx): the answers of the request being rendered, else undefined. Every call
 * of that render is answered from them or fails at once: the server render never goes to the network.
 */
let serverAnswers: (() => ReadonlyMap<string, unknown> | undefined) | null = null;

/** Installs the server render's answer source (src/entry-server.tsx only). */
export function setServerAnswerSource(source: () => ReadonlyMap<string, unknown> | undefined): void {
  serverAnswers = source;
}

/** The answers of the server render in progress, or undefined (always in the browser). */
export const serverRenderAnswers = (): ReadonlyMap<string, unknown> | undefined => serverAnswers?.();

function load(languageTag: string): Map<string, unknown> {
  const map = new Map<string, unknown>();
  const el = typeof document === 'undefined' ? null : document.getElementById('first-answers');
  if (!el?.textContent) return map;
  try {
    const seed = JSON.parse(el.textContent) as { lang?: unknown; answers?: Record<string, unknown> };
    if (seed.lang === languageTag && seed.answers) for (const [k, v] of Object.entries(seed.answers)) map.set(k, v);
  } catch {
    // A damaged seed only costs the round trips it would have saved.
  }
  return map;
}

/** The key of a call, as the server writes it: `params` is the GET query (without the cache buster) or the POST body. */
export const firstAnswerKey = (method: 'GET' | 'POST', url: string, params: unknown) =>
  `${method} ${url} ${JSON.stringify(params ?? {})}`;

/**
 * The inlined envelope for `key` (removed: it serves one call), or undefined. `languageTag` is the active language's
 * (what the call's Accept-Language would name); `anonymous` whether the call goes without a token (else the answers
 * marked `anon ` are not used).
 */
export function takeFirstAnswer(key: string, languageTag: string, anonymous: boolean): unknown {
  const envelope = peekFirstAnswer(key, languageTag, anonymous);
  answers?.delete(key);
  answers?.delete(`anon ${key}`);
  return envelope;
}

/**
 * The inlined envelope for `key` as {@link takeFirstAnswer} finds it, left in place: for a state a page starts in
 * (its server-rendered first screen, which the browser must hydrate with the same) while the call itself, made a
 * moment later, still takes it.
 */
export function peekFirstAnswer(key: string, languageTag: string, anonymous: boolean): unknown {
  // A server render may read an answer more than once (a loader's prefetch, then the component's query).
  const rendering = serverRenderAnswers();
  if (rendering) return rendering.get(key) ?? rendering.get(`anon ${key}`);
  answers ??= load(languageTag);
  if (!answers.size) return undefined;
  if (typeof performance !== 'undefined' && performance.now() > FIRST_ANSWER_MAX_AGE_MS) {
    answers.clear();
    return undefined;
  }
  return answers.get(key) ?? (anonymous ? answers.get(`anon ${key}`) : undefined);
}

/**
 * Waits for `work` (a page's first-screen queries) when the document carries inlined answers, but never longer than
 * one task: the inlined ones settle within it, so they are in the cache before the page renders (no placeholder frame),
 * while any that must go to the server keep loading after it.
 */
export function settleInlined(work: Promise<unknown>[]): Promise<void> {
  // On the server every answer is at hand: the render waits for all of them (calls without one fail at once).
  if (serverRenderAnswers()) return Promise.allSettled(work).then(() => undefined);
  if (!hasFirstAnswers()) return Promise.resolve();
  return Promise.race([Promise.allSettled(work).then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, 0))]);
}

/**
 * How long ago the server gave the inlined answers, ms: the time since the document's first byte arrived (Navigation
 * Timing `responseStart`; the server asks them while it sends the document), on the device's monotonic clock, so it
 * needs no agreement between the device's and the server's clocks. A relative time in an inlined answer (a lot's
 * `leftTime`) is that much older than it reads. 0 when unknown (no navigation entry: tests, a server render).
 */
export function firstAnswersAgeMs(): number {
  if (serverRenderAnswers() || typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return 0;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation ? Math.max(0, performance.now() - navigation.responseStart) : 0;
}

/** Whether the document carries inlined answers (in any language); cheap, reads no JSON. */
export function hasFirstAnswers(): boolean {
  return typeof document !== 'undefined' && !!document.getElementById('first-answers');
}

/** Forgets what was read (tests). */
export function resetFirstAnswers(): void {
  answers = null;
}
