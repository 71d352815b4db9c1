/**
 * Pseudonymisation of recorded lot events: bidder codes become B001, B002… in order of first appearance (stable
 * within one recording, so who-outbid-whom survives), and user ids are dropped. Codes are replaced wherever a field
 * carries one (bid records, leaders, winners, revealed sealed bids), at any depth of the payload.
 */

/** Fields whose string value is a bidder code (contract/bid.ts). */
const CODE_FIELDS = new Set(['bidderCode', 'leaderCode', 'winnerCode']);
/** Fields that identify a person and are removed outright. */
const DROPPED_FIELDS = new Set(['userId', 'user_id', 'baseUserId', 'token', 'phone', 'name', 'loginName']);

/** Maps real bidder codes to pseudonyms, first come first numbered. */
export class Pseudonyms {
  private readonly codes = new Map<string, string>();

  /** The pseudonym of `code` (B001 for the first code seen, then B002…). */
  of(code: string): string {
    let alias = this.codes.get(code);
    if (!alias) {
      alias = `B${String(this.codes.size + 1).padStart(3, '0')}`;
      this.codes.set(code, alias);
    }
    return alias;
  }

  /** How many distinct bidders were seen. */
  get size(): number {
    return this.codes.size;
  }

  /** A deep copy of `value` with codes replaced and identifying fields dropped. */
  apply<T>(value: T): T {
    return this.walk(value) as T;
  }

  private walk(value: unknown): unknown {
    if (Array.isArray(value)) return value.map((v) => this.walk(v));
    if (value === null || typeof value !== 'object') return value;
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (DROPPED_FIELDS.has(key)) continue;
      out[key] = CODE_FIELDS.has(key) && typeof v === 'string' ? this.of(v) : this.walk(v);
    }
    return out;
  }
}
