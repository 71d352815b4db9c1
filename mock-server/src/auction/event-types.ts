import type { BidKind, BidderCode, CloseReason, EpochMs, Fen, LotPhase, RevealedBid } from './types';

/**
 * Events of the auction engine (re-exported by types.ts). Each carries the lot's next `seq` (gap-free) and `at`;
 * `evolve` applies them, so the event log alone reproduces a lot.
 * @see auction-rules.md § Sequence
 */
export interface EventBase {
  seq: number;
  /** When it happened (ms): the command time for bids/pause/resume, the due instant for timer-driven events. */
  at: EpochMs;
}

export type BidPlacedEvent = EventBase & {
  type: 'bid:placed';
  bidderCode: BidderCode;
  price: Fen;
  kind: BidKind;
  /** Leader after this bid (null while sealed). */
  leader: BidderCode | null;
};
export type PhaseChangedEvent = EventBase & {
  type: 'lot:phase-changed';
  from: LotPhase;
  to: LotPhase;
  deadline: EpochMs | null;
  /** Current price on entering the phase (fixed price, clock top, stage-1 highest); omitted = unchanged. */
  price?: Fen | null;
  /** Leader on entering the phase; omitted = unchanged. */
  leader?: BidderCode | null;
  /** Restricted bidders of the new phase; omitted = unchanged. */
  qualified?: BidderCode[] | null;
  /** twoStage: stage-1 sealed bids revealed to the qualified. */
  revealed?: RevealedBid[];
  /** The opening only: how far (ms) pauses before the opening moved the whole schedule; omitted = not moved. */
  shiftMs?: number;
};
export type PriceTickedEvent = EventBase & { type: 'lot:price-ticked'; price: Fen; nextTickAt: EpochMs };
export type ExtendedEvent = EventBase & { type: 'lot:extended'; deadline: EpochMs };
export type PausedEvent = EventBase & { type: 'lot:paused'; reason: string; remainingMs: number | null };
export type ResumedEvent = EventBase & { type: 'lot:resumed'; deadline: EpochMs | null };
export type ClosedEvent = EventBase & {
  type: 'lot:closed';
  outcome: 'deal' | 'unsold';
  winnerCode?: BidderCode;
  price?: Fen;
  reason: CloseReason;
  /** Sealed modes: every bidder's last sealed price, ranked. */
  revealed?: RevealedBid[];
};

export type LotEvent =
  | BidPlacedEvent
  | PhaseChangedEvent
  | PriceTickedEvent
  | ExtendedEvent
  | PausedEvent
  | ResumedEvent
  | ClosedEvent;
export type LotEventType = LotEvent['type'];

/**
 * What others receive instead of a sealed `bid:placed` before the reveal: that one more sealed bid exists (same
 * seq, so clients still see a gap-free sequence), never its price or bidder.
 */
export type SealedNoticeEvent = EventBase & { type: 'bid:sealed'; count: number };
/** An event as broadcast to one viewer (see `redactEvent` in public-view.ts). */
export type PublicLotEvent = LotEvent | SealedNoticeEvent;
