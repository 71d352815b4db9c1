import type { FastifyInstance } from 'fastify';
import {
  AUTH_PATHS, clientTokenAnswerSchema, tokenAnswerSchema, tokenRequestSchema,
} from '../../../../contract/auth';
import type { AppContext } from '../../context';
import { rawParams } from '../../http/route';
import { GRANT_MESSAGES, runGrant } from './grants';
import { OAuthError, oauthErrorHandler } from './oauth-error';

const GRANTS = tokenRequestSchema.options.map((o) => o.shape.grant_type.value) as string[];

/**
 * POST /api/blade-auth/oauth/token — login, refresh and client tokens (§7, §4 Session, §8). Parameters from the
 * query string, a form or a JSON body (tokenRequestSchema per grant_type); Client-Id must be the web client
 * (checked by the request hook, 401 envelope otherwise). Answers FLAT snake_case: TokenAnswer for a user,
 * ClientTokenAnswer for client_credentials; failures `{ error_code, error_description }` with HTTP 400 (missing or
 * bad parameters, wrong credentials / captcha / SMS code, unsupported grant), 401 (bad refresh token), 403
 * (disabled account on refresh), 429 (throttled: the description says how long to wait).
 */
export async function tokenRoute(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  app.route({
    method: 'POST',
    url: `/${AUTH_PATHS.token}`,
    errorHandler: oauthErrorHandler,
    // Per address, on top of the per-account throttle: stops one script from cycling through many accounts quickly.
    config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const raw = rawParams(request);
      const grant = raw.grant_type;
      if (grant === undefined) throw new OAuthError(400, '授权类型（grant_type）不能为空');
      if (typeof grant !== 'string' || !GRANTS.includes(grant)) {
        throw new OAuthError(400, GRANT_MESSAGES.unsupported(String(grant).replace(/[^\w-]/g, '').slice(0, 32)));
      }
      const params = tokenRequestSchema.parse(raw);
      const answer = await runGrant({ auth: ctx.auth, db: ctx.db }, params, { ip: request.ip, log: request.log });
      if (ctx.checkAnswers) {
        const schema = params.grant_type === 'client_credentials' ? clientTokenAnswerSchema : tokenAnswerSchema;
        const checked = schema.safeParse(answer);
        if (!checked.success) throw new Error(`token answer breaks the contract: ${checked.error.message}`);
      }
      // Tokens must never sit in a shared cache.
      return reply.header('Cache-Control', 'no-store').send(answer);
    },
  });
}
