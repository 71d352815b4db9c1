import type {
  FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, FastifySchemaCompiler, FastifySerializerCompiler, preValidationHookHandler,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, pagingQuerySchema } from '../../../contract/envelope';
import type { AnswerCache } from './answer-cache';
import { localiseFields } from '../i18n/fields';
import { translateLabel, translateMessage } from '../i18n/messages';
import { jsonBodyParser } from './body-parsers';
import { sendStoredAnswer } from './answer-encodings';
import { replayReadBody } from './answer-replay';
import { BodyMemo, type MemoisedCall } from './body-memo';
import { ok } from './envelope';
import { localiseEnvelope, requestLanguage } from './language';
import { mergeParams } from './route-params';

/** Per-address request limit of a route (@fastify/rate-limit): `max` calls per `timeWindow` ms. */
export interface RouteRateLimit { max: number; timeWindow: number }

/**
 * A schema-first route: a one-line Chinese summary, the zod schema of its parameters and the contract schema of its
 * answer's `data`. Both are registered with Fastify (fastify-type-provider-zod): parameters are validated before the
 * handler (400 envelope naming the field), answers serialised through `envelope(answer)` (an answer that breaks it is
 * a 500, logged), and both appear in /api/openapi.json.
 */
export interface RouteSpec<S extends z.ZodType, A> {
  /** One line of Chinese for the API reference (/api/docs). */
  summary: string;
  params?: S;
  answer?: z.ZodType;
  /** Failures answered with data (`throw new ApiError(code, msg, data)`), by HTTP status: the schema of that `data`. */
  errorAnswers?: Record<number, z.ZodType>;
  /** Logged-in callers only: runs `app.requireUser` first (401 otherwise); read the caller with `currentUser(request)`. */
  requireUser?: boolean;
  /** Opt-in rate limit for routes a script could abuse (captcha, SMS, login); answered as 429. */
  rateLimit?: RouteRateLimit;
  /**
   * Serve stored answers: keyed by the validated parameters, so only for answers that depend on nothing else (never
   * with requireUser). The cache decides when a stored answer is stale (listingAnswerCache: the listing version).
   */
  cache?: AnswerCache;
  /**
   * Fields of the answer that hold fixed interface labels (a dictionary item's `dictValue`, an asset type's
   * `typeName`, a menu's `navigationName`…), at any depth: answered in the request's language (i18n/labels.en.json);
   * values the label catalogue does not know stay as stored.
   */
  labels?: readonly string[];
  /** Fields of the answer that hold messages for the user (a refusal's `msg` in `data`): translated like the envelope's. */
  messages?: readonly string[];
  handler: (params: z.output<S>, request: FastifyRequest) => Promise<A> | A;
}

/** fastify-type-provider-zod's compilers, typed for routes declared without the type provider. */
const zodValidator = validatorCompiler as unknown as FastifySchemaCompiler<FastifySchema>;
const zodSerializer = serializerCompiler as unknown as FastifySerializerCompiler<FastifySchema>;

/** The content type Fastify gives a JSON answer; a cached answer is sent with the same. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** The Fastify schema of a route: parameters (query string for GET, body for POST) and the envelopes it answers. */
function schemaOf(method: 'GET' | 'POST', spec: RouteSpec<z.ZodType, unknown>): FastifySchema {
  const response: Record<number, z.ZodType> = { 200: envelopeSchema(spec.answer ?? z.unknown()) };
  for (const [status, data] of Object.entries(spec.errorAnswers ?? {})) {
    response[Number(status)] = envelopeSchema(data.nullable());
  }
  const params = spec.params ? { [method === 'GET' ? 'querystring' : 'body']: spec.params } : {};
  return { summary: spec.summary, ...params, response };
}

function addRoute<S extends z.ZodType, A>(
  app: FastifyInstance, method: 'GET' | 'POST', url: string, spec: RouteSpec<S, A>,
): void {
  const { cache } = spec;
  const labels = spec.labels ?? [];
  const messages = spec.messages ?? [];
  /** The handler's answer with its label and message fields in the request's language. */
  const answer = async (params: z.output<S>, request: FastifyRequest) => {
    const language = requestLanguage(request);
    return localiseFields(localiseFields(await spec.handler(params, request), labels, language, translateLabel), messages, language, translateMessage);
  };
  if (cache && spec.requireUser) throw new Error(`${method} ${url}: a cached answer must not depend on the caller`);
  /** The validated parameters Fastify left on the request. */
  const paramsOf = (request: FastifyRequest) => (method === 'GET' ? request.query : request.body) as z.output<S>;
  // The login check comes first, so a visitor gets 401 rather than a 400 about parameters. Routes without parameters
  // merge too: a body that is not an object is still the 400 it always was.
  const preValidation: preValidationHookHandler[] = [
    ...(spec.requireUser ? [app.requireUser as unknown as preValidationHookHandler] : []),
    mergeParams,
  ];
  const options = {
    method, url, schema: schemaOf(method, spec as RouteSpec<z.ZodType, unknown>), preValidation,
    // Per route, so the helper works on any Fastify instance (the app also sets them globally in http/openapi.ts).
    validatorCompiler: zodValidator, serializerCompiler: zodSerializer,
    ...(spec.rateLimit ? { config: { rateLimit: spec.rateLimit } } : {}),
  };
  if (!cache) {
    app.route({ ...options, handler: async (request: FastifyRequest) => ok(await answer(paramsOf(request), request)) });
    return;
  }
  // Its answers may also be sent again from the server's door (http/answer-replay.ts), which this route teaches; not
  // a rate-limited route's, whose limit only Fastify's path counts.
  const replay = app.hasDecorator('answerReplay') && !spec.rateLimit ? app.answerReplay : null;
  replay?.allow(method, app.prefix + url);
  /** The cache key of a call: its parameters in the request's language (the message and labels depend on it). */
  const keyOf = (call: MemoisedCall<z.output<S>>, request: FastifyRequest) => `${requestLanguage(request)}:${call.key}`;
  /** Computes, stores and sends the answer of a call the cache does not hold (serialised by the route's schema). */
  const compute = async (call: MemoisedCall<z.output<S>>, version: number, request: FastifyRequest, reply: FastifyReply) => {
    // Kept as UTF-8 bytes: a hit then sends them as they are, with no byte count or encoding of a string per call.
    // Serialised here, past the serialisation hooks: the envelope's message is put in the request's language first.
    const body = Buffer.from(reply.serialize(localiseEnvelope(request, ok(await answer(call.params, request)))) as string);
    const key = keyOf(call, request);
    cache.store(key, version, body);
    const sent = sendStoredAnswer(request, reply, JSON_TYPE, body);
    replay?.learn(request, reply, cache, key, body, sent);
    return reply;
  };
  /** Sends the stored answer of `call` (synchronously: no promise on a hit), else computes it. */
  const serve = (call: MemoisedCall<z.output<S>>, request: FastifyRequest, reply: FastifyReply) => {
    const key = keyOf(call, request);
    const stored = cache.read(key);
    if (stored.body === undefined) return compute(call, stored.version, request, reply);
    const sent = sendStoredAnswer(request, reply, JSON_TYPE, stored.body as Buffer);
    replay?.learn(request, reply, cache, key, stored.body, sent);
    return undefined;
  };
  /** A call's cache key; zod's output lists the schema's keys in its order with defaults applied. */
  const validated = (request: FastifyRequest): MemoisedCall<z.output<S>> => {
    const params = paramsOf(request);
    return { params, key: JSON.stringify(params) };
  };
  if (method === 'GET') {
    app.route({ ...options, handler: (request: FastifyRequest, reply: FastifyReply) => serve(validated(request), request, reply) });
    return;
  }
  // POST: the route sits in its own plugin scope with a JSON parser that looks the raw body up in a memo first.
  const memo = new BodyMemo<z.output<S>>();
  const seen = new WeakMap<FastifyRequest, MemoisedCall<z.output<S>> | string>();
  /** A memoised body is answered before validation (it was valid when memoised): a hit does no parsing at all. */
  const answerMemoised: preValidationHookHandler = (request, reply, done) => {
    const memoised = seen.get(request);
    if (typeof memoised !== 'object') return mergeParams(request, reply, done);
    serve(memoised, request, reply)?.catch((err: Error) => done(err));
  };
  app.register(async (scope) => {
    const parseJson = jsonBodyParser(scope);
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      // With a query string the body is not all of the parameters: no memo (the portal posts without one).
      if (request.url.includes('?')) return parseJson(request, text, done);
      const call = memo.get(text);
      seen.set(request, call ?? text);
      // A memoised call leaves request.body unset: answerMemoised answers it from the memo.
      if (call) return done(null, undefined);
      parseJson(request, text, done);
    });
    scope.route({
      ...options,
      ...(replay ? { preParsing: [replayReadBody] } : {}),
      preValidation: [answerMemoised],
      handler: (request: FastifyRequest, reply: FastifyReply) => {
        const memoised = seen.get(request);
        const call = validated(request);
        if (typeof memoised === 'string') memo.set(memoised, call);
        return serve(call, request, reply);
      },
    });
  });
}

/** Registers a GET route answering `ok(handler(params))`; params come from the query string. */
export function get<S extends z.ZodType, A>(app: FastifyInstance, url: string, spec: RouteSpec<S, A>): void {
  addRoute(app, 'GET', url, spec);
}

/** Registers a POST route answering `ok(handler(params))`; params come from the query string and/or body. */
export function post<S extends z.ZodType, A>(app: FastifyInstance, url: string, spec: RouteSpec<S, A>): void {
  addRoute(app, 'POST', url, spec);
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
