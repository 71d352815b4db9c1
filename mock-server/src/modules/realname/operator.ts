import { maskIdNumber } from '../../../../contract/rules/mask';
import type { Db } from '../../db/connection';
import { beijingTime } from '../../http/wire';
import type { MessageService } from '../messages/index';
import { findUserById, findUserByLoginName } from '../user/index';
import { applyDecision, verdictOf } from './decision';
import { needsManualReview } from './provider';
import { latestRecord, pendingRecords, type RecordRow } from './repository';
import { toSubmission } from './view';

/** What an operator decision did. */
export type OperatorResult = { ok: true; recordId: string } | { ok: false; msg: string };

/**
 * Decides the latest PENDING record of `loginName` as an operator (bin/realname.ts). Approval sets authStatus 3
 * and the verified name; rejection needs a reason (shown to the user on /membershipReason). Either way the user gets
 * a message through `messages` (stored with the decision, announced after it).
 */
export async function operatorDecide(
  db: Db, messages: MessageService, loginName: string, decision: 'approve' | 'reject', reason: string, at: number,
): Promise<OperatorResult> {
  const user = await findUserByLoginName(db, loginName);
  if (!user) return { ok: false, msg: `没有登录名为 ${loginName} 的账号` };
  const row = await latestRecord(db, user.id);
  if (!row || row.status !== 1) return { ok: false, msg: `${loginName} 没有待审核的实名认证` };
  if (decision === 'reject' && !reason.trim()) return { ok: false, msg: '驳回须填写原因（--reason）' };
  const verdict = verdictOf(row, decision === 'approve' ? { approved: true } : { approved: false, reason: reason.trim() });
  if (!(await applyDecision({ db, messages }, row, verdict, 'operator', at))) return { ok: false, msg: '该记录已被审核' };
  return { ok: true, recordId: row.id };
}

/**
 * One line per pending record for the operator: time, login name, kind, name, masked number, and 【需人工审核】 for a
 * document the sandbox cannot check online (these wait for an operator).
 */
export async function describePending(db: Db): Promise<string[]> {
  const rows = await pendingRecords(db);
  const lines: string[] = [];
  for (const row of rows) {
    const user = await findUserById(db, row.userId);
    const manual = needsManualReview(toSubmission(row)) ? '  【需人工审核】' : '';
    lines.push(`${beijingTime(row.submittedTime)}  ${user?.loginName ?? row.userId}  ${describe(row)}${manual}`);
  }
  return lines;
}

function describe(row: RecordRow): string {
  return row.kind === 'org'
    ? `机构  ${row.orgName}  ${row.creditCode}  法定代表人 ${row.legalName}`
    : `个人  ${row.name}  ${maskIdNumber(row.idNumber)}`;
}
