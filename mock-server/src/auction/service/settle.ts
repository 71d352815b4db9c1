import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/crypto';
import { formatYuan } from '../money';
import type { LotResult } from '../types';
import type { Enrolment, LotMeta } from './lot-entry';
import { insertSettlement, insertUserMessage, settleDeposits } from './settle-repository';

/** Title of the winner's message (站内消息). */
export const DEAL_MESSAGE_TITLE = '竞价成交通知';

/** What the close changed, for the notices sent after the commit. */
export interface CloseEffects {
  winnerUserId: string | null;
  /** The enrolments with their deposits moved (winner applied, the others refunding). */
  enrolments: Enrolment[];
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
 * deal → the winner's message 竞价成交通知, a settlement row (pending, the deposit counted towards the price) and the
 * winner's deposit 'applied'; every other confirmed deposit → 'refunding' (deal or unsold). The refund itself
 * ('refunded') belongs to the payment side.
 */
export async function applyCloseEffects(
  trx: Transaction<Database>, meta: LotMeta, result: LotResult, list: Enrolment[], winnerUserId: string | null, now: number,
): Promise<CloseEffects> {
  const winner = winnerUserId ? list.find((e) => e.userId === winnerUserId) : undefined;
  if (result.outcome === 'deal' && winner && result.price !== undefined) {
    const deposit = winner.depositStatus === 'confirmed' ? winner.depositFen : 0;
    await insertUserMessage(trx, {
      id: newId(), userId: winner.userId, title: DEAL_MESSAGE_TITLE, type: 'deal', assetsId: meta.assetsId, createTime: now,
      content: `您以竞买号 ${winner.bidderCode} 参与的「${meta.assetsName}」竞价已成交，成交价 ${formatYuan(result.price)}。`
        + `保证金 ${formatYuan(deposit)} 已转为价款，请于 5 个工作日内签订成交确认书并缴清余款。`,
    });
    await insertSettlement(trx, {
      id: newId(), assetsId: meta.assetsId, winnerUserId: winner.userId, bidderCode: winner.bidderCode, priceFen: result.price,
      depositAppliedFen: deposit, status: 'pending', createTime: now,
    });
  }
  const winnerId = result.outcome === 'deal' ? winner?.userId ?? null : null;
  await settleDeposits(trx, meta.assetsId, winnerId, now);
  return { winnerUserId: winnerId, enrolments: settledEnrolments(list, winnerId) };
}
