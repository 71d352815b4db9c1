import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { BidService } from './auction/service/bid-service';
import { REDIS_KEY_PREFIX, redisCommandClient, type ClusterOptions } from './cluster/redis';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Db } from './db/connection';
import { type AccessLog, AnswerReplay } from './http/answer-replay';
import { installBodyParsers } from './http/body-parsers';
import { installCompression } from './http/compression';
import { answerClientError, answerStalledRequest, DEFAULT_STALL_TIMEOUT_MS, requestTimeoutOptions } from './http/client-errors';
import { answerError, installErrorHandler } from './http/error-handler';
import { installRequestHooks } from './http/hooks';
import { installAnswerLanguage } from './http/language';
import { redactingLogger } from './http/log-redaction';
import { lazyRequestLogger } from './http/request-logger';
import { installRequireUser } from './http/request-user';
import { API_HEADERS, installSecurityHeaders } from './http/security-headers';
import { installOpenApi } from './http/openapi';
import { installStatic } from './http/static';
import { appealRoutes } from './modules/appeal/index';
import { authRoutes, createAuthServices, loadAuthSecrets, tokenRoute, type AuthSecrets, type SmsProvider } from './modules/auth/index';
import { bidRoutes, operatorRoutes } from './modules/bid/index';
import { contentRoutes, newsRoutes } from './modules/content/index';
import { installDeal, type DealInstallOptions } from './modules/deal/index';
import { demandRoutes } from './modules/demand/index';
import { deskPublicationRoutes, deskRoutes } from './modules/desk/index';
import { detailAttachmentRoutes, detailRoutes, detailSectionRoutes, requireProject } from './modules/detail/index';
import { devRoutes } from './modules/dev/index';
import { createDepositEnrolments, enrolmentOperatorRoutes, enrolmentRecordRoutes, enrolmentRoutes } from './modules/enrolment/index';
import { favouriteRoutes } from './modules/favourites/index';
import { CABINET_SOURCES, installFiles } from './modules/files/index';
import { helpRoutes } from './modules/help/index';
import { createMessageService, messageRoutes } from './modules/messages/index';
import { installPayment, type PaymentInstallOptions } from './modules/payment/index';
import { profileRoutes } from './modules/profile/index';
import { projectActivityRoutes, projectRoutes } from './modules/project/index';
import { installRealname, type RealnameInstallOptions } from './modules/realname/index';
import { findSealState, installSeal, type SealInstallOptions } from './modules/seal/index';
import { statisticsRoutes } from './modules/statistics/index';
import { syncRoutes } from './modules/sync/index';
import { contractVerifyRoutes, createContractDrafter, installTradeContract, type TradeContractInstallOptions } from './modules/trade-contract/index';
import { systemRoutes } from './modules/system/index';
import { smsRoutes, userRoutes } from './modules/user/index';
import { usercentreRoutes } from './modules/usercentre/index';
import { silentPushHub, type PushHub } from './realtime/push-hub';
import { attachListingWorkers } from './services/listing-workers';
import { connectPushNotices } from './realtime/push-notices';
import { connectPushServices } from './realtime/push-services';

declare module 'fastify' {
  interface FastifyInstance {
    /** The bid service (the only writer of lot state); serve.ts starts its timers and hands it to the bid room. */
    bids: BidService;
    /** The user id of a valid, unrevoked access token, else null (the /bid handshake and the push channel use it). */
    userOfToken: (token: string) => Promise<string | null>;
  }
}

/** What {@link buildApp} needs. Only `config` and `db` are required. */
export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** The server clock in epoch ms (default Date.now); tests freeze it. */
  now?: () => number;
  /**
   * Fastify logger options (default: JSON lines at config.LOG_LEVEL; a `stream` may be given); `false` silences it.
   * Secrets are always redacted from what is logged (http/log-redaction.ts).
   */
  logger?: FastifyServerOptions['logger'];
  /** Longest a request may go without a byte before it is whole, ms, then 408 (default 20 000: answered within 30 s). */
  stallTimeoutMs?: number;
  /** The push channel services broadcast on (default: one that delivers nowhere). */
  push?: PushHub;
  /** JWT, hash and login keys (default: from config, else generated once under DATA_DIR); tests pass in-memory ones. */
  secrets?: AuthSecrets;
  /** The SMS gateway (default: the sandbox that writes to the sms_outbox table). */
  smsProvider?: SmsProvider;
  /** Real-name verification: the provider (default: the sandbox reviewer) and its review delay in ms (default 800). */
  realname?: RealnameInstallOptions;
  /** Deposits: the sandbox bank's HMAC secret (default SANDBOX_BANK_SECRET, else generated once under DATA_DIR). */
  payment?: PaymentInstallOptions;
  /** E-seals: the face provider (default: the one FACE_PROVIDER names). */
  seal?: SealInstallOptions;
  /** Trade contracts: the organisations' seal lookup and the PDF document maker (defaults in installTradeContract). */
  tradeContract?: TradeContractInstallOptions;
  /** Deals: the listeners told of each new deal (default: the contract's draft) and the PDF renderer (default: services/pdf). */
  deal?: Partial<DealInstallOptions>;
  /**
   * One of several server processes (REDIS_URL): the rate-limit counters and the dev-tool captcha answers live in
   * Redis, shared by every process (the push hub given as `push` carries its own bus). Default: this process's memory.
   */
  cluster?: ClusterOptions;
}

/** The HTTP API's domain modules, one per backend service of §7 (all mounted under /api). */
const DOMAIN_MODULES = [
  authRoutes, tokenRoute, userRoutes, smsRoutes,
  systemRoutes, deskRoutes, deskPublicationRoutes, contentRoutes, newsRoutes, projectRoutes, projectActivityRoutes, syncRoutes,
  statisticsRoutes, helpRoutes, messageRoutes,
];

/**
 * The modules around a project before its bidding: detail, enrolment and demand (all under /api); favourites is
 * registered apart, with the detail module's project check.
 */
const TRADING_MODULES = [detailRoutes, detailSectionRoutes, detailAttachmentRoutes, enrolmentRoutes, enrolmentRecordRoutes, enrolmentOperatorRoutes, demandRoutes];

/**
 * Builds the exchange server's HTTP app without listening (tests use `inject()`, serve.ts listens):
 * framework plugins and cross-cutting HTTP behaviour (a log with secrets redacted, a deadline for receiving each
 * request, envelope answers to the HTTP parser's errors, browser security headers, body parsers, rate limiting, the
 * envelope error handler, Client-Id / X-Server-Now hooks, answers in the request's language (Accept-Language), zod validation and serialisation with the OpenAPI document
 * (/api/openapi.json, /api/docs), static files and the SPA fallback), then the shared context and account services
 * (with the `requireUser` guard), then the domain modules, the bid rounds under /api-bid (service `app.bids`, not
 * started: serve.ts starts its timers), then /api/dev/* when EXCHANGE_DEV_TOOLS=1.
 * On a SQLite file, config.LISTING_WORKERS worker threads answer the public listings (services/listing-workers.ts),
 * stopped when the app closes. Realtime channels are attached to the listening server by serve.ts. With `cluster` (REDIS_URL) the app opens one
 * Redis connection for the shared counters and answers, closed with the app.
 */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = opts;
  const now = opts.now ?? Date.now;
  const logger = opts.logger === undefined || opts.logger === true ? { level: config.LOG_LEVEL } : opts.logger;
  const app = Fastify({
    logger: redactingLogger(logger),
    // A request's child logger is built only when it writes (its redacted bindings cost ~15 µs per request).
    childLoggerFactory: lazyRequestLogger,
    bodyLimit: 1024 * 1024,
    ...requestTimeoutOptions(opts.stallTimeoutMs ?? DEFAULT_STALL_TIMEOUT_MS),
    // Node's parser errors (stalled request 408, header overflow 431) and unroutable URLs answer with the envelope.
    clientErrorHandler: answerClientError,
    frameworkErrors: (err, request, reply) => answerError(err, request, reply.headers(API_HEADERS)),
  });

  app.server.on('timeout', answerStalledRequest);
  // Cached answers sent again from the server's door; with the request log on (LOG_LEVEL info and below) it logs each.
  const log = app.log as Partial<AccessLog>;
  const replay = new AnswerReplay({ clientId: config.WEB_CLIENT_ID, now, log: typeof log.isLevelEnabled === 'function' ? (log as AccessLog) : undefined });
  replay.install(app.server);
  app.decorate('answerReplay', replay);
  installSecurityHeaders(app);
  installBodyParsers(app);
  installErrorHandler(app);
  installRequestHooks(app, { clientId: config.WEB_CLIENT_ID, now });
  installAnswerLanguage(app);
  const redis = opts.cluster && redisCommandClient(opts.cluster.redisUrl, (err) => app.log.warn({ err }, 'Redis 连接出错'));
  if (redis) app.addHook('onClose', async () => { await redis.quit().catch(() => undefined); });
  // Not global: only the routes that a script could abuse (captcha, SMS, login) opt in through their route config.
  // Several processes count in Redis (key: prefix, method, route, address); while Redis is unreachable the limits
  // are skipped rather than failing login and SMS (the database's login throttle and SMS limits still hold).
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${REDIS_KEY_PREFIX}rate-limit:`, skipOnError: true } : {}),
  });
  await installCompression(app);
  // Before every route: zod validates and serialises, and the OpenAPI document lists what follows.
  await installOpenApi(app);
  await installStatic(app, {
    staticDir: config.STATIC_DIR, dataDir: config.DATA_DIR, clientId: config.WEB_CLIENT_ID, serverRender: config.SERVER_RENDER,
    rendersPerMinute: config.SERVER_RENDERS_PER_MINUTE,
  });

  const auth = createAuthServices({
    db, now, config, secrets: opts.secrets ?? loadAuthSecrets(config), smsProvider: opts.smsProvider,
    log: (details, msg) => app.log.warn(details, msg), redis,
  });
  installRequireUser(app, auth.tokens);
  const push = opts.push ?? silentPushHub;
  const messages = createMessageService({ db, push, now, log: (err) => app.log.warn({ err }, '站内消息推送失败') });
  const ctx: AppContext = { config, db, now, push, auth, messages };
  // The public listings' reads in worker threads (SQLite file only), stopped with the app.
  const stopListingWorkers = attachListingWorkers(db, config.LISTING_WORKERS);
  app.addHook('onClose', stopListingWorkers);
  for (const routes of DOMAIN_MODULES) await app.register(routes, { prefix: '/api', ctx });
  // The file cabinet over the documents other modules keep for the user (one source per kind: add a module's here).
  const cabinet = await installFiles(app, ctx, { sources: [...CABINET_SOURCES] });
  // The profile's avatar upload and the cabinet's upload join the real-name module's upload scope (multipart, shared file store).
  await installRealname(app, ctx, opts.realname, [
    async (uploads, files) => { await uploads.register(profileRoutes, { prefix: '/api', ctx, files }); },
    cabinet.uploadRoutes,
    contractVerifyRoutes(ctx.db),
  ]);

  // The bid rounds: one service behind /api-bid, the operator endpoints, the /bid socket room and the push notices.
  const bids = new BidService({ db, now, messages, bus: opts.cluster?.bus, onError: (err, assetsId) => app.log.error({ err, assetsId }, '竞价标的处理失败') });
  const userOfToken = async (token: string) => (await auth.tokens.verify(token))?.userId ?? null;
  app.decorate('bids', bids);
  app.decorate('userOfToken', userOfToken);
  connectPushServices(ctx.push, { auth, db });
  connectPushNotices(bids, ctx.push, now, messages, (err) => app.log.warn({ err }, '站内消息写入或推送失败'));
  await app.register(bidRoutes, { prefix: '/api-bid', ctx, bids });
  await app.register(operatorRoutes, { prefix: '/api-bid/operator', ctx, bids });
  // Project detail, enrolment, deposits, favourites and demand; after the bid service, which a confirmed deposit updates.
  for (const routes of TRADING_MODULES) await app.register(routes, { prefix: '/api', ctx });
  await app.register(favouriteRoutes, { prefix: '/api', ctx, requireProject });
  await installPayment(app, ctx, bids, createDepositEnrolments(ctx.messages), opts.payment);
  // Every deal draws its contract in the deal's own transaction (the default listener; tests may give others).
  await installDeal(app, ctx, bids, { listeners: opts.deal?.listeners ?? [createContractDrafter(ctx.messages)], renderPdf: opts.deal?.renderPdf });
  await app.register(appealRoutes, { prefix: '/api', ctx });
  await app.register(usercentreRoutes, { prefix: '/api', ctx });
  await installSeal(app, ctx, opts.seal);
  await installTradeContract(app, ctx, { sealLookup: findSealState, ...opts.tradeContract });
  // Without the flag the sandbox windows do not exist at all: their paths fall through to the 404 envelope.
  if (config.EXCHANGE_DEV_TOOLS) await app.register(devRoutes, { prefix: '/api', ctx });
  return app;
}
