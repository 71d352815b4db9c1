import { emit, type Draft } from './draft';
import { isOnGrid } from './grid';
import { sealedSubmissionsLeft } from './pricing';
import { reject } from './rejections';
import type { BidderCode, EpochMs, Fen, Rejection } from './types';

/**
 * A sealed submission (onceOff, twoStage stage 1): ≥ startPrice and on the grid from it; one per bidder plus
 * `revisionsAllowed` revisions, the last one counting (its time is the one used for ties). Nobody leads and the
 * public price does not move until the reveal.
 * @see auction-rules.md § onceOff, § twoStage
 */
export function decideSealed(draft: Draft, code: BidderCode, price: Fen, at: EpochMs): Rejection | null {
  const { rules } = draft.state;
  if (sealedSubmissionsLeft(draft.state, code) === 0) return reject.alreadySubmitted(rules.revisionsAllowed);
  if (!isOnGrid(rules, null, price)) return reject.sealedPrice(rules.startPrice, price < rules.startPrice);
  emit(draft, { type: 'bid:placed', at, bidderCode: code, price, kind: 'sealed', leader: null });
  return null;
}
