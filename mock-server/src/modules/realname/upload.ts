import type { FastifyRequest } from 'fastify';
import { UPLOAD_MESSAGES } from '../../../../contract/realname';
import { fileNameError } from '../../../../contract/rules/file-name';
import { ApiError } from '../../http/envelope';
import { sniffContentType, type UploadContentType } from './file-store';

/** One received upload, sniffed. */
export interface ReceivedFile { bytes: Buffer; contentType: UploadContentType; name: string }

/** Multipart limit errors of @fastify/multipart, by code, as the Chinese messages of the contract. */
const LIMIT_MESSAGES: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: UPLOAD_MESSAGES.tooLarge,
  FST_FILES_LIMIT: UPLOAD_MESSAGES.tooMany,
  FST_PARTS_LIMIT: UPLOAD_MESSAGES.tooMany,
  FST_FIELDS_LIMIT: UPLOAD_MESSAGES.tooMany,
  FST_INVALID_MULTIPART_CONTENT_TYPE: UPLOAD_MESSAGES.missing,
};

/**
 * Reads the single file part of a multipart request (limits from app.ts: 5 MB, 1 file) and checks its magic bytes.
 * The client's name is only kept for display; one with \ / : * ? " < > | (§5) is replaced by 'upload.<ext>'.
 * @param accepted content types allowed here (e.g. images only for avatars)
 * @throws ApiError 400 请选择要上传的文件 / 文件不能超过5MB / 每次只能上传一个文件 / 只能上传 JPG、PNG 图片或 PDF 文件（…）
 */
export async function receiveOneFile(request: FastifyRequest, accepted: readonly UploadContentType[], badTypeMsg: string): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw new ApiError(400, UPLOAD_MESSAGES.missing);
  let received: { bytes: Buffer; name: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      // A second file part means the client tried to send several: refuse rather than silently keep one.
      if (received) throw new ApiError(400, UPLOAD_MESSAGES.tooMany);
      received = { bytes: await part.toBuffer(), name: part.filename ?? '' };
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const msg = LIMIT_MESSAGES[(err as { code?: string }).code ?? ''];
    if (msg) throw new ApiError(400, msg);
    throw err;
  }
  if (!received || received.bytes.length === 0) throw new ApiError(400, UPLOAD_MESSAGES.missing);
  const contentType = sniffContentType(received.bytes);
  if (!contentType || !accepted.includes(contentType)) throw new ApiError(400, badTypeMsg);
  const name = fileNameError(received.name) === null ? received.name.trim() : `upload.${contentType.split('/')[1]}`;
  return { bytes: received.bytes, contentType, name };
}
