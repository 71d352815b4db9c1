import { MESSAGE_TYPES, type MessageType } from '../../../../contract/messages';
import type { Queryable } from '../../db/queryable';
import { newId } from '../../lib/crypto';
import { deleteLotMessages, insertMessageRows } from './seed-repository';

/**
 * A message the demo history holds: what happened (`type`, whose category contract/messages.ts MESSAGE_TYPES gives),
 * when (`createTime`, epoch ms) and when the user read it (`readTime`, null = unread). link: the portal page it opens.
 */
export interface HistoricMessage {
  userId: string; type: MessageType; title: string; content: string; assetsId?: string; link?: string; createTime: number; readTime: number | null;
}

/**
 * Stores past messages in the caller's transaction, read or unread as given, without push notices (nobody is
 * connected while the data is seeded) and without dedupe keys (they are history, not live notices).
 */
export async function storeHistoricMessages(db: Queryable, list: HistoricMessage[]): Promise<void> {
  await insertMessageRows(db, list.map((m) => ({
    id: newId(), userId: m.userId, category: MESSAGE_TYPES[m.type], type: m.type, title: m.title, content: m.content,
    assetsId: m.assetsId ?? '', link: m.link ?? '', dedupeKey: null, isRead: m.readTime === null ? 0 : 1, readTime: m.readTime,
    deleted: 0, createTime: m.createTime,
  })));
}

/** Message types that report a lot's bidding or its close, the deposits it moved and the deal's settlement. */
export const LOT_OUTCOME_MESSAGES: readonly MessageType[] = [
  'outbid', 'deal', 'lot_lost', 'lot_unsold', 'deposit_refunded', 'deposit_applied', 'settlement_due', 'settlement_proof_rejected', 'settlement_confirmed',
];

/**
 * A re-anchored demo lot is live again: the messages its last run sent (outbid, the result, refunds, deposits applied)
 * no longer hold and are deleted, in the caller's transaction. Enrolment and deposit-confirmation messages stay.
 * @returns how many were deleted.
 */
export function clearLotOutcomeMessages(trx: Queryable, assetsId: string): Promise<number> {
  return deleteLotMessages(trx, assetsId, LOT_OUTCOME_MESSAGES);
}
