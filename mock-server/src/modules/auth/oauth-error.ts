import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { TokenError } from '../../../../contract/auth';
import { ApiError } from '../../http/envelope';
import { SERVER_BUSY_MSG } from '../../http/error-handler';
import { describeValidationError, describeZodError } from '../../http/zod-messages';

/**
 * A refusal of the token endpoint, answered flat as `{ error_code, error_description }` with HTTP `status`
 * (SpringBlade convention, §8): 400 bad parameters / credentials / captcha / code / grant, 401 bad refresh token,
 * 403 disabled account, 429 throttled.
 */
export class OAuthError extends Error {
  constructor(readonly status: number, description: string) {
    super(description);
    this.name = 'OAuthError';
  }
}

function classify(err: FastifyError | Error): [number, string] {
  if (err instanceof OAuthError || err instanceof ApiError) return [err instanceof OAuthError ? err.status : err.code, err.message];
  if (err instanceof ZodError) return [400, describeZodError(err)];
  const invalid = describeValidationError(err);
  if (invalid !== undefined) return [400, invalid];
  const status = (err as FastifyError).statusCode;
  if (status === 429) return [429, '请求过于频繁，请稍后再试'];
  if (status && status >= 400 && status < 500) return [status, '请求无效'];
  return [500, SERVER_BUSY_MSG];
}

/** Route error handler of /oauth/token: every failure, including parse errors and rate limits, in the flat shape. */
export function oauthErrorHandler(err: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const [status, description] = classify(err);
  if (status >= 500) request.log.error({ err }, 'token request failed');
  else request.log.info({ status, description }, 'token request refused');
  const body: TokenError = { error_code: status, error_description: description };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
