import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../mock-server/src/db/connection';
import { bearer } from './auth-helpers';
import { CLIENT_ID } from './helpers';
import { multipart } from './realname-helpers';

/** Shared set-up of the files-* suites (a helper module, not a suite). */

export const F = '/api/dscq-user/files';

/** GET a cabinet endpoint as `token` (or anonymously); returns the status and the parsed envelope. */
export async function getAs(app: FastifyInstance, token: string | null, path: string, query: Record<string, string | number> = {}) {
  const res = await app.inject({
    method: 'GET', url: `${F}/${path}`, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { 'client-id': CLIENT_ID, ...(token ? bearer(token) : {}) },
  });
  return { status: res.statusCode, body: res.json() };
}

/** Uploads `bytes` named `filename` into `folder` as `token`. */
export async function uploadAs(app: FastifyInstance, token: string, bytes: Buffer, filename: string, folder?: string, contentType = 'application/pdf') {
  const body = multipart([{ filename, contentType, bytes }]);
  const res = await app.inject({
    method: 'POST', url: `${F}/upload${folder ? `?folder=${folder}` : ''}`, payload: body.payload, remoteAddress: `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    headers: { ...bearer(token), 'content-type': body.contentType, 'client-id': CLIENT_ID },
  });
  return { status: res.statusCode, body: res.json() };
}

/** GET the bytes of `url` (a cabinet file's url) as `token` (or anonymously). */
export const download = (app: FastifyInstance, url: string, token: string | null) =>
  app.inject({ method: 'GET', url, headers: { 'client-id': CLIENT_ID, ...(token ? bearer(token) : {}) } });

/** A PDF of about `bytes` bytes. */
export const pdfOf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(Math.max(0, bytes - 9), 0x20)]);

/**
 * Pretends `userId` already keeps `size` bytes of own uploads: a file row (no bytes on disk) filed into 我的上传.
 * @returns its id
 */
export async function fakeUpload(db: Db, userId: string, size: number, at: number): Promise<string> {
  const id = randomBytes(16).toString('hex');
  await db.insertInto('file').values({ id, ownerUserId: userId, purpose: 'document', path: `uploads/none/${id}.pdf`, contentType: 'application/pdf', size, originalName: '旧资料.pdf', createTime: at }).execute();
  await db.insertInto('cabinetUpload').values({ fileId: id, userId, folder: 'upload', createTime: at }).execute();
  return id;
}
