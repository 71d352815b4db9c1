import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Db } from './db/connection';
import { installBodyParsers } from './http/body-parsers';
import { installErrorHandler } from './http/error-handler';
import { installRequestHooks } from './http/hooks';
import { installStatic } from './http/static';
import { authRoutes } from './modules/auth/routes';
import { installRequireUser } from './modules/auth/require-user';
import { loadAuthSecrets, type AuthSecrets } from './modules/auth/secrets';
import { createAuthServices } from './modules/auth/service';
import type { SmsProvider } from './modules/auth/sms-provider';
import { tokenRoute } from './modules/auth/token-route';
import { contentRoutes } from './modules/content/routes';
import { newsRoutes } from './modules/content/news-routes';
import { deskPublicationRoutes } from './modules/desk/publication-routes';
import { deskRoutes } from './modules/desk/routes';
import { devRoutes } from './modules/dev/routes';
import { projectActivityRoutes } from './modules/project/activity-routes';
import { projectRoutes } from './modules/project/routes';
import { statisticsRoutes } from './modules/statistics/routes';
import { syncRoutes } from './modules/sync/routes';
import { systemRoutes } from './modules/system/routes';
import { smsRoutes } from './modules/user/sms-routes';
import { userRoutes } from './modules/user/routes';
import { silentPushHub, type PushHub } from './realtime/push-hub';

/** What {@link buildApp} needs. Only `config` and `db` are required. */
export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** The server clock in epoch ms (default Date.now); tests freeze it. */
  now?: () => number;
  /** Fastify logger options (default: JSON lines at config.LOG_LEVEL); `false` silences it. */
  logger?: FastifyServerOptions['logger'];
  /** The push channel services broadcast on (default: one that delivers nowhere). */
  push?: PushHub;
  /** Check every answer against its contract schema, turning a mismatch into a 500 (tests). */
  checkAnswers?: boolean;
  /** JWT, hash and login keys (default: from config, else generated once under DATA_DIR); tests pass in-memory ones. */
  secrets?: AuthSecrets;
  /** The SMS gateway (default: the sandbox that writes to the sms_outbox table). */
  smsProvider?: SmsProvider;
}

/** The HTTP API's domain modules, one per backend service of §7 (all mounted under /api). */
const DOMAIN_MODULES = [
  authRoutes, tokenRoute, userRoutes, smsRoutes,
  systemRoutes, deskRoutes, deskPublicationRoutes, contentRoutes, newsRoutes, projectRoutes, projectActivityRoutes, syncRoutes,
  statisticsRoutes,
];

/**
 * Builds the exchange server's HTTP app without listening (tests use `inject()`, main.ts listens):
 * framework plugins and cross-cutting HTTP behaviour (body parsers, rate limiting, the envelope error handler,
 * X-Client-Id / X-Server-Now hooks, static files and the SPA fallback), then the shared context and account services
 * (with the `requireUser` guard), then the domain modules, then /api/dev/* when EXCHANGE_DEV_TOOLS=1.
 * Realtime channels are attached to the listening server by main.ts.
 */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = opts;
  const now = opts.now ?? Date.now;
  const app = Fastify({ logger: opts.logger ?? { level: config.LOG_LEVEL }, bodyLimit: 1024 * 1024 });

  installBodyParsers(app);
  installErrorHandler(app);
  installRequestHooks(app, { clientId: config.WEB_CLIENT_ID, now });
  // Not global: only the routes that a script could abuse (captcha, SMS, login) opt in through their route config.
  await app.register(rateLimit, { global: false });
  await installStatic(app, { staticDir: config.STATIC_DIR, dataDir: config.DATA_DIR });

  const auth = createAuthServices({
    db, now, config, secrets: opts.secrets ?? loadAuthSecrets(config), smsProvider: opts.smsProvider,
    log: (details, msg) => app.log.warn(details, msg),
  });
  installRequireUser(app, auth.tokens);
  const ctx: AppContext = { config, db, now, push: opts.push ?? silentPushHub, auth, checkAnswers: opts.checkAnswers ?? false };
  for (const routes of DOMAIN_MODULES) await app.register(routes, { prefix: '/api', ctx });
  // Without the flag the sandbox windows do not exist at all: their paths fall through to the 404 envelope.
  if (config.EXCHANGE_DEV_TOOLS) await app.register(devRoutes, { prefix: '/api', ctx });
  return app;
}
