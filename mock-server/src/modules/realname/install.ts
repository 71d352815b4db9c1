import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../../../../contract/realname';
import type { AppContext } from '../../context';
import { FileStore } from './file-store';
import { avatarRoutes, fileRoutes } from './file-routes';
import { verificationProviderFor, type VerificationProvider } from './provider';
import type { ReviewQueue } from './review-queue';
import { realnameRoutes } from './routes';
import { createRealnameService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The pending real-name reviews: `drain()` decides everything scheduled now (tests, graceful shutdown). */
    realnameReviews: ReviewQueue;
  }
}

/** Options of {@link installRealname}: the verification provider (default: the one REALNAME_PROVIDER names) and the review delay (ms, default 800). */
export interface RealnameInstallOptions { provider?: VerificationProvider; reviewDelayMs?: number }

/**
 * Routes of another module that receive uploads: registered inside the upload scope (multipart on, prefix to be given
 * by the plugin) with the shared file store — the profile's avatar upload is one.
 */
export type UploadRoutes = (scope: FastifyInstance, files: FileStore) => Promise<void>;

/**
 * Registers uploads, real-name verification and `uploadRoutes` (other modules' upload endpoints, e.g. the profile's)
 * under `/api` (needs the requireUser guard registered first; registers @fastify/multipart for the upload routes only).
 * Records left pending by a previous run are rescheduled once the app is ready; waiting reviews are cancelled when it
 * closes.
 */
export async function installRealname(
  app: FastifyInstance, ctx: AppContext, opts: RealnameInstallOptions = {}, uploadRoutes: UploadRoutes[] = [],
): Promise<void> {
  const files = new FileStore({ db: ctx.db, dataDir: ctx.config.DATA_DIR, now: ctx.now });
  const realname = createRealnameService({
    db: ctx.db, now: ctx.now, files, messages: ctx.messages, provider: opts.provider ?? verificationProviderFor(ctx.config.REALNAME_PROVIDER), reviewDelayMs: opts.reviewDelayMs,
    log: (details, msg) => app.log.error(details, msg),
  });
  app.decorate('realnameReviews', realname.reviews);
  app.addHook('onReady', async () => {
    // A failure here only delays those reviews (an operator can still decide them); it must not stop the server.
    try {
      await realname.resumePending();
    } catch (err) {
      app.log.error({ err }, '待审核的实名认证未能重新排期');
    }
  });
  app.addHook('onClose', async () => realname.reviews.close());
  // Uploads (identity documents, licences, avatars): one file of at most 5 MB per request, a few small fields. Only
  // these routes read multipart bodies, so the plugin and its per-request hooks are kept to their scope.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 } });
    await uploads.register(fileRoutes, { prefix: '/api', ctx, files });
    for (const routes of uploadRoutes) await routes(uploads, files);
  });
  await app.register(avatarRoutes, { files });
  await app.register(realnameRoutes, { prefix: '/api', ctx, realname });
}
