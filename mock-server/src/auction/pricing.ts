import { lowestRaise, lowestSealed } from './grid';
import { ASCENDING_PHASES, mayMatch } from './priority';
import type { AcceptedBid, BidderCode, Fen, LotState } from './types';

/** Sealed submissions `code` has left in the running sealed round (first submission + `revisionsAllowed`). */
export function sealedSubmissionsLeft(state: LotState, code: BidderCode): number {
  const used = state.bids.filter((b) => b.kind === 'sealed' && b.phase === state.phase && b.bidderCode === code).length;
  return Math.max(0, 1 + state.rules.revisionsAllowed - used);
}

/** The current sealed submission of `code` in the running sealed round (their last one), if any. */
export function ownSealedBid(state: LotState, code: BidderCode): AcceptedBid | undefined {
  return state.bids.findLast((b) => b.kind === 'sealed' && b.phase === state.phase && b.bidderCode === code);
}

/** Whether `code` is allowed in the current (possibly restricted) round at all. */
export function isQualified(state: LotState, code: BidderCode): boolean {
  return state.qualified === null || state.qualified.includes(code);
}

/**
 * Lowest price (fen) `code` may bid or accept right now, or null when they may not bid at all (unknown,
 * ineligible, not qualified, leading, nothing left to submit, lot not running). Ignores the pause flag, so a
 * paused bid room can still show the price that will apply on resume.
 * - ascending phases: the current price for a holder who may match, else current + one increment (startPrice first);
 * - sealed: startPrice, for a revision one grid step above the own sealed price; fixed / descending: the current price, which an acceptance must equal.
 * @see auction-rules.md § Price grid, § Pre-emptive right
 */
export function lowestAcceptable(state: LotState, code: BidderCode): Fen | null {
  const bidder = state.bidders[code];
  if (!bidder?.eligible || !isQualified(state, code)) return null;
  if (state.phase === 'sealed') {
    return sealedSubmissionsLeft(state, code) > 0 ? lowestSealed(state.rules, ownSealedBid(state, code)?.price ?? null) : null;
  }
  if (state.phase === 'fixed' || state.phase === 'descending') return state.currentPrice;
  if (!ASCENDING_PHASES.includes(state.phase) || state.leader === code) return null;
  return mayMatch(state, code) ? state.currentPrice : lowestRaise(state.rules, state.currentPrice);
}
