import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cabinetFileSchema, cabinetUploadQuerySchema, FILES_PATHS } from '../../../../contract/files';
import { UPLOAD_MESSAGES } from '../../../../contract/realname';
import { ApiError, ok } from '../../http/envelope';
import { fileRouteSchema, tagRoutes, uploadRoute } from '../../http/openapi';
import { currentUser } from '../../http/request-user';
import { receiveOneFile, type FileStore } from '../realname/index';
import type { Cabinet } from './cabinet';

/** Uploads per address and minute (each writes up to 5 MB to disk), as the real-name upload. */
const UPLOAD_RATE = { max: 30, timeWindow: 60_000 };

/**
 * POST /api/dscq-user/files/upload ?folder= (default upload) — multipart, one part `file`: JPG, PNG or PDF judged by
 * content, ≤ 5 MB → CabinetFile. 400 for a bad folder, the real-name upload's file refusals, or 存储空间不足… over the
 * quota; 401 without a token. Registered inside the real-name module's upload scope (multipart limits there).
 */
export async function cabinetUploadRoutes(app: FastifyInstance, opts: { cabinet: Cabinet }): Promise<void> {
  tagRoutes(app, '我的文件');
  app.post(`/${FILES_PATHS.upload}`, {
    ...uploadRoute('我的文件：上传文件（JPG、PNG 图片或 PDF，不超过 5MB）', cabinetFileSchema),
    preHandler: app.requireUser, config: { rateLimit: UPLOAD_RATE },
  }, async (request) => {
    const query = cabinetUploadQuerySchema.safeParse(request.query ?? {});
    if (!query.success) throw new ApiError(400, query.error.issues[0]?.message ?? '文件夹不存在');
    const file = await receiveOneFile(request, ['image/jpeg', 'image/png', 'application/pdf'], UPLOAD_MESSAGES.badType);
    return ok(await opts.cabinet.upload(currentUser(request).id, query.data.folder, file));
  });
}

/**
 * GET /api/dscq-user/files/download/:id (?download=1: as an attachment) — the bytes of a file the caller's cabinet
 * lists (own upload, or a source's entry: access follows the owning record), with the Content-Type sniffed at upload,
 * nosniff and no-store. 401 anonymous (before any lookup); 404 文件不存在 alike for unknown ids and other users' files.
 */
export async function cabinetDownloadRoutes(app: FastifyInstance, opts: { cabinet: Cabinet; files: FileStore }): Promise<void> {
  tagRoutes(app, '我的文件');
  app.get<{ Params: { id: string }; Querystring: { download?: string } }>(`/${FILES_PATHS.download}/:id`, {
    schema: fileRouteSchema('我的文件：查看或下载文件', z.object({ id: z.string() })), preHandler: app.requireUser,
  }, async (request, reply) => {
    const found = await opts.cabinet.readable(currentUser(request).id, request.params.id);
    if (!found) throw new ApiError(404, UPLOAD_MESSAGES.notFound);
    const bytes = await opts.files.read(found.row);
    const how = request.query.download === '1' ? 'attachment' : 'inline';
    return reply
      .type(found.row.contentType)
      .header('Content-Disposition', `${how}; filename*=UTF-8''${encodeURIComponent(found.name)}`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(bytes);
  });
}
