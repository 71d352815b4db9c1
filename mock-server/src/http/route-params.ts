import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ApiError } from './envelope';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !Buffer.isBuffer(v);

/**
 * The raw parameters of a call. GET reads the query string; POST merges the query string and a JSON/form body
 * with the body winning (§7: parameters go in the query unless a body is noted, and clients do both).
 * The cache buster `n` (§7 general rules) is dropped, and so are empty values: query-string clients send an unset
 * filter as `key=`, which means "no filter", not "filter by ''". @throws ApiError 400 for a body that is not an object.
 */
export function rawParams(request: FastifyRequest): Record<string, unknown> {
  const query = isPlainObject(request.query) ? request.query : {};
  let merged: Record<string, unknown> = { ...query };
  if (request.method !== 'GET' && request.body !== undefined && request.body !== null) {
    if (!isPlainObject(request.body)) throw new ApiError(400, '请求体必须是 JSON 对象');
    merged = { ...merged, ...request.body };
  }
  delete merged.n;
  return Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== '' && v !== null && v !== undefined));
}

/**
 * preValidation hook of a route with parameters: puts {@link rawParams} where Fastify validates them against the
 * route's schema — `request.query` for GET (schema.querystring), `request.body` for POST (schema.body, which thus
 * also covers parameters sent in the query string). Callback style: no promise per request.
 */
export function mergeParams(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  let params: Record<string, unknown>;
  try {
    params = rawParams(request);
  } catch (err) {
    done(err as Error);
    return;
  }
  if (request.method === 'GET') request.query = params;
  else request.body = params;
  done();
}
