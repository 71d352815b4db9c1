/**
 * Types of the auction engine: a pure, event-sourced state machine per lot (the "bid activity" of an asset).
 * `decide(state, command)` validates a command and returns events; `evolve(state, event)` applies one event.
 * Money is integer fen (1 元 = 100 fen) everywhere in the engine; time is epoch ms and only ever comes in
 * through commands (the service's server clock), never from the engine itself.
 *
 * These names are a contract with the bid service: add fields, never rename them.
 * @see shared/auction-rules.md
 */
import type { CloseReason } from '../../../contract/close-reasons';

/** Integer amount in fen (分). 1 元 = 100 fen. */
export type Fen = number;
/** Epoch milliseconds (server clock). */
export type EpochMs = number;
/** 竞买号: a bidder's code, unique within the lot; the only identity other bidders see. */
export type BidderCode = string;

/** The eight bid-round modes of auction-rules.md § Modes. */
export type AuctionMode =
  | 'ongoing'
  | 'phased'
  | 'final'
  | 'onceOff'
  | 'firstComeFirstServed'
  | 'twoStage'
  | 'dutchAuction'
  | 'vShaped';

/** A price band of the increment: from `fromPrice` (fen, inclusive) upwards the increment is `increment` (fen). */
export interface IncrementTier {
  fromPrice: Fen;
  increment: Fen;
}

/** Per-lot parameters, shown to bidders in 竞价须知 before they enrol. Durations are seconds (…Sec), instants epoch ms (…At/…End). */
export interface LotRules {
  mode: AuctionMode;
  /** 起始价 / 挂牌价 (fen): the lowest first bid; the fixed price of firstComeFirstServed; the dutch clock's top. */
  startPrice: Fen;
  /** 加价幅度 (fen) below the first tier (or everywhere when there are no tiers). */
  increment: Fen;
  /** Increment by band of the current price, ascending `fromPrice`. */
  incrementTiers?: IncrementTier[];
  /** 保留价 (fen), hidden from everyone; null = no reserve. */
  reservePrice: Fen | null;
  /** Opening instant (ms). */
  startAt: EpochMs;
  /** Closing instant (ms) of ongoing, onceOff and firstComeFirstServed. */
  endAt?: EpochMs;
  /** 延时周期 (s, default 300): a bid this close to the end of an ongoing round moves the end to bid time + window. */
  extensionWindowSec: number;
  /** End of the free period (ms), phased mode. */
  freeEnd?: EpochMs;
  /** Countdown of a limited period (s, default 300), restarted by every accepted bid. */
  limitedPeriodSec: number;
  /** Distinct free-period bidders needed to open the limited period (default 2). */
  minBiddersForLimited: number;
  /** Sealed rounds: how many times a bidder may revise their price after the first submission (default 0). */
  revisionsAllowed: number;
  /** firstComeFirstServed: what the first acceptance does. */
  onFirstTake: 'sell' | 'ascend';
  /** firstComeFirstServed 'ascend': length of the ascending period opened by the first acceptance (s). */
  ascendingSec?: number;
  /** twoStage: end of the sealed stage 1 (ms). */
  stage1End?: EpochMs;
  /** twoStage: how many stage-1 bidders qualify for stage 2 (default 3). */
  qualifyTopK: number;
  /** dutchAuction / vShaped: price drop per step (fen). */
  step?: Fen;
  /** dutchAuction / vShaped: seconds between steps. */
  stepIntervalSec?: number;
  /** dutchAuction / vShaped: lowest price of the clock (fen). */
  floorPrice?: Fen;
  /** 竞价须知 text of the pre-emptive-right tie rule (display only). */
  priorityTieRule?: string;
  /** Whether priority holders may exercise (match) in this lot; default true. */
  priorityExercisable?: boolean;
}

/** One enrolled bidder of the lot. */
export interface LotBidder {
  bidderCode: BidderCode;
  userId: string;
  /** Enrolled (报名) + real-name verified (实名认证) + deposit (保证金) confirmed. */
  eligible: boolean;
  /** 优先购买权 rank, 1 = highest; null = not a holder. */
  priorityRank: number | null;
}

/**
 * Phase of the lot. Pause is a flag (`LotState.paused`), not a phase, so resuming restores the phase.
 * - scheduled: before startAt;
 * - ascending: open ascending round with extension (ongoing; firstComeFirstServed 'ascend' after the first take);
 * - free / limited: phased free period; limited period (phased, final, vShaped up-stroke);
 * - sealed: sealed round (onceOff, twoStage stage 1); stage2: twoStage limited period among the qualified;
 * - fixed: firstComeFirstServed fixed-price offer; descending: dutch clock (dutchAuction, vShaped down-stroke);
 * - closed: result decided.
 */
export type LotPhase =
  | 'scheduled'
  | 'ascending'
  | 'free'
  | 'limited'
  | 'sealed'
  | 'stage2'
  | 'fixed'
  | 'descending'
  | 'closed';

/** How a bid was made: raise ('bid'), priority match of the current price ('match'), acceptance of a fixed/descending price ('accept'), sealed submission ('sealed'). */
export type BidKind = 'bid' | 'match' | 'accept' | 'sealed';

/** An accepted bid, final once accepted. */
export interface AcceptedBid {
  bidderCode: BidderCode;
  price: Fen;
  at: EpochMs;
  seq: number;
  kind: BidKind;
  /** Phase in which the bid was accepted (e.g. free vs limited, sealed vs stage2). */
  phase: LotPhase;
}

/** A sealed bid as revealed at the close or to stage-2 qualifiers (the bidder's last submission). */
export interface RevealedBid {
  bidderCode: BidderCode;
  price: Fen;
  at: EpochMs;
  seq: number;
  /** 1-based place after ranking by price, pre-emptive rank, then time. */
  place: number;
}

/** Why the lot closed as it did: contract/close-reasons.ts, with the sentence of each (`CLOSE_REASON_TEXT`). */
export type { CloseReason };

export interface LotResult {
  outcome: 'deal' | 'unsold';
  winnerCode?: BidderCode;
  price?: Fen;
  reason: CloseReason;
}

/** Frozen countdown: `remainingMs` of the running deadline at `at` (null if none was running). */
export interface PauseState {
  at: EpochMs;
  reason: string;
  remainingMs: number | null;
}

/** The full (private) state of a lot. Use `publicView` for anything sent to a client. */
export interface LotState {
  assetsId: string;
  rules: LotRules;
  bidders: Record<BidderCode, LotBidder>;
  phase: LotPhase;
  paused: PauseState | null;
  /** Seq of the last applied event; 0 before any event. */
  seq: number;
  /** Time (ms) of the last applied event; commands earlier than this are rejected. */
  updatedAt: EpochMs | null;
  /** 当前价 (fen): leading price, fixed price or dutch clock price; null before the first bid / during sealed rounds. */
  currentPrice: Fen | null;
  leader: BidderCode | null;
  /** All accepted bids in seq order, sealed ones included (hide them with publicView). */
  bids: AcceptedBid[];
  /** How far (ms) pauses before the opening moved the schedule (`endAt`, `freeEnd`, `stage1End`); 0 when they did not. */
  scheduleShiftMs: number;
  /** End (ms) of the running countdown: next period end, extended end, next dutch step, or startAt while scheduled. */
  deadline: EpochMs | null;
  /** Bidders allowed in the current restricted round (phased limited period, twoStage stage 2); null = any eligible bidder. */
  qualified: BidderCode[] | null;
  /** twoStage: stage-1 sealed bids revealed to the qualified at stage-1 end. */
  stage1Reveal: RevealedBid[] | null;
  /** Sealed modes: every bidder's last sealed price, ranked, revealed at the close (null before). */
  revealed: RevealedBid[] | null;
  result: LotResult | null;
}

export type * from './command-types';
export type * from './event-types';
export type * from './view-types';
