import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Db } from './db/connection';
import { installBodyParsers } from './http/body-parsers';
import { installErrorHandler } from './http/error-handler';
import { installRequestHooks } from './http/hooks';
import { installStatic } from './http/static';
import { contentRoutes } from './modules/content/routes';
import { newsRoutes } from './modules/content/news-routes';
import { deskPublicationRoutes } from './modules/desk/publication-routes';
import { deskRoutes } from './modules/desk/routes';
import { projectActivityRoutes } from './modules/project/activity-routes';
import { projectRoutes } from './modules/project/routes';
import { syncRoutes } from './modules/sync/routes';
import { systemRoutes } from './modules/system/routes';
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
}

/** The HTTP API's domain modules, one per backend service of §7 (all mounted under /api). */
const DOMAIN_MODULES = [
  systemRoutes, deskRoutes, deskPublicationRoutes, contentRoutes, newsRoutes, projectRoutes, projectActivityRoutes, syncRoutes,
];

/**
 * Builds the exchange server's HTTP app without listening (tests use `inject()`, main.ts listens):
 * framework plugins and cross-cutting HTTP behaviour (body parsers, rate limiting, the envelope error handler,
 * X-Client-Id / X-Server-Now hooks, static files and the SPA fallback), then the shared context, then the domain
 * modules. Realtime channels are attached to the listening server by main.ts.
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

  const ctx: AppContext = { config, db, now, push: opts.push ?? silentPushHub, checkAnswers: opts.checkAnswers ?? false };
  for (const routes of DOMAIN_MODULES) await app.register(routes, { prefix: '/api', ctx });
  // EXCHANGE_DEV_TOOLS=1 will mount the sandbox outboxes under /api/dev/* here; without it those paths are 404.
  return app;
}
