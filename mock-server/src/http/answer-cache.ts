/** What an {@link AnswerCache} is built from. */
export interface AnswerCacheOptions {
  /** The data version the answers depend on (e.g. listingVersion); a stored answer is served only while it is unchanged. */
  version: () => number;
  /** Longest a stored answer is served, ms, whatever the version says (a safety net; default 5 000). */
  ttlMs?: number;
  /** Most answers kept (default 1 000); the least recently served go first. */
  maxEntries?: number;
  /** Most characters (bytes for a Buffer answer) kept over all answers (default 8 Mi, about 8–16 MB). */
  maxChars?: number;
  /** Monotonic clock in ms (default performance.now). */
  clock?: () => number;
}

/** A serialised answer: the UTF-8 bytes as sent (what http/route.ts stores), or a string. */
export type AnswerBody = Buffer | string;

interface Entry { version: number; storedAt: number; body: AnswerBody }

/**
 * Serialised answers of a public read endpoint, by the normalised parameters of the call (http/route.ts `cache`):
 * an answer is served again only while the data version it was computed under is still current and it is younger
 * than the TTL. Bounded by entry count and characters, least recently served first out. Only for answers that are the
 * same for every caller.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private chars = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxChars: number;
  private readonly clock: () => number;
  /** Answers served from the cache / computed, since start (for tests and the benchmark's notes). */
  readonly stats = { hits: 0, misses: 0 };

  constructor(private readonly opts: AnswerCacheOptions) {
    this.ttlMs = opts.ttlMs ?? 5_000;
    this.maxEntries = opts.maxEntries ?? 1_000;
    this.maxChars = opts.maxChars ?? 8 * 1024 * 1024;
    this.clock = opts.clock ?? (() => performance.now());
  }

  /**
   * The stored answer of `key` when still current (`body`), and the data version read now: a fresh answer computed
   * after this call is stored under that version, so a write that lands meanwhile makes it stale at once.
   */
  read(key: string): { body?: AnswerBody; version: number } {
    const version = this.opts.version();
    const entry = this.entries.get(key);
    if (entry && this.isCurrent(entry, version)) return { body: this.served(key, entry), version };
    // NaN is "not known right now" (a transaction open, or on PostgreSQL a re-read after this process's write still
    // under way), not "changed": the entry stays, and is served again if the version turns out unchanged.
    if (entry && !Number.isNaN(version)) this.remove(key, entry);
    this.stats.misses += 1;
    return { version };
  }

  /**
   * The stored answer of `key` when still current, else undefined, leaving a stale entry in place for {@link read}
   * (the route's own path) to drop and count. For the replay at the server's door (http/answer-replay.ts), which falls
   * back to the route when this is undefined.
   */
  current(key: string): AnswerBody | undefined {
    const entry = this.entries.get(key);
    return entry && this.isCurrent(entry, this.opts.version()) ? this.served(key, entry) : undefined;
  }

  /** Stores `body` (the serialised answer) for `key`, computed under `version` (from {@link read}). */
  store(key: string, version: number, body: AnswerBody): void {
    // NaN: computed while the data was uncommitted (see listingVersionReader), not worth keeping.
    if (Number.isNaN(version) || body.length > this.maxChars) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, { version, storedAt: this.clock(), body });
    this.chars += body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.chars <= this.maxChars) break;
      this.remove(oldest, entry);
    }
  }

  /** Number of answers kept. */
  get size(): number {
    return this.entries.size;
  }

  /** True when `entry` was stored under `version` and is younger than the TTL. */
  private isCurrent(entry: Entry, version: number): boolean {
    return entry.version === version && this.clock() - entry.storedAt < this.ttlMs;
  }

  /** Counts a hit and moves `entry` last in the Map's order (most recently served last); returns its body. */
  private served(key: string, entry: Entry): AnswerBody {
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.stats.hits += 1;
    return entry.body;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.chars -= entry.body.length;
  }
}
