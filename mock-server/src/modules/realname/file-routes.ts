import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { REALNAME_PATHS, UPLOAD_MESSAGES, uploadAnswerSchema, type UploadAnswer } from '../../../../contract/realname';
import type { AppContext } from '../../context';
import { ApiError, ok } from '../../http/envelope';
import { fileRouteSchema, tagRoutes, uploadRoute } from '../../http/openapi';
import { currentUser } from '../../http/request-user';
import { fileUrl, type FileStore } from './file-store';
import { receiveOneFile } from './upload';

/** Uploads per address and minute (each writes up to 5 MB to disk). */
const UPLOAD_RATE = { max: 30, timeWindow: 60_000 };

/**
 * Upload and download of the dscq-user service (contract REALNAME_PATHS.upload / .file). Prefix `/api`.
 * Not through the route helpers: the upload body is multipart and the download answers bytes, not the envelope.
 */
export async function fileRoutes(app: FastifyInstance, opts: { ctx: AppContext; files: FileStore }): Promise<void> {
  tagRoutes(app, '实名认证');
  const { files } = opts;

  /**
   * POST /api/dscq-user/file/upload — multipart/form-data with one file part (≤ 5 MB). The type is judged by the
   * magic bytes (JPEG, PNG, PDF); a renamed non-image is refused. Answer: { fileId, name, size, contentType, url }.
   * 400: 请选择要上传的文件 / 文件不能超过5MB / 每次只能上传一个文件 / 只能上传 JPG、PNG 图片或 PDF 文件（…）. 401 without a token.
   */
  app.post(`/${REALNAME_PATHS.upload}`, {
    ...uploadRoute('上传文件（JPG、PNG 图片或 PDF，不超过 5MB）', uploadAnswerSchema),
    preHandler: app.requireUser, config: { rateLimit: UPLOAD_RATE },
  }, async (request) => {
    const user = currentUser(request);
    const file = await receiveOneFile(request, ['image/jpeg', 'image/png', 'application/pdf'], UPLOAD_MESSAGES.badType);
    const row = await files.save(user.id, 'document', file.bytes, file.contentType, file.name);
    const answer: UploadAnswer = { fileId: row.id, name: row.originalName, size: row.size, contentType: file.contentType, url: fileUrl(row.id) };
    return ok(answer);
  });

  /**
   * GET /api/dscq-user/file/:fileId — the bytes with their sniffed Content-Type. Documents are served to their owner
   * only: another user gets the same 404 envelope '文件不存在' as for an unknown id, so ids cannot be probed; an
   * anonymous caller gets 401. Avatars are also served to anyone holding the address (see avatarRoutes).
   */
  app.get(`/${REALNAME_PATHS.file}/:fileId`, {
    schema: fileRouteSchema('下载本人上传的文件', z.object({ fileId: z.string() })),
  }, async (request: FastifyRequest<{ Params: { fileId: string } }>, reply: FastifyReply) => {
    const row = await files.find(request.params.fileId);
    if (row?.purpose !== 'avatar') {
      // Before the owner check, so an anonymous caller gets 401 whether or not the id exists.
      await app.requireUser.call(app, request, reply);
      if (!row || row.ownerUserId !== currentUser(request).id) throw new ApiError(404, UPLOAD_MESSAGES.notFound);
    }
    return sendFile(reply, files, row!);
  });
}

/**
 * GET /files/avatar/:fileId — an avatar's bytes for <img> tags (no client id, no token; see avatarUrl). Only files
 * uploaded as avatars are served here; anything else answers a plain 404.
 */
export async function avatarRoutes(app: FastifyInstance, opts: { files: FileStore }): Promise<void> {
  app.get('/files/avatar/:fileId', async (request: FastifyRequest<{ Params: { fileId: string } }>, reply: FastifyReply) => {
    const row = await opts.files.find(request.params.fileId);
    if (row?.purpose !== 'avatar') return reply.code(404).type('text/plain; charset=utf-8').send('文件不存在');
    return sendFile(reply, opts.files, row);
  });
}

type StoredFile = NonNullable<Awaited<ReturnType<FileStore['find']>>>;

/** Sends a stored file inline with its sniffed type; avatars may be cached publicly, documents never. */
async function sendFile(reply: FastifyReply, files: FileStore, row: StoredFile) {
  const bytes = await files.read(row);
  const disposition = `inline; filename*=UTF-8''${encodeURIComponent(row.originalName)}`;
  return reply
    .type(row.contentType)
    .header('Content-Disposition', disposition)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', row.purpose === 'avatar' ? 'public, max-age=86400, immutable' : 'private, no-store')
    .send(bytes);
}
