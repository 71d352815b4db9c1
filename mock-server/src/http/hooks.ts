import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { CLIENT_ID_HEADER, CLIENT_ID_HEADER_ALIAS, SERVER_NOW_HEADER } from '../../../contract/envelope';
import { isBuildAssetPath } from './asset-paths';
import { isDocsPath } from './docs-paths';
import { fail } from './envelope';

/** The 401 message for a missing or foreign client id (§7 general rules). */
export const CLIENT_ID_MSG = '缺少或无效的客户端标识（Client-Id）';

// Node lowercases header names, so one lookup per name covers every spelling.
const CLIENT_ID = CLIENT_ID_HEADER.toLowerCase();
const CLIENT_ID_ALIAS = CLIENT_ID_HEADER_ALIAS.toLowerCase();

/** The client id a request names (§7 `Client-Id`, or its alias `X-Client-Id`), if any. */
export function clientIdOf(headers: IncomingHttpHeaders): string | string[] | undefined {
  return headers[CLIENT_ID] ?? headers[CLIENT_ID_ALIAS];
}

/** True for the paths of the HTTP API (`/api/...` and the bid-round endpoints under `/api-bid/...`). */
export function isApiPath(url: string): boolean {
  return /^\/api(-bid)?(\/|\?|$)/.test(url);
}

/** A bank's payment notification: the bank is not the web client and authenticates by its HMAC signature instead. */
const isBankCallback = (url: string) => url.startsWith('/api/payment/callback/');

/**
 * Cross-cutting request hooks:
 * - every response but the build's scripts and style sheets carries `X-Server-Now` (epoch ms of `now()`), which feeds
 *   the client's shared clock (the client reads it from API answers; a hashed file's answer may come from a cache);
 * - every API call must carry `Client-Id` (any case; `X-Client-Id` is an alias) equal to the web client's id
 *   (§7 general rules), else 401 envelope — except bank payment callbacks, which are signed instead, and the API
 *   reference (/api/openapi.json, /api/docs: public documentation a browser opens without headers);
 * The hooks are added on the root instance so they also run for 404s and static files.
 */
export function installRequestHooks(app: FastifyInstance, opts: { clientId: string; now: () => number }): void {
  // Stamped at send time rather than arrival, so the client's offset estimate is as fresh as possible.
  // Callback-style hooks: on every request, an async hook's promise and extra microtask are measurable (bench/README.md API).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isBuildAssetPath(request.url)) reply.header(SERVER_NOW_HEADER, String(opts.now()));
    done(null, payload);
  });
  app.addHook('onRequest', (request, reply, done) => {
    const clientId = clientIdOf(request.headers);
    if (isApiPath(request.url) && !isBankCallback(request.url) && !isDocsPath(request.url) && clientId !== opts.clientId) {
      reply.code(401).send(fail(401, CLIENT_ID_MSG));
      return;
    }
    done();
  });
}
