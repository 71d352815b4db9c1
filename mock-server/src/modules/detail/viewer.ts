import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { bearerToken } from '../../http/request-user';

/**
 * The caller of a public route, when a valid user token comes with it; null for visitors. A bad or expired token is
 * treated as no token rather than a 401: on a public page (project detail, enrolment button) a 401 would make the
 * portal log the visitor out and leave the page (§8), which is worse than showing the page anonymously.
 */
export async function optionalUserId(ctx: AppContext, request: FastifyRequest): Promise<string | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const claims = await ctx.auth.tokens.verify(token);
  return claims?.userId ?? null;
}

/** The caller's address for logs (Fastify's request.ip honours the server's trustProxy setting). */
export const clientIp = (request: FastifyRequest) => request.ip ?? '';
