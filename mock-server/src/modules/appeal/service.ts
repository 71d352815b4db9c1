import type { z } from 'zod';
import type { AppealDetail, AppealItem, AppealStatus, appealSubmitSchema } from '../../../../contract/appeals';
import type { Page } from '../../../../contract/envelope';
import type { Db } from '../../db/connection';
import { ApiError, notFound, offsetOf, toPage } from '../../http/envelope';
import { newId } from '../../lib/crypto';
import type { FileStore } from '../realname/index';
import { findAppeal, insertAppealIfNoneOpen, pageOfAppeals } from './repository';
import { findSubject } from './subjects';
import { appealDetail, appealItem } from './view';

/** What the appeal calls need: the database, the server clock (epoch ms) and the upload store (attachments). */
export interface AppealDeps { db: Db; now: () => number; files: FileStore }

export const APPEAL_MESSAGES = {
  subjectNotFound: '申诉事项不存在',
  appealNotFound: '申诉记录不存在',
  alreadyOpen: '该事项已有处理中的申诉，请等待答复',
  badAttachment: '申诉材料无效，请重新上传',
} as const;

/**
 * Files an appeal of the caller against one of their subjects (§2 /shensuRecord).
 * Attachments must be the caller's own document uploads (dscq-user/file/upload: JPG, PNG or PDF); a repeated id
 * counts once. @returns the stored appeal.
 * @throws ApiError 404 申诉事项不存在 (unknown or someone else's subject), 400 申诉材料无效，请重新上传 (a file that is
 *   not the caller's upload), 409 该事项已有处理中的申诉，请等待答复 (one submitted appeal per subject; also the
 *   answer to a double click).
 */
export async function submitAppeal(deps: AppealDeps, userId: string, input: z.output<typeof appealSubmitSchema>): Promise<AppealDetail> {
  const subject = await findSubject(deps.db, userId, input.subjectType, input.subjectId);
  if (!subject) throw notFound(APPEAL_MESSAGES.subjectNotFound);
  const attachments = [...new Set(input.attachments)];
  for (const id of attachments) {
    const file = await deps.files.find(id);
    if (!file || file.ownerUserId !== userId || file.purpose !== 'document') throw new ApiError(400, APPEAL_MESSAGES.badAttachment);
  }
  const id = newId();
  const stored = await insertAppealIfNoneOpen(deps.db, {
    id, userId, subjectType: subject.subjectType, subjectId: subject.subjectId, subjectTitle: subject.title,
    content: input.content, attachments: JSON.stringify(attachments), createTime: deps.now(),
  });
  if (!stored) throw new ApiError(409, APPEAL_MESSAGES.alreadyOpen);
  return appealDetail((await findAppeal(deps.db, id))!, deps.files);
}

/** One page of the caller's appeals, newest first (status: only that state). */
export async function listAppeals(
  db: Db, userId: string, q: { status?: AppealStatus; current: number; size: number },
): Promise<Page<AppealItem>> {
  const { rows, total } = await pageOfAppeals(db, userId, q.status, q.size, offsetOf(q.size, q.current));
  return toPage(rows.map(appealItem), total, q.size, q.current);
}

/** The caller's appeal `id` with text, attachments and answer. @throws ApiError 404 申诉记录不存在 (unknown or someone else's). */
export async function appealOf(deps: AppealDeps, userId: string, id: string): Promise<AppealDetail> {
  const row = await findAppeal(deps.db, id);
  if (!row || row.userId !== userId) throw notFound(APPEAL_MESSAGES.appealNotFound);
  return appealDetail(row, deps.files);
}
