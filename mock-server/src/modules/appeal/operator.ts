import { APPEAL_STATUS_LABELS, APPEAL_SUBJECT_LABELS, type AppealStatus, type AppealSubjectType } from '../../../../contract/appeals';
import type { Db } from '../../db/connection';
import { beijingTime } from '../../http/wire';
import type { MessageService, StoredMessage } from '../messages/index';
import { findAppeal, moveAppeal, recentAppeals, type AppealRow } from './repository';

/** What an operator command did: ok, or the Chinese reason it was refused. */
export type AppealOperatorResult = { ok: true } | { ok: false; msg: string };

/** The portal page a message about appeal `id` opens (the record with its dialog open). */
export const appealLink = (id: string) => `/shensuRecord?id=${id}`;

/** The longest answer or closing remark an operator may give (characters). */
const ANSWER_MAX = 2000;

function checkText(text: string, required: boolean): string | null {
  if (required && !text.trim()) return '答复内容不能为空（--text）';
  if (Array.from(text.trim()).length > ANSWER_MAX) return `答复内容不能超过${ANSWER_MAX}个字`;
  return null;
}

/** Why an appeal in `status` cannot take the action: 已答复 / 已办结. */
const stateRefusal = (row: AppealRow, action: string) =>
  `申诉 ${row.id} ${APPEAL_STATUS_LABELS[row.status as AppealStatus]}，不能${action}`;

/** Moves the appeal and stores the user's message in one transaction, then pushes the notice. */
async function decide(
  db: Db, messages: MessageService, row: AppealRow, from: AppealStatus[],
  set: Parameters<typeof moveAppeal>[3], message: { type: 'appeal_answered' | 'appeal_closed'; title: string; content: string }, now: number,
): Promise<boolean> {
  const stored = await db.transaction().execute(async (trx): Promise<StoredMessage | null> => {
    if (!(await moveAppeal(trx, row.id, from, set, now))) return null;
    return messages.store(trx, { userId: row.userId, ...message, link: appealLink(row.id) });
  });
  if (!stored) return false;
  await messages.announce(stored);
  return true;
}

/**
 * Answers a submitted appeal (`npm run appeal -- answer <id> --text …`): status answered, answer and answer time set,
 * and the user gets the message 'appeal_answered' with the answer, linking to /shensuRecord?id=<id>.
 * Refused: unknown id, empty or too long text, an appeal that is not 处理中.
 */
export async function answerAppeal(db: Db, messages: MessageService, id: string, text: string, now: number): Promise<AppealOperatorResult> {
  const row = await findAppeal(db, id);
  if (!row) return { ok: false, msg: `没有编号为 ${id} 的申诉` };
  const bad = checkText(text, true);
  if (bad) return { ok: false, msg: bad };
  if (row.status !== 'submitted') return { ok: false, msg: stateRefusal(row, '答复') };
  const answer = text.trim();
  const moved = await decide(db, messages, row, ['submitted'], { status: 'answered', answer, answerTime: now }, {
    type: 'appeal_answered', title: `您的申诉已答复：${row.subjectTitle}`.slice(0, 100), content: answer,
  }, now);
  return moved ? { ok: true } : { ok: false, msg: '该申诉已被处理' };
}

/**
 * Closes an appeal that is 处理中 or 已答复 (`npm run appeal -- close <id> [--text …]`): status closed with its time;
 * a text becomes the answer when there is none yet, else is added to it as 办结说明. The user gets 'appeal_closed'.
 * Refused: unknown id, too long text, an appeal already 已办结.
 */
export async function closeAppeal(db: Db, messages: MessageService, id: string, text: string, now: number): Promise<AppealOperatorResult> {
  const row = await findAppeal(db, id);
  if (!row) return { ok: false, msg: `没有编号为 ${id} 的申诉` };
  const bad = checkText(text, false);
  if (bad) return { ok: false, msg: bad };
  if (row.status === 'closed') return { ok: false, msg: stateRefusal(row, '再次办结') };
  const remark = text.trim();
  const set: Parameters<typeof moveAppeal>[3] = { status: 'closed', closeTime: now };
  if (remark) {
    set.answer = row.answer ? `${row.answer}\n办结说明：${remark}` : remark;
    if (row.answerTime === null) set.answerTime = now;
  }
  const moved = await decide(db, messages, row, ['submitted', 'answered'], set, {
    type: 'appeal_closed', title: `您的申诉已办结：${row.subjectTitle}`.slice(0, 100), content: remark || '您的申诉已办结。',
  }, now);
  return moved ? { ok: true } : { ok: false, msg: '该申诉已被处理' };
}

/** One line per appeal for the operator (newest first, at most `limit`): id, time, login name, type, status, subject, text. */
export async function describeAppeals(db: Db, onlyOpen: boolean, limit: number): Promise<string[]> {
  const rows = await recentAppeals(db, onlyOpen, limit);
  return rows.map((r) => [
    r.id, beijingTime(r.createTime), r.loginName, APPEAL_SUBJECT_LABELS[r.subjectType as AppealSubjectType],
    APPEAL_STATUS_LABELS[r.status as AppealStatus], r.subjectTitle, Array.from(r.content.replace(/\s+/g, ' ')).slice(0, 40).join(''),
  ].join('  '));
}
