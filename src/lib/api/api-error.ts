/**
 * How a call failed on the wire: 'http' the server answered with a non-200 code or status,
 * 'network' no answer at all, 'timeout' no answer within 15 s, 'aborted' the caller's signal
 * cancelled it. The token refresh (§4) treats only 'network' and 'timeout' as "a network error".
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted';

/**
 * The §8 row a failure falls under; the error policy (src/lib/api/error-policy.ts) decides from it
 * what the user sees:
 * - 'session'     a 401: the session ends and the user goes to /login (or the 用户未登录 prompt);
 * - 'quiet'       a 403 of the token endpoint, codes 369 and 407: rejected with the body, no popup;
 * - 'refused'     any other non-200 code: a warning toast with the message;
 * - 'unavailable' a status outside 200–500 (a gateway page, no envelope);
 * - 'timeout' | 'network' no answer (15 s passed / the connection failed);
 * - 'aborted'     the caller cancelled the call: nobody is told.
 */
export type ApiErrorCategory = 'session' | 'quiet' | 'refused' | 'unavailable' | 'timeout' | 'network' | 'aborted';

const categoryOf = (kind: ApiErrorKind): ApiErrorCategory => (kind === 'http' ? 'refused' : kind);

/**
 * Rejection of every api call (§8). `message` is the Chinese text to show (the server's msg, else
 * error_description, else a fixed text such as 未知错误).
 * - `status`: HTTP status, 0 without an answer;
 * - `code`: envelope `code` (or `error_code`), else the HTTP status, 0 without an answer;
 * - `body`: the parsed answer (object, text or null) — for 'quiet' rejections the body §8 hands back;
 * - `kind`: how it failed on the wire; `category`: its §8 row.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly body: unknown;
  readonly kind: ApiErrorKind;
  readonly category: ApiErrorCategory;

  constructor(
    message: string,
    init: { status?: number; code?: number; body?: unknown; kind?: ApiErrorKind; category?: ApiErrorCategory } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = init.status ?? 0;
    this.code = init.code ?? this.status;
    this.body = init.body ?? null;
    this.kind = init.kind ?? 'http';
    this.category = init.category ?? categoryOf(this.kind);
  }
}

/** Whether asking again may help: no answer came, or the server failed (5xx, gateway). A 4xx never changes by repeating. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.category === 'network' || error.category === 'timeout' || error.category === 'unavailable') return true;
  return error.category === 'refused' && (error.status >= 500 || (error.code >= 500 && error.code < 600));
}
