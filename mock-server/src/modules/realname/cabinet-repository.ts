import type { Queryable } from '../../db/queryable';
import type { FileRow } from './file-store';

/** A document of a real-name submission: its file, what it is (证件正面 / 证件反面 / 营业执照) and when it was submitted (epoch ms). */
export interface RealnameDocument { fileId: string; label: string; time: number }

/**
 * The documents of every real-name submission of `userId` (any status; newest submission first): a person's ID
 * front and back, an organisation's business licence. What the file cabinet files under 实名认证材料.
 */
export async function realnameDocuments(db: Queryable, userId: string): Promise<RealnameDocument[]> {
  const rows = await db.selectFrom('realnameVerification').select(['kind', 'frontFileId', 'backFileId', 'licenceFileId', 'submittedTime'])
    .where('userId', '=', userId).orderBy('submittedTime', 'desc').orderBy('id', 'desc').execute();
  return rows.flatMap((r) => [
    { fileId: r.frontFileId, label: r.kind === 'org' ? '法定代表人证件正面' : '证件正面' },
    { fileId: r.backFileId, label: r.kind === 'org' ? '法定代表人证件反面' : '证件反面' },
    { fileId: r.licenceFileId, label: '营业执照' },
  ].filter((d) => d.fileId !== '').map((d) => ({ ...d, time: r.submittedTime })));
}

/** The stored rows of `ids` (unknown ids are left out, order not kept). */
export async function fileRows(db: Queryable, ids: readonly string[]): Promise<FileRow[]> {
  if (!ids.length) return [];
  return db.selectFrom('file').selectAll().where('id', 'in', [...new Set(ids)]).execute();
}
