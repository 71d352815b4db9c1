import type { AcceptedBid, BidderCode, LotPhase, LotState, RevealedBid } from './types';

/** Phases of open ascending bidding, where the pre-emptive right is exercised by matching. */
export const ASCENDING_PHASES: readonly LotPhase[] = ['ascending', 'free', 'limited', 'stage2'];

/** A holder's rank, or null when the bidder holds no pre-emptive right or the lot does not let holders exercise. */
export function priorityRankOf(state: LotState, code: BidderCode | null): number | null {
  if (code === null || state.rules.priorityExercisable === false) return null;
  return state.bidders[code]?.priorityRank ?? null;
}

/**
 * Whether `code` may match (bid equal to) the current price and take the lead.
 * A holder may match a non-holder's lead, and a higher-ranked holder (smaller rank number) a lower-ranked one;
 * at equal rank the earlier bid keeps the lead, so no match.
 * @see auction-rules.md § Pre-emptive right
 */
export function mayMatch(state: LotState, code: BidderCode): boolean {
  if (!ASCENDING_PHASES.includes(state.phase) || state.currentPrice === null) return false;
  if (state.leader === null || state.leader === code) return false;
  const rank = priorityRankOf(state, code);
  if (rank === null) return false;
  const leaderRank = priorityRankOf(state, state.leader);
  return leaderRank === null || rank < leaderRank;
}

/** Each bidder's last sealed submission in the given phase (a revision replaces the earlier price and time). */
export function lastSealedBids(bids: readonly AcceptedBid[], phase: LotPhase = 'sealed'): AcceptedBid[] {
  const last = new Map<BidderCode, AcceptedBid>();
  for (const bid of bids) if (bid.kind === 'sealed' && bid.phase === phase) last.set(bid.bidderCode, bid);
  return [...last.values()];
}

/**
 * The bids without sealed submissions a later revision replaced (a revision replaces the earlier price in every
 * view). The same array when nothing was replaced. @see auction-rules.md § Bids are final
 */
export function withoutReplacedSealed(bids: readonly AcceptedBid[]): readonly AcceptedBid[] {
  const latest = new Map<string, number>();
  let sealed = 0;
  for (const b of bids) {
    if (b.kind !== 'sealed') continue;
    sealed += 1;
    latest.set(`${b.phase}|${b.bidderCode}`, b.seq);
  }
  if (sealed === latest.size) return bids;
  return bids.filter((b) => b.kind !== 'sealed' || latest.get(`${b.phase}|${b.bidderCode}`) === b.seq);
}

/**
 * Ranks sealed bids: highest price first; equal prices by pre-emptive rank (holders before non-holders, 1 first),
 * then by the earlier (last) submission.
 * @see auction-rules.md § onceOff, § Pre-emptive right (sealed rounds)
 */
export function rankSealed(state: LotState): RevealedBid[] {
  const rank = (code: BidderCode) => priorityRankOf(state, code) ?? Number.POSITIVE_INFINITY;
  return lastSealedBids(state.bids)
    .sort((a, b) => b.price - a.price || rank(a.bidderCode) - rank(b.bidderCode) || a.at - b.at || a.seq - b.seq)
    .map((bid, i) => ({ bidderCode: bid.bidderCode, price: bid.price, at: bid.at, seq: bid.seq, place: i + 1 }));
}
