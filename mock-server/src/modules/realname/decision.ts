import type { Db } from '../../db/connection';
import type { MessageService, NewMessage, StoredMessage } from '../messages/index';
import type { Decision } from './provider';
import { decideRecord, type RecordRow, type Verdict } from './repository';

/** Portal pages a decision's message opens (§2): the verified record, or the rejection with its reason. */
export const DECISION_LINKS = { approved: '/realNamePersonInfo', rejected: '/membershipReason' } as const;

/** What a decision does to `row`: approved → 3 with the verified name (person or organisation) as display name; rejected → 2 with the reason. */
export function verdictOf(row: RecordRow, decision: Decision): Verdict {
  return decision.approved
    ? { status: 3, displayName: row.kind === 'org' ? row.orgName : row.name }
    : { status: 2, reason: decision.reason };
}

/** The message that tells the user of `row` the decision `verdict` (realname_approved / realname_rejected). */
export function decisionMessage(row: RecordRow, verdict: Verdict): NewMessage {
  const what = row.kind === 'org' ? '机构实名认证' : '个人实名认证';
  if (verdict.status === 3) {
    return {
      userId: row.userId, type: 'realname_approved', title: '实名认证已通过', link: DECISION_LINKS.approved,
      content: `您提交的${what}（${verdict.displayName}）已审核通过，现在可以报名参与项目交易。`,
    };
  }
  return {
    userId: row.userId, type: 'realname_rejected', title: '实名认证未通过', link: DECISION_LINKS.rejected,
    content: `您提交的${what}未通过审核，原因：${verdict.reason.replace(/[。.]+$/, '')}。请修改后重新提交。`,
  };
}

/**
 * Decides the PENDING record `row` (repository decideRecord) and stores the user's message in the same
 * transaction, then announces it (push `notice:message`; a failed push is only logged by the inbox).
 * @returns false when the record was no longer pending (nothing changed, no message)
 */
export async function applyDecision(
  deps: { db: Db; messages: MessageService }, row: RecordRow, verdict: Verdict, reviewer: 'sandbox' | 'operator', at: number,
): Promise<boolean> {
  let stored: StoredMessage | undefined;
  const decided = await decideRecord(deps.db, row.id, verdict, reviewer, at, async (trx) => {
    stored = await deps.messages.store(trx, decisionMessage(row, verdict));
  });
  if (decided && stored) await deps.messages.announce(stored);
  return decided;
}
