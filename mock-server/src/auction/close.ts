import { emit, type Draft } from './draft';
import type { BidderCode, CloseReason, EpochMs, Fen, RevealedBid } from './types';

/** Chinese text of each close reason, for notices and the bid room. */
export const CLOSE_REASON_TEXT: Record<CloseReason, string> = {
  'highest-bid': '竞价结束，最高有效报价成交',
  'sole-bidder': '自由报价期仅一人出价，按其报价成交',
  accepted: '竞买人应价，按应价成交',
  'no-raise': '限时报价期无人加价，按应价成交',
  'stage1-leader': '第二阶段无人报价，第一阶段最高报价人成交',
  'sole-qualifier': '仅一人入围，不进行第二阶段，按其第一阶段报价成交',
  'no-bids': '无人出价，流拍',
  'reserve-not-met': '最高报价未达保留价，流拍',
  'floor-reached': '降至底价仍无人应价，流拍',
  'not-taken': '挂牌期内无人应价，流拍',
};

export interface CloseInput {
  at: EpochMs;
  /** Highest valid bidder under the mode's rules, null when nobody bid. */
  winner: BidderCode | null;
  price: Fen | null;
  /** Reason if this becomes a deal. */
  dealReason: CloseReason;
  /** Reason if nobody bid (default 'no-bids'). */
  noBidReason?: CloseReason;
  revealed?: RevealedBid[];
}

/**
 * Closes the lot: the highest valid bid wins when it is ≥ the hidden reserve (成交), otherwise 流拍.
 * The same rule applies to every mode, fixed-price and descending ones included.
 * @see auction-rules.md § Close, § Reserve price
 */
export function closeLot(draft: Draft, input: CloseInput): void {
  const { at, winner, price, revealed } = input;
  const extra = revealed !== undefined ? { revealed } : {};
  if (winner === null || price === null) {
    emit(draft, { type: 'lot:closed', at, outcome: 'unsold', reason: input.noBidReason ?? 'no-bids', ...extra });
    return;
  }
  const reserve = draft.state.rules.reservePrice;
  if (reserve !== null && price < reserve) {
    emit(draft, { type: 'lot:closed', at, outcome: 'unsold', reason: 'reserve-not-met', ...extra });
    return;
  }
  emit(draft, { type: 'lot:closed', at, outcome: 'deal', winnerCode: winner, price, reason: input.dealReason, ...extra });
}
