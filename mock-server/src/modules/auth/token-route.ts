import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { z } from 'zod';
import {
  AUTH_PATHS, clientTokenAnswerSchema, tokenAnswerSchema, tokenRequestSchema, type TokenRequest,
} from '../../../../contract/auth';
import type { AppContext } from '../../context';
import { tagRoutes } from '../../http/openapi';
import { mergeParams } from '../../http/route-params';
import { GRANT_MESSAGES, runGrant } from './grants';
import { OAuthError, oauthErrorHandler } from './oauth-error';

const GRANTS = tokenRequestSchema.options.map((o) => o.shape.grant_type.value) as string[];

/** preValidation: a missing or unknown grant_type is refused in its own words (the OAuth error shape). */
function checkGrant(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const grant = (request.body as Record<string, unknown>).grant_type;
  if (grant === undefined) return done(new OAuthError(400, '授权类型（grant_type）不能为空'));
  if (typeof grant !== 'string' || !GRANTS.includes(grant)) {
    return done(new OAuthError(400, GRANT_MESSAGES.unsupported(String(grant).replace(/[^\w-]/g, '').slice(0, 32))));
  }
  done();
}

/**
 * POST /api/blade-auth/oauth/token — login, refresh and client tokens (§7, §4 Session, §8). Parameters from the
 * query string, a form or a JSON body (tokenRequestSchema per grant_type); Client-Id must be the web client
 * (checked by the request hook, 401 envelope otherwise). Answers FLAT snake_case: TokenAnswer for a user,
 * ClientTokenAnswer for client_credentials; failures `{ error_code, error_description }` with HTTP 400 (missing or
 * bad parameters, wrong credentials / captcha / SMS code, unsupported grant), 401 (bad refresh token), 403
 * (disabled account on refresh), 429 (throttled: the description says how long to wait).
 */
export async function tokenRoute(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  tagRoutes(app, '认证');
  const { ctx } = opts;
  app.route({
    method: 'POST',
    url: `/${AUTH_PATHS.token}`,
    schema: {
      summary: '获取令牌：密码、短信、刷新令牌或客户端授权（应答为扁平 snake_case）',
      body: tokenRequestSchema,
      response: { 200: z.union([tokenAnswerSchema, clientTokenAnswerSchema]) },
    },
    // Parameters merged from the query and the body, then the grant type checked before the schema names any field.
    preValidation: [mergeParams, checkGrant],
    errorHandler: oauthErrorHandler,
    // Per address, on top of the per-account throttle: stops one script from cycling through many accounts quickly.
    config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const params = request.body as TokenRequest;
      const answer = await runGrant({ auth: ctx.auth, db: ctx.db }, params, { ip: request.ip, log: request.log });
      // Tokens must never sit in a shared cache.
      return reply.header('Cache-Control', 'no-store').send(answer);
    },
  });
}
