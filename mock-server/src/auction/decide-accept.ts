import { closeLot } from './close';
import { emit, type Draft } from './draft';
import { reject } from './rejections';
import type { BidderCode, EpochMs, Fen, Rejection } from './types';

/**
 * An acceptance of the fixed (firstComeFirstServed) or descending (dutchAuction, vShaped) price. The price must
 * equal the current one; a stale price is refused with the current one. The first acceptance wins:
 * - fcfs 'sell', dutchAuction: the lot closes at that price;
 * - fcfs 'ascend': an ongoing round of `ascendingSec` opens from that price, the acceptor leading;
 * - vShaped: a limited period opens from P = that price, the acceptor leading.
 * @see auction-rules.md § firstComeFirstServed, § dutchAuction, § vShaped
 */
export function decideAccept(draft: Draft, code: BidderCode, price: Fen, at: EpochMs): Rejection | null {
  const { state } = draft;
  const current = state.currentPrice ?? state.rules.startPrice;
  if (price !== current) return reject.stalePrice(current);
  const from = state.phase;
  emit(draft, { type: 'bid:placed', at, bidderCode: code, price, kind: 'accept', leader: code });
  const { rules } = state;
  if (rules.mode === 'vShaped') {
    emit(draft, { type: 'lot:phase-changed', at, from, to: 'limited', deadline: at + rules.limitedPeriodSec * 1000 });
  } else if (rules.mode === 'firstComeFirstServed' && rules.onFirstTake === 'ascend') {
    emit(draft, { type: 'lot:phase-changed', at, from, to: 'ascending', deadline: at + (rules.ascendingSec ?? 0) * 1000 });
  } else {
    closeLot(draft, { at, winner: code, price, dealReason: 'accepted' });
  }
  return null;
}
