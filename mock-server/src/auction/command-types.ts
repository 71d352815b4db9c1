import type { LotEvent } from './event-types';
import type { BidderCode, EpochMs, Fen } from './types';

/**
 * Commands the service sends the engine and the engine's answers (re-exported by types.ts). `decide` turns a
 * command into events or a rejection; a rejection changes nothing.
 */

/** Commands. `at` is the server's clock when the service takes the command (ms). */
export type LotCommand =
  | { type: 'bid'; bidderCode: BidderCode; price: Fen; at: EpochMs }
  | { type: 'accept'; bidderCode: BidderCode; price: Fen; at: EpochMs }
  | { type: 'tick'; at: EpochMs }
  | { type: 'pause'; at: EpochMs; reason: string }
  | { type: 'resume'; at: EpochMs }
  | { type: 'open'; at: EpochMs };

/** Machine-readable cause of a rejection (the HTTP-like `code` groups them). */
export type RejectionReason =
  | 'invalid-price' // 400: not a positive integer of fen
  | 'too-low' // 400
  | 'off-grid' // 400
  | 'stale-price' // 400: accept price ≠ current fixed/descending price
  | 'not-enrolled' // 403
  | 'not-eligible' // 403
  | 'not-qualified' // 403
  | 'self-outbid' // 403
  | 'already-submitted' // 403
  | 'wrong-phase' // 409
  | 'not-started' // 409
  | 'closed' // 409
  | 'paused' // 409
  | 'not-paused' // 409
  | 'stale-time'; // 409: command older than the last event

/** A refused command: nothing changes. `msg` is Chinese and shown to the user as is. */
export interface Rejection {
  code: 400 | 403 | 409;
  reason: RejectionReason;
  msg: string;
  /** Lowest price (fen) this bidder could bid now, when the rejection is about the price. */
  lowestAcceptable?: Fen;
}

/** Outcome of `decide`: events to persist (consecutive seqs from state.seq + 1), or a rejection. */
export type Decision = { events: LotEvent[] } | { rejection: Rejection };
