import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/crypto';
import type { MessageService, StoredMessage } from '../../modules/messages/index';
import type { LotResult } from '../types';
import { closeMessages } from './close-messages';
import type { Enrolment, LotMeta } from './lot-entry';
import { insertSettlement, settleDeposits } from './settle-repository';

/** What the close changed, for the notices sent after the commit. */
export interface CloseEffects {
  winnerUserId: string | null;
  /** The enrolments with their deposits moved (winner applied, the others refunding). */
  enrolments: Enrolment[];
  /** The close messages stored with it (one per enrolled bidder), announced after the commit. */
  messages: StoredMessage[];
}

/** The deposit states after the close: the winner's becomes part of the payment, every other held deposit is refunded. */
export function settledEnrolments(list: Enrolment[], winnerUserId: string | null): Enrolment[] {
  return list.map((e) => {
    if (e.depositStatus !== 'confirmed') return e;
    return { ...e, depositStatus: e.userId === winnerUserId ? 'applied' as const : 'refunding' as const };
  });
}

/**
 * The close of a lot, inside the transaction that stores the lot:closed event (auction-rules.md § Close):
 * a message to every enrolled bidder through `messages` (deal / lot_lost / lot_unsold, close-messages.ts);
 * deal → a settlement row (pending, the deposit counted towards the price) and the winner's deposit 'applied';
 * every other confirmed deposit → 'refunding' (deal or unsold). The refund itself ('refunded') belongs to the
 * payment side.
 */
export async function applyCloseEffects(
  trx: Transaction<Database>, meta: LotMeta, result: LotResult, list: Enrolment[], winnerUserId: string | null, now: number,
  messages: MessageService,
): Promise<CloseEffects> {
  const winner = winnerUserId ? list.find((e) => e.userId === winnerUserId) : undefined;
  const winnerId = result.outcome === 'deal' ? winner?.userId ?? null : null;
  if (result.outcome === 'deal' && winner && result.price !== undefined) {
    await insertSettlement(trx, {
      id: newId(), assetsId: meta.assetsId, winnerUserId: winner.userId, bidderCode: winner.bidderCode, priceFen: result.price,
      depositAppliedFen: winner.depositStatus === 'confirmed' ? winner.depositFen : 0, status: 'awaiting_payment', createTime: now, updateTime: now,
    });
  }
  const stored: StoredMessage[] = [];
  for (const m of closeMessages(meta, result, list, winnerId)) stored.push(await messages.store(trx, m));
  await settleDeposits(trx, meta.assetsId, winnerId, now);
  return { winnerUserId: winnerId, enrolments: settledEnrolments(list, winnerId), messages: stored };
}
