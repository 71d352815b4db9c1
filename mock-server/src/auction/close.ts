import { emit, type Draft } from './draft';
import type { BidderCode, CloseReason, EpochMs, Fen, RevealedBid } from './types';

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
