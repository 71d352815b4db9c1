import { REQUEST_TIMEOUT_MS } from '@contract/constants';
import { AUTH_HEADER, SERVER_NOW_HEADER } from '@contract/headers';
import { serverClock } from '@streams/server-clock';
import { env } from '@/lib/env';
import { activeLanguage, languageTag, msg, t } from '@/i18n/i18n';
import { ApiError } from './api-error';
import { authHeaders } from './auth-headers';
import { firstAnswerKey, peekFirstAnswer, serverRenderAnswers, takeFirstAnswer } from './first-answers';
import { resolveUrl, withQuery } from './url';

export { ApiError, isTransient, type ApiErrorCategory, type ApiErrorKind } from './api-error';

/** Per-call options of {@link api}. What the user sees of a failure is not one of them: see ErrorMeta (§8). */
export interface RequestOptions {
  /** Cancels the call (rejects with ApiError category 'aborted'). */
  signal?: AbortSignal;
  /** Query parameters for a POST (the token endpoint takes its fields in the query, §7). */
  params?: Record<string, unknown>;
  /** Extra request headers. */
  headers?: Record<string, string>;
}

// The client's own failure texts (source messages; an ApiError carries them translated, see clientError).
export const MSG_TIMEOUT = msg('请求超时，请稍后重试');
export const MSG_NETWORK = msg('网络异常，请检查网络连接');
export const MSG_UNKNOWN = msg('未知错误');
export const MSG_UNAVAILABLE = msg('服务暂不可用，请稍后重试');
export const MSG_NOT_LOGGED_IN = msg('用户未登录');
export const MSG_ABORTED = msg('请求已取消');

/**
 * The request header naming the active language (`Accept-Language: zh-CN | en`), so the server answers its
 * envelope `msg` in it. Every transport of the portal sends it (fetch client, uploads, blob downloads).
 */
export function languageHeaders(): Record<string, string> {
  return { 'Accept-Language': languageTag(activeLanguage()) };
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : '');

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function observeServerNow(res: Response, receivedAt: number) {
  const raw = res.headers.get(SERVER_NOW_HEADER);
  const value = raw === null || raw.trim() === '' ? NaN : Number(raw);
  if (Number.isFinite(value)) serverClock.observeServerNow(value, receivedAt);
}

/**
 * §8 for an answer that arrived: the envelope's data, or an ApiError with the §8 category, the
 * code and the message (msg, else error_description, both in the language the request named; else 未知错误 in the
 * active language). It shows nothing and
 * changes no state: the error policy of the query cache does (src/lib/api/error-policy.ts). Exported
 * for transports the fetch client does not cover (multipart uploads with progress, blob downloads).
 * @param status the HTTP status; `body` the parsed answer (object, text or null)
 * @throws ApiError
 */
export function settleAnswer<T>(url: string, status: number, body: unknown): T {
  const obj = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  const code = typeof obj?.code === 'number' ? obj.code : undefined;
  const message = str(obj?.msg) || str(obj?.error_description);

  // §8: only statuses 200–500 reach the response handler; a gateway error has no envelope.
  if (status < 200 || status > 500) throw new ApiError(t(MSG_UNAVAILABLE), { status, body, category: 'unavailable' });
  if (status === 401 || code === 401) throw new ApiError(message || t(MSG_NOT_LOGGED_IN), { status, code: 401, body, category: 'session' });

  if (code === 200) return obj!.data as T;
  // The token endpoint answers flat snake_case without an envelope (design.md "The exchange server").
  if (code === undefined && status >= 200 && status < 300 && obj && !('error_code' in obj)) return body as T;

  const errorCode = code ?? (typeof obj?.error_code === 'number' ? obj.error_code : status);
  // §8: rejected with the response body, no popup — the caller reads the business code from `body`.
  const quiet = (status === 403 && url.includes('oauth/token')) || code === 369 || code === 407;
  throw new ApiError(message || t(MSG_UNKNOWN), { status, code: errorCode, body, category: quiet ? 'quiet' : 'refused' });
}

/**
 * The answer the server inlined into the page for the call `method` `url` with `params` (GET query or POST body), as
 * the call would resolve with it (its `data`), without using it up: the call, made later, still gets it. Undefined
 * when there is none (another page, other parameters, a logged-in caller for an anonymous answer, too late) or it is
 * not a success. For the state a server-rendered list starts in (lib/api/first-answers.ts peekFirstAnswer).
 */
export function inlinedAnswer<T>(method: 'GET' | 'POST', url: string, params?: Record<string, unknown>): T | undefined {
  const seeded = peekFirstAnswer(firstAnswerKey(method, url, params), languageTag(activeLanguage()), !(AUTH_HEADER in authHeaders()));
  if (seeded === undefined) return undefined;
  try {
    return settleAnswer<T>(url, 200, seeded);
  } catch {
    return undefined;
  }
}

async function request<T>(method: 'GET' | 'POST', url: string, query: Record<string, unknown> | undefined, body: unknown, opts: RequestOptions): Promise<T> {
  const identity = authHeaders();
  if (!opts.headers && (method === 'GET' || !query)) {
    // The server inlined this call's answer into the page (first screen only, lib/api/first-answers.ts).
    const { n: _buster, ...params } = query ?? {};
    const key = firstAnswerKey(method, url, method === 'GET' ? params : body);
    const seeded = takeFirstAnswer(key, languageTag(activeLanguage()), !(AUTH_HEADER in identity));
    if (seeded !== undefined) return settleAnswer<T>(url, 200, seeded);
  }
  // A server render answers only from the first screen's answers (src/entry-server.tsx).
  if (serverRenderAnswers()) throw new ApiError(t(MSG_NETWORK), { kind: 'network', body: 'server render' });
  const headers: Record<string, string> = { Accept: 'application/json', ...languageHeaders(), ...opts.headers, ...identity };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort();
  if (opts.signal?.aborted) controller.abort();
  opts.signal?.addEventListener('abort', cancel);

  let res: Response;
  let answer: unknown;
  try {
    res = await fetch(withQuery(resolveUrl(url, env.apiBase, env.bidBase), query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    observeServerNow(res, Date.now());
    answer = await readBody(res);
  } catch (e) {
    if (timedOut) throw new ApiError(t(MSG_TIMEOUT), { kind: 'timeout' });
    if (controller.signal.aborted) throw new ApiError(t(MSG_ABORTED), { kind: 'aborted' });
    throw new ApiError(t(MSG_NETWORK), { kind: 'network', body: e instanceof Error ? e.message : null });
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', cancel);
  }
  return settleAnswer<T>(url, res.status, answer);
}

/**
 * The portal's HTTP client (§7 general rules, §8 error catalogue). Every call sends Client-Id,
 * and `Blade-Auth: bearer <token>` when the session's grant type is 'password'; times out after
 * 15 s; feeds each answer's X-Server-Now to the shared clock.
 *
 * Resolves with the envelope's `data` when `code` is 200 (a flat 2xx answer without `code`, such
 * as the token endpoint's, resolves as is). Every failure rejects with an ApiError carrying its
 * §8 category (see {@link settleAnswer}); the client itself shows nothing and ends no session —
 * the query cache's error policy does, for the call's `meta` (src/lib/api/error-policy.ts).
 * `url` is relative to the api base ('dscq-project/search/page'); '/api/…' and '/api-bid/…' are
 * kept as they are.
 */
export const api = {
  /** GET with `params` in the query plus a random cache buster `n`. */
  get<T>(url: string, params?: Record<string, unknown>, opts: RequestOptions = {}): Promise<T> {
    return request<T>('GET', url, { ...opts.params, ...params, n: Math.random().toString(36).slice(2) }, undefined, opts);
  },
  /** POST with `body` as JSON (`opts.params` go to the query). */
  post<T>(url: string, body?: Record<string, unknown>, opts: RequestOptions = {}): Promise<T> {
    return request<T>('POST', url, opts.params, body, opts);
  },
};

/**
 * The records of a list answer, whatever its shape: `data.records`, `data.data.records`, a bare
 * array, else [] (§7 "Lists are read from data.records or data.data.records").
 */
export function recordsOf<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === 'object') {
    const d = data as { records?: unknown; data?: unknown };
    if (Array.isArray(d.records)) return d.records as T[];
    if (d.data && typeof d.data === 'object' && Array.isArray((d.data as { records?: unknown }).records)) {
      return (d.data as { records: T[] }).records;
    }
  }
  return [];
}
