import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { FileStore, type UploadRoutes } from '../realname/index';
import { createCabinet } from './cabinet';
import { cabinetDownloadRoutes, cabinetUploadRoutes } from './file-routes';
import { filesRoutes } from './routes';
import type { CabinetSource } from './source';

/** Options of {@link installFiles}: every source of automatically filed documents (see CABINET_SOURCES). */
export interface FilesInstallOptions { sources: readonly CabinetSource[] }

/**
 * Registers the file cabinet's routes under `/api` (needs the requireUser guard) over `sources`, and returns its
 * upload route for the real-name module's upload scope: pass `uploadRoutes` to installRealname.
 */
export async function installFiles(app: FastifyInstance, ctx: AppContext, opts: FilesInstallOptions): Promise<{ uploadRoutes: UploadRoutes }> {
  const files = new FileStore({ db: ctx.db, dataDir: ctx.config.DATA_DIR, now: ctx.now });
  const cabinet = createCabinet({ db: ctx.db, files, sources: opts.sources, log: (err, source) => app.log.error({ err, source }, '文件柜来源读取失败') });
  await app.register(filesRoutes, { prefix: '/api', cabinet });
  await app.register(cabinetDownloadRoutes, { prefix: '/api', cabinet, files });
  return { uploadRoutes: async (uploads) => { await uploads.register(cabinetUploadRoutes, { prefix: '/api', cabinet }); } };
}
