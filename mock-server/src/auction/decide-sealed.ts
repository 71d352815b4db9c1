import { emit, type Draft } from './draft';
import { isOnGrid, lowestSealed } from './grid';
import { ownSealedBid, sealedSubmissionsLeft } from './pricing';
import { reject } from './rejections';
import type { BidderCode, EpochMs, Fen, Rejection } from './types';

/**
 * A sealed submission (onceOff, twoStage stage 1): ≥ startPrice and on the grid from it; one per bidder plus
 * `revisionsAllowed` revisions. A revision may only raise the bidder's price (a lower or equal one is refused with
 * the lowest acceptable revision); it replaces the earlier submission and counts from its own time (used for ties).
 * Nobody leads and the public price does not move until the reveal.
 * @see auction-rules.md § Bids are final, § onceOff, § twoStage
 */
export function decideSealed(draft: Draft, code: BidderCode, price: Fen, at: EpochMs): Rejection | null {
  const { rules } = draft.state;
  if (sealedSubmissionsLeft(draft.state, code) === 0) return reject.alreadySubmitted(rules.revisionsAllowed);
  const own = ownSealedBid(draft.state, code);
  if (own) {
    const lowest = lowestSealed(rules, own.price);
    if (price < lowest || !isOnGrid(rules, null, price)) return reject.sealedRevision(own.price, lowest, price < lowest);
  } else if (!isOnGrid(rules, null, price)) {
    return reject.sealedPrice(rules.startPrice, price < rules.startPrice);
  }
  emit(draft, { type: 'bid:placed', at, bidderCode: code, price, kind: 'sealed', leader: null });
  return null;
}
