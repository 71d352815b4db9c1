import type { Envelope, Page } from '../../../contract/envelope';

/** Message of every successful answer (the SpringBlade convention the real backend follows). */
export const OK_MSG = '操作成功';

/** Wraps `data` in the success envelope `{ code: 200, success: true, data, msg }`. */
export function ok<T>(data: T): Envelope<T> {
  return { code: 200, success: true, data, msg: OK_MSG };
}

/** The failure envelope: `data` is always null and `msg` is Chinese and safe to show (design.md errors). */
export function fail(code: number, msg: string): Envelope<null> {
  return { code, success: false, data: null, msg };
}

/**
 * An error the client is meant to see: the error handler answers with HTTP status `code` and the envelope
 * `{ code, success: false, data, msg }`, `data` null unless given (e.g. the existing enrolment of a 409; a route
 * documents such an answer with `errorAnswers` in http/route.ts). Anything else thrown is treated as a 500 and its
 * details are logged only.
 */
export class ApiError extends Error {
  constructor(readonly code: number, msg: string, readonly data: unknown = null) {
    super(msg);
    this.name = 'ApiError';
  }
}

/** 404 for an unknown id, e.g. `notFound('公告不存在')`. */
export const notFound = (msg: string) => new ApiError(404, msg);

/** Builds a page `{ records, total, size, current, pages }` (§7 "Lists are read from data.records"). */
export function toPage<T>(records: T[], total: number, size: number, current: number): Page<T> {
  return { records, total, size, current, pages: Math.ceil(total / size) };
}

/** Row offset of a 1-based page. */
export const offsetOf = (size: number, current: number) => (current - 1) * size;

/** Returns `value`, or throws the 404 {@link ApiError} `msg` when the repository found nothing (null). */
export function found<T>(value: T | null | undefined, msg: string): T {
  if (value === null || value === undefined) throw notFound(msg);
  return value;
}
