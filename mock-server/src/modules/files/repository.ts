import type { Queryable } from '../../db/queryable';
import type { CabinetUploadTable } from '../../db/schema';

/** A cabinet_upload row: one of the user's own uploads and the folder it was filed into. */
export type UploadRow = CabinetUploadTable;

/** The own uploads of `userId`, newest first. */
export async function uploadsOf(db: Queryable, userId: string): Promise<UploadRow[]> {
  return db.selectFrom('cabinetUpload').selectAll().where('userId', '=', userId).orderBy('createTime', 'desc').execute();
}

/** Files an upload (in the transaction that stores its file row). */
export async function insertUpload(db: Queryable, row: UploadRow): Promise<void> {
  await db.insertInto('cabinetUpload').values(row).execute();
}

/** Deletes the upload `fileId` if it is one of `userId`'s. @returns whether it was */
export async function deleteUpload(db: Queryable, userId: string, fileId: string): Promise<boolean> {
  const res = await db.deleteFrom('cabinetUpload').where('fileId', '=', fileId).where('userId', '=', userId).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}
