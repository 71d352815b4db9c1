import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { FileStore } from '../realname/index';
import { createFaceCallbacks } from './face-callbacks';
import { faceProviderFor, type FaceProvider } from './provider';
import { sealRoutes } from './routes';
import { sandboxFaceRoutes } from './sandbox-face/routes';
import type { SealDeps } from './service';

/** Options of {@link installSeal}: the face provider (default: the one FACE_PROVIDER names; null = none). */
export interface SealInstallOptions { faceProvider?: FaceProvider | null }

/**
 * Registers the seal's endpoints under `/api` and, with the sandbox provider only, the sandbox face page at
 * SANDBOX_FACE_PATH (outside /api); with FACE_PROVIDER=none that path does not exist (404) and binding is refused.
 */
export async function installSeal(app: FastifyInstance, ctx: AppContext, opts: SealInstallOptions = {}): Promise<void> {
  const provider = opts.faceProvider !== undefined ? opts.faceProvider : faceProviderFor(ctx.config.FACE_PROVIDER);
  const deps: SealDeps = {
    db: ctx.db, now: ctx.now, push: ctx.push, messages: ctx.messages, provider, publicUrl: ctx.config.PUBLIC_URL,
    // Only looks licences up (uploads go through dscq-user/file/upload), so its own instance over the same folder serves.
    files: new FileStore({ db: ctx.db, dataDir: ctx.config.DATA_DIR, now: ctx.now }),
  };
  await app.register(sealRoutes, { prefix: '/api', deps });
  if (provider?.name === 'sandbox') await app.register(sandboxFaceRoutes, { callbacks: createFaceCallbacks(deps) });
}
