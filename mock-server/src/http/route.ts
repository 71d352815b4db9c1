import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pagingQuerySchema } from '../../../contract/envelope';
import type { AppContext } from '../context';
import type { AnswerCache } from './answer-cache';
import { jsonBodyParser } from './body-parsers';
import { BodyMemo, type MemoisedCall } from './body-memo';
import { ApiError, ok } from './envelope';

/** Per-address request limit of a route (@fastify/rate-limit): `max` calls per `timeWindow` ms. */
export interface RouteRateLimit { max: number; timeWindow: number }

/** A schema-first route: the zod schema of its parameters and the contract schema of its answer's `data`. */
export interface RouteSpec<S extends z.ZodType, A> {
  params?: S;
  answer?: z.ZodType;
  /** Logged-in callers only: runs `app.requireUser` first (401 otherwise); read the caller with `currentUser(request)`. */
  requireUser?: boolean;
  /** Opt-in rate limit for routes a script could abuse (captcha, SMS, login); answered as 429. */
  rateLimit?: RouteRateLimit;
  /**
   * Serve stored answers: keyed by the validated parameters, so only for answers that depend on nothing else (never
   * with requireUser). The cache decides when a stored answer is stale (listingAnswerCache: the listing version).
   */
  cache?: AnswerCache;
  handler: (params: z.output<S>, request: FastifyRequest) => Promise<A> | A;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !Buffer.isBuffer(v);

/**
 * The raw parameters of a call. GET reads the query string; POST merges the query string and a JSON/form body
 * with the body winning (§7: parameters go in the query unless a body is noted, and clients do both).
 * The cache buster `n` (§7 general rules) is dropped, and so are empty values: query-string clients send an unset
 * filter as `key=`, which means "no filter", not "filter by ''".
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

/** The content type Fastify gives a JSON answer; a cached answer is sent with the same. */
const JSON_TYPE = 'application/json; charset=utf-8';

function addRoute<S extends z.ZodType, A>(
  app: FastifyInstance, ctx: AppContext, method: 'GET' | 'POST', url: string, spec: RouteSpec<S, A>,
): void {
  const schema = spec.params ?? z.object({});
  const { cache } = spec;
  if (cache && spec.requireUser) throw new Error(`${method} ${url}: a cached answer must not depend on the caller`);
  /** The envelope of a call's answer, checked against the contract when ctx.checkAnswers. */
  const answer = async (params: z.output<S>, request: FastifyRequest) => {
    const data = await spec.handler(params, request);
    if (ctx.checkAnswers && spec.answer) {
      const checked = spec.answer.safeParse(data);
      if (!checked.success) throw new Error(`answer of ${method} ${url} breaks the contract: ${checked.error.message}`);
    }
    return ok(data);
  };
  const options = {
    method,
    url,
    ...(spec.requireUser ? { preHandler: app.requireUser } : {}),
    ...(spec.rateLimit ? { config: { rateLimit: spec.rateLimit } } : {}),
  };
  if (!cache) {
    app.route({
      ...options,
      // parse() throws ZodError; the error handler turns it into a 400 naming the field.
      handler: async (request: FastifyRequest) => answer(schema.parse(rawParams(request)) as z.output<S>, request),
    });
    return;
  }
  /** A call's validated parameters and cache key; zod's output lists the schema's keys in its order with defaults applied. */
  const validated = (request: FastifyRequest): MemoisedCall<z.output<S>> => {
    const params = schema.parse(rawParams(request)) as z.output<S>;
    return { params, key: JSON.stringify(params) };
  };
  /** Computes, stores and sends the answer of a call the cache does not hold. */
  const compute = async (call: MemoisedCall<z.output<S>>, version: number, request: FastifyRequest, reply: FastifyReply) => {
    // Kept as UTF-8 bytes: a hit then sends them as they are, with no byte count or encoding of a string per call.
    const body = Buffer.from(JSON.stringify(await answer(call.params, request)));
    cache.store(call.key, version, body);
    return reply.type(JSON_TYPE).send(body);
  };
  /** Sends the stored answer of `call` (synchronously: no promise on a hit), else computes it. */
  const serve = (call: MemoisedCall<z.output<S>>, request: FastifyRequest, reply: FastifyReply) => {
    const stored = cache.read(call.key);
    if (stored.body === undefined) return compute(call, stored.version, request, reply);
    reply.type(JSON_TYPE).send(stored.body);
    return undefined;
  };
  if (method === 'GET') {
    app.route({ ...options, handler: (request: FastifyRequest, reply: FastifyReply) => serve(validated(request), request, reply) });
    return;
  }
  // POST: the route sits in its own plugin scope with a JSON parser that looks the raw body up in a memo first.
  const memo = new BodyMemo<z.output<S>>();
  const seen = new WeakMap<FastifyRequest, MemoisedCall<z.output<S>> | string>();
  app.register(async (scope) => {
    const parseJson = jsonBodyParser(scope);
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      // With a query string the body is not all of the parameters: no memo (the portal posts without one).
      if (request.url.includes('?')) return parseJson(request, text, done);
      const call = memo.get(text);
      seen.set(request, call ?? text);
      // A memoised call leaves request.body unset: the handler takes its parameters from the memo.
      if (call) return done(null, undefined);
      parseJson(request, text, done);
    });
    scope.route({
      ...options,
      handler: (request: FastifyRequest, reply: FastifyReply) => {
        const memoised = seen.get(request);
        if (typeof memoised === 'object') return serve(memoised, request, reply);
        const call = validated(request);
        if (typeof memoised === 'string') memo.set(memoised, call);
        return serve(call, request, reply);
      },
    });
  });
}

/** Registers a GET route answering `ok(handler(params))`; params come from the query string. */
export function get<S extends z.ZodType, A>(app: FastifyInstance, ctx: AppContext, url: string, spec: RouteSpec<S, A>): void {
  addRoute(app, ctx, 'GET', url, spec);
}

/** Registers a POST route answering `ok(handler(params))`; params come from the query string and/or body. */
export function post<S extends z.ZodType, A>(app: FastifyInstance, ctx: AppContext, url: string, spec: RouteSpec<S, A>): void {
  addRoute(app, ctx, 'POST', url, spec);
}

/** Paging parameters (`current` 1-based, `size` rows) with a per-call default size (§9). */
export const paging = (defaultSize: number, maxSize = 200) =>
  pagingQuerySchema.extend({ size: z.coerce.number().int().min(1).max(maxSize).default(defaultSize) });

/** Optional small integer parameter given as a string or number (e.g. noticeType, isFrontPage). */
export const optionalInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max).optional();

/**
 * Required id parameter. design.md makes non-asset ids numeric strings; letters, '_' and '-' are tolerated so a
 * hand-written seed id still resolves, while anything longer or odder is a 400 rather than a lookup.
 */
export const idParam = (label: string) =>
  z.string({ message: `${label}不能为空` }).trim().regex(/^[0-9A-Za-z_-]{1,32}$/, `${label}格式错误`);
