import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { ApiError, fail } from './envelope';
import { describeValidationError, describeZodError } from './zod-messages';

/** Shown for every unexpected failure; the details go to the log only (design.md: never leak a stack trace). */
export const SERVER_BUSY_MSG = '服务器繁忙，请稍后再试';

/** Chinese messages for the framework's own client errors, keyed by fastify error code. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是合法的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不能为空',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求体类型',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求体长度与声明不符',
  FST_ERR_BAD_URL: '请求地址格式错误',
  FST_ERR_MAX_PARAM_LENGTH: '请求地址过长',
};

/** Maps any thrown value to `[code, msg]` of the envelope. Unknown errors become 500. */
function classify(err: FastifyError | Error): [number, string] {
  if (err instanceof ApiError) return [err.code, err.message];
  if (err instanceof ZodError) return [400, describeZodError(err)];
  const invalid = describeValidationError(err);
  if (invalid !== undefined) return [400, invalid];
  const fe = err as FastifyError;
  if (fe.statusCode === 429) return [429, '请求过于频繁，请稍后再试'];
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    return [fe.statusCode, FRAMEWORK_MESSAGES[fe.code] ?? (err instanceof SyntaxError ? '请求体不是合法的 JSON' : '请求无效')];
  }
  return [500, SERVER_BUSY_MSG];
}

/**
 * Answers `err` with the envelope `{ code, success: false, data, msg }` and an HTTP status equal to `code`; `data` is
 * an {@link ApiError}'s data (null unless the route answers that error with data), else null. A request that fails its
 * route's schema is a 400 naming the field; an answer that breaks its schema (the serializer refuses it) a 500.
 * 5xx are logged with the request context and answered with {@link SERVER_BUSY_MSG}; 4xx are logged at debug level.
 * Also Fastify's `frameworkErrors` option: a URL that cannot be routed (a bad percent escape: FST_ERR_BAD_URL)
 * gets the 400 envelope instead of the framework's English answer.
 */
export function answerError(err: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const [code, msg] = classify(err);
  if (code >= 500) request.log.error({ err }, 'request failed');
  else request.log.debug({ code, msg }, 'request rejected');
  const data = err instanceof ApiError && code < 500 ? err.data : null;
  return reply.code(code).type('application/json; charset=utf-8').send(data === null ? fail(code, msg) : { ...fail(code, msg), data });
}

/** Installs {@link answerError} as the one error handler of the server (style.md Server). */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
}
