import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './envelope';

/**
 * Body parsers for POST parameters. §7 says parameters travel in the query string unless a body is noted, so
 * clients often send POST with `Content-Type: application/json` and nothing in it: an empty JSON body is read as
 * `{}` instead of being rejected. Malformed JSON is a 400 envelope. Form posts (`application/x-www-form-urlencoded`)
 * are accepted too, read as flat string fields like the query string. Any other body — `text/plain`, no content
 * type at all, or a type no route reads — carries no parameters: like the real backend, the server reads it (within
 * the body limit) and ignores it, so a query-string call from a generic HTTP client that attaches `{}` is answered
 * from its query instead of being refused with 415. Routes with their own parser (multipart uploads) keep it.
 */
export function installBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, jsonBodyParser(app));
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    done(null, Object.fromEntries(new URLSearchParams(text)));
  });
  app.removeContentTypeParser('text/plain');
  // '*' also covers requests that send a body without any Content-Type.
  app.addContentTypeParser(['text/plain', '*'], { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));
}

/** A JSON body parser's callback: the parsed value, or the 400 {@link ApiError} for malformed JSON. */
export type JsonBodyDone = (err: Error | null, value?: unknown) => void;

/**
 * The server's JSON body parser (`parseAs: 'string'`): an empty or blank body is `{}`, malformed JSON is the 400
 * envelope '请求体不是合法的 JSON'. Fastify's default parser underneath keeps its protection against __proto__ /
 * constructor poisoning. http/route.ts wraps it for cached POST routes.
 */
export function jsonBodyParser(app: FastifyInstance): (request: FastifyRequest, body: string | Buffer, done: JsonBodyDone) => void {
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    defaultJson(request, text, (err, value) => done(err ? new ApiError(400, '请求体不是合法的 JSON') : null, value));
  };
}
