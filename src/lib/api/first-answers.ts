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
  // A server render may read an answer more than once (a loader's prefetch, then the component's query).
  const rendering = serverRenderAnswers();
  if (rendering) return rendering.get(key) ?? rendering.get(`anon ${key}`);
  answers ??= load(languageTag);
  if (!answers.size) return undefined;
  if (typeof performance !== 'undefined' && performance.now() > FIRST_ANSWER_MAX_AGE_MS) {
    answers.clear();
    return undefined;
  }
  const envelope = answers.get(key) ?? (anonymous ? answers.get(`anon ${key}`) : undefined);
  answers.delete(key);
  answers.delete(`anon ${key}`);
  return envelope;
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

/** Whether the document carries inlined answers (in any language); cheap, reads no JSON. */
export function hasFirstAnswers(): boolean {
  return typeof document !== 'undefined' && !!document.getElementById('first-answers');
}

/** Forgets what was read (tests). */
export function resetFirstAnswers(): void {
  answers = null;
}
