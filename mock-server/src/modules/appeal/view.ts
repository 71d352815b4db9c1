import {
  APPEAL_STATUS_LABELS, APPEAL_SUBJECT_LABELS, type AppealDetail, type AppealItem, type AppealStatus, type AppealSubjectType,
} from '../../../../contract/appeals';
import { beijingTime } from '../../http/wire';
import { fileUrl, type FileStore } from '../realname/index';
import type { AppealRow } from './repository';

/** The list's summary: the first 80 characters of the text. */
const SUMMARY_LENGTH = 80;

/** The file ids stored with an appeal (a JSON array; anything else reads as none). */
export function attachmentIds(row: AppealRow): string[] {
  try {
    const ids: unknown = JSON.parse(row.attachments);
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** A row as a list item (contract AppealItem: Beijing times, answerTime '' until answered). */
export function appealItem(row: AppealRow): AppealItem {
  const status = row.status as AppealStatus;
  const subjectType = row.subjectType as AppealSubjectType;
  return {
    id: row.id, subjectType, subjectTypeLabel: APPEAL_SUBJECT_LABELS[subjectType], subjectId: row.subjectId, subjectTitle: row.subjectTitle,
    summary: Array.from(row.content).slice(0, SUMMARY_LENGTH).join(''), status, statusLabel: APPEAL_STATUS_LABELS[status],
    createTime: beijingTime(row.createTime), answerTime: beijingTime(row.answerTime),
  };
}

/** A row with its text, answer and attachments (name, download url, content type; a vanished file is left out). */
export async function appealDetail(row: AppealRow, files: FileStore): Promise<AppealDetail> {
  const attachments: AppealDetail['attachments'] = [];
  for (const id of attachmentIds(row)) {
    const file = await files.find(id);
    if (file) attachments.push({ fileId: file.id, name: file.originalName, url: fileUrl(file.id), contentType: file.contentType });
  }
  return { ...appealItem(row), content: row.content, answer: row.answer, closeTime: beijingTime(row.closeTime), attachments };
}
