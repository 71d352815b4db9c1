import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AUTH_HEADER } from '../../../contract/envelope';
import { AUTH_PATHS } from '../../../contract/auth-paths';
import { MISSING_TOKEN_MSG, UNAUTHORIZED_MSG } from '../../../contract/auth';
import { ApiError } from './envelope';

/** Verifies an access token: its claims, or null when it is bad, expired or revoked (auth's AccessTokens fits). */
export interface TokenClaimsVerifier {
  verify(token: string): Promise<{ userId: string | null; familyId: string | null; tokenId: string } | null>;
}

/** The caller of a protected route: user id, the session (refresh family) and the access token's id. */
export interface AuthUser { id: string; familyId: string; tokenId: string }

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler of protected routes: sets `request.user` or answers 401 — '缺失令牌,鉴权失败' without a token,
     * '请求未授权' for a bad, expired or revoked one. Use `{ requireUser: true }` in the route helpers.
     */
    requireUser: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by `requireUser`; null on routes without it. */
    user: AuthUser | null;
  }
}

/** The one route that also takes its token as `access_token` in the query string (§7 user/detail). */
const QUERY_TOKEN_ROUTE = `/api/${AUTH_PATHS.userDetail}`;

/**
 * The bearer token of a request: `Blade-Auth: bearer <jwt>` (§7), else `Authorization: Bearer <jwt>`, else — on
 * user/detail only, where §7 names it — the `access_token` query parameter. A token in the URL ends up in proxy
 * logs and browser history, so every other route ignores it. undefined when none is given, null when malformed.
 */
export function bearerToken(request: FastifyRequest): string | null | undefined {
  const header = request.headers[AUTH_HEADER.toLowerCase()] ?? request.headers.authorization;
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw !== undefined && raw.trim() !== '') {
    const m = /^bearer\s+(\S+)$/i.exec(raw.trim());
    return m ? m[1] : null;
  }
  if (request.routeOptions.url !== QUERY_TOKEN_ROUTE) return undefined;
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.access_token;
  return typeof fromQuery === 'string' && fromQuery !== '' ? fromQuery : undefined;
}

/** Decorates the root app with `requireUser` and `request.user`; call before registering the domain modules. */
export function installRequireUser(app: FastifyInstance, tokens: TokenClaimsVerifier): void {
  app.decorateRequest('user', null);
  app.decorate('requireUser', async function requireUser(request: FastifyRequest) {
    const token = bearerToken(request);
    if (token === undefined) throw new ApiError(401, MISSING_TOKEN_MSG);
    const claims = token === null ? null : await tokens.verify(token);
    // A client_credentials token has no user: it may read public data but never act for someone.
    if (!claims?.userId || !claims.familyId) throw new ApiError(401, UNAUTHORIZED_MSG);
    request.user = { id: claims.userId, familyId: claims.familyId, tokenId: claims.tokenId };
  });
}

/**
 * The caller of a route guarded by `requireUser`.
 * @throws ApiError 401 '请求未授权' if the route forgot the guard (never answers for an anonymous caller).
 */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new ApiError(401, UNAUTHORIZED_MSG);
  return request.user;
}
