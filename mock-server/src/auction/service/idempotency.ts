import type { BidResult, CommandError } from '../../../../contract/bid';
import { keyConflict, LotCommandError } from './errors';
import type { Refusal } from './refusal-cache';

/** A keyed command's outcome: the accepted result (without the per-viewer parts; stored under its key) or the refusal (remembered in memory only). */
export type StoredOutcome = { ok: true; result: Omit<BidResult, 'replayed' | 'me'> } | { ok: false; error: CommandError };

/** The outcome of a command as its caller receives it: `replayed` when it was answered from an earlier command. */
export interface KeyedOutcome { outcome: StoredOutcome; replayed: boolean }

/**
 * Idempotency of bid commands in flight (auction-rules.md § Idempotency): a command whose (lot, user, key) is being
 * decided right now waits for that command and shares its outcome; with another price it is refused with 409
 * '同一请求标识的出价金额不一致'. The entry is registered synchronously, before any await, so two racing duplicates can
 * never both reach the lot's writer. Keys decided earlier are answered by the writer: accepted ones from
 * bid_idempotency, refused ones from the in-memory refusal cache (refusal-cache.ts).
 */
export class IdempotencyGate {
  private readonly inflight = new Map<string, { priceFen: number; promise: Promise<KeyedOutcome> }>();

  /** Runs `decide` unless the same key is in flight. @throws LotCommandError 409 on a price mismatch. */
  async run(key: string, priceFen: number, decide: () => Promise<KeyedOutcome>): Promise<KeyedOutcome> {
    const pending = this.inflight.get(key);
    if (pending) {
      const first = await pending.promise;
      if (pending.priceFen !== priceFen) throw keyConflict();
      return { outcome: first.outcome, replayed: true };
    }
    const promise = decide();
    this.inflight.set(key, { priceFen, promise });
    try {
      return await promise;
    } finally {
      this.inflight.delete(key);
    }
  }
}

/**
 * The answer to a key that was decided before: its stored outcome (replayed), or the 409 conflict when the price
 * differs from the stored one.
 */
export function replayStored(stored: { priceFen: number; outcome: string }, priceFen: number): KeyedOutcome | LotCommandError {
  if (Number(stored.priceFen) !== priceFen) return keyConflict();
  return { outcome: JSON.parse(stored.outcome) as StoredOutcome, replayed: true };
}

/** The answer to a key refused before in this process: the same refusal (replayed), or the 409 conflict. */
export function replayRefusal(refusal: Refusal, priceFen: number): KeyedOutcome | LotCommandError {
  if (refusal.priceFen !== priceFen) return keyConflict();
  return { outcome: { ok: false, error: refusal.error }, replayed: true };
}

/** Turns a stored rejection back into the error it was. */
export function rethrow(error: CommandError): never {
  throw new LotCommandError(error.code, error.msg, error.reason, error.nextValidPrice);
}
