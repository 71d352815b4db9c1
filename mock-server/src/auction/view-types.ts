import type { AuctionMode, BidKind, BidderCode, EpochMs, Fen, LotPhase, LotResult, RevealedBid } from './types';

/** A bid-history row of the public view. */
export interface PublicBid {
  bidderCode: BidderCode;
  price: Fen;
  at: EpochMs;
  seq: number;
  kind: BidKind;
  phase: LotPhase;
  /** 领先 for the leading (or winning) bid, 已提交 for a sealed bid before its round is revealed, 出局 otherwise. */
  status: 'leading' | 'outbid' | 'sealed';
  statusText: '领先' | '出局' | '已提交';
}

/** What a watcher or bidder may see of a lot. Sealed prices of others never appear before the reveal. */
export interface LotPublicView {
  assetsId: string;
  mode: AuctionMode;
  phase: LotPhase;
  paused: boolean;
  pauseReason: string | null;
  seq: number;
  deadline: EpochMs | null;
  currentPrice: Fen | null;
  leader: BidderCode | null;
  /** Visible bid history, newest first. */
  bids: PublicBid[];
  /** Sealed rounds: number of bidders who submitted (the only thing others may know). */
  sealedCount: number | null;
  /** The viewer's own current sealed price, if any. */
  ownSealedPrice: Fen | null;
  /** The viewer's remaining sealed revisions (null outside sealed rounds or for watchers). */
  revisionsLeft: number | null;
  /** true = a reserve exists and the leading price is below it. null when not shown (sealed/descending rounds, closed). */
  reserveNotMet: boolean | null;
  /** Lowest price the viewer may bid/accept now; null if they cannot (watcher, leader, not qualified, wrong phase). */
  nextValidPrice: Fen | null;
  /** Increment (fen) at the current price, for the +/- buttons. */
  increment: Fen;
  /** Fat-finger guard: a bid above this price (current + 10 increments, fen) needs the bidder's confirmation; null outside ascending rounds. */
  confirmAbove: Fen | null;
  /** Whether the viewer may match the current price under the pre-emptive right right now. */
  canMatch: boolean;
  viewer: { bidderCode: BidderCode; eligible: boolean; priorityRank: number | null; leading: boolean; qualified: boolean } | null;
  result: LotResult | null;
  /** Sealed bids revealed to this viewer (at the close, or stage-1 bids to stage-2 qualifiers). */
  revealed: RevealedBid[] | null;
}
