/**
 * How a call failed: 'http' the server answered with a non-200 code or status, 'network' no
 * answer at all, 'timeout' no answer within 15 s, 'aborted' the caller's signal cancelled it.
 * The token refresh (§4) treats only 'network' and 'timeout' as "a network error".
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted';

/**
 * Rejection of an api call (§8). `message` is the Chinese text shown (or that would have been
 * shown) to the user.
 * - `status`: HTTP status, 0 without an answer;
 * - `code`: envelope `code` (or `error_code`), else the HTTP status, 0 without an answer;
 * - `body`: the parsed answer (object, text or null).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly body: unknown;
  readonly kind: ApiErrorKind;

  constructor(message: string, init: { status?: number; code?: number; body?: unknown; kind?: ApiErrorKind } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = init.status ?? 0;
    this.code = init.code ?? this.status;
    this.body = init.body ?? null;
    this.kind = init.kind ?? 'http';
  }
}
