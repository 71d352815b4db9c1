import { FILE_QUOTA_BYTES, type CabinetFile, type CabinetFolder } from '../../../../contract/files';
import { UPLOAD_MESSAGES } from '../../../../contract/realname';
import type { Db } from '../../db/connection';
import type { Queryable } from '../../db/queryable';
import { lockUserRow } from '../../db/row-lock';
import { ApiError } from '../../http/envelope';
import { fileRows, type FileRow, type FileStore, type ReceivedFile } from '../realname/index';
import { collectCabinet, type CabinetItem } from './collect';
import { deleteUpload, insertUpload, uploadsOf } from './repository';
import type { CabinetSource } from './source';

/** What the cabinet needs: the database, the shared file store, its sources, a logger for a failing source. */
export interface CabinetDeps { db: Db; files: FileStore; sources: readonly CabinetSource[]; log: (err: unknown, source: string) => void }

const MB = 1024 * 1024;
/** The refusal of an upload that does not fit: what is used and what the limit is, in MB. */
export const quotaMessage = (used: number) =>
  `存储空间不足：已用 ${(used / MB).toFixed(1)} MB，上限 ${FILE_QUOTA_BYTES / MB} MB，请删除不需要的文件后再上传`;

/** Bytes of `userId`'s own uploads, read inside `db` (a transaction when it must see every earlier upload). */
async function uploadedBytes(db: Queryable, userId: string): Promise<number> {
  const rows = await fileRows(db, (await uploadsOf(db, userId)).map((u) => u.fileId));
  return rows.reduce((n, r) => n + r.size, 0);
}

/** The file cabinet of one app: reading it, uploading into it, removing own uploads, and who may read which file. */
export function createCabinet(deps: CabinetDeps) {
  const items = (userId: string): Promise<CabinetItem[]> => collectCabinet(deps.db, deps.sources, userId, deps.log);

  return {
    items,

    /**
     * Files `file` into `folder` as the user's own upload. The quota ({@link FILE_QUOTA_BYTES} of own uploads) is
     * checked before anything is written, then again in the transaction that stores the rows, after locking the user's
     * row (see lockUserRow): of two uploads that each fit alone but not together, the second sees the first and fails.
     * @throws ApiError 400 存储空间不足… (nothing stored)
     */
    async upload(userId: string, folder: CabinetFolder, file: ReceivedFile): Promise<CabinetFile> {
      const before = await uploadedBytes(deps.db, userId);
      if (before + file.bytes.length > FILE_QUOTA_BYTES) throw new ApiError(400, quotaMessage(before));
      const row = await deps.files.save(userId, 'document', file.bytes, file.contentType, file.name, async (trx, saved) => {
        await lockUserRow(deps.db, trx, userId);
        const used = await uploadedBytes(trx, userId);
        if (used + saved.size > FILE_QUOTA_BYTES) throw new ApiError(400, quotaMessage(used));
        await insertUpload(trx, { fileId: saved.id, userId, folder, createTime: saved.createTime });
      });
      const item = (await items(userId)).find((i) => i.file.source === 'upload' && i.fileId === row.id);
      if (!item) throw new ApiError(404, UPLOAD_MESSAGES.notFound);
      return item.file;
    },

    /**
     * Removes the user's own upload `id` (row and bytes). @throws ApiError 409 when the file is (also) filed
     * automatically (系统归档的文件不能删除), 404 文件不存在 for an unknown id, another user's, or one already removed.
     */
    async remove(userId: string, id: string): Promise<void> {
      const all = await items(userId);
      if (all.some((i) => i.file.source === 'auto' && i.fileId === id)) throw new ApiError(409, '系统归档的文件不能删除');
      const own = all.find((i) => i.file.source === 'upload' && i.fileId === id);
      const row = own ? await deps.files.find(id) : null;
      if (!row || !(await deps.files.remove(row, (trx) => deleteUpload(trx, userId, id)))) throw new ApiError(404, UPLOAD_MESSAGES.notFound);
    },

    /** The file row `id` and its display name when the cabinet of `userId` lists it (own upload or a source's entry), else null. */
    async readable(userId: string, id: string): Promise<{ row: FileRow; name: string } | null> {
      if (!/^[0-9a-f]{32}$/.test(id)) return null;
      const item = (await items(userId)).find((i) => i.fileId === id);
      const row = item ? await deps.files.find(id) : null;
      return item && row ? { row, name: item.file.name } : null;
    },
  };
}

/** The cabinet of one app ({@link createCabinet}). */
export type Cabinet = ReturnType<typeof createCabinet>;
