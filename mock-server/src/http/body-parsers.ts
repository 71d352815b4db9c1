import type { FastifyInstance } from 'fastify';
import { ApiError } from './envelope';

/**
 * Body parsers for POST parameters. §7 says parameters travel in the query string unless a body is noted, so
 * clients often send POST with `Content-Type: application/json` and nothing in it: an empty JSON body is read as
 * `{}` instead of being rejected. Malformed JSON is a 400 envelope. Form posts (`application/x-www-form-urlencoded`)
 * are accepted too, read as flat string fields like the query string.
 */
export function installBodyParsers(app: FastifyInstance): void {
  // The default parser keeps its protection against __proto__ / constructor poisoning.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    defaultJson(request, text, (err, value) => done(err ? new ApiError(400, '请求体不是合法的 JSON') : null, value));
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    done(null, Object.fromEntries(new URLSearchParams(text)));
  });
}
