import type { CommandError } from '../../../../contract/bid';

/** A refused command as remembered: its price (fen, to tell a reused key with another price) and its refusal. */
export interface Refusal { priceFen: number; error: CommandError }

/** How many refusals are remembered (all lots together); the oldest is forgotten first. About 0.3 KB each. */
export const REFUSAL_CACHE_SIZE = 100_000;

/**
 * The answers of refused bid commands, in memory only, by (lot, user, idempotency key). A refusal changes no state,
 * so it is never written to the database (no row, no fsync); a retried key within the process is still answered
 * with the same refusal. After a restart, or once the entry has been forgotten (oldest first beyond `limit`), the
 * same key is simply decided again — harmless, as nothing was stored for it: at worst a bid the bidder did send is
 * now accepted at a price that has become valid. Accepted commands keep their durable record (bid_idempotency).
 */
export class RefusalCache {
  private readonly entries = new Map<string, Refusal>();

  constructor(private readonly limit = REFUSAL_CACHE_SIZE) {}

  /** The remembered refusal of (lot, user, key), if any. */
  get(assetsId: string, userId: string, key: string): Refusal | undefined {
    return this.entries.get(id(assetsId, userId, key));
  }

  /** Remembers a refusal (call once it has been answered, i.e. after the batch it was decided against committed). */
  set(assetsId: string, userId: string, key: string, refusal: Refusal): void {
    const k = id(assetsId, userId, key);
    this.entries.delete(k);
    this.entries.set(k, refusal);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Forgets every refusal of a lot (its log was replaced: re-anchor, operator change). */
  dropLot(assetsId: string): void {
    const prefix = `${assetsId}|`;
    for (const k of this.entries.keys()) if (k.startsWith(prefix)) this.entries.delete(k);
  }

  /** How many refusals are remembered. */
  get size(): number {
    return this.entries.size;
  }
}

const id = (assetsId: string, userId: string, key: string) => `${assetsId}|${userId}|${key}`;
