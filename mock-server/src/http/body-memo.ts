/** What a {@link BodyMemo} remembers of a raw body: the validated parameters and their answer-cache key. */
export interface MemoisedCall<P> { params: P; key: string }

/**
 * Raw JSON bodies of a cached POST route (http/route.ts `cache`), by their exact text, mapped to what validating them
 * gave: the route's zod output and the answer-cache key built from it. A portal page posts the same few bodies again
 * and again, so a call whose body was seen before skips JSON parsing, parameter merging and validation. Validation is
 * pure (no clock, no database), so an entry never goes stale. Only valid bodies are kept (a bad one is rejected again
 * with its 400), only calls without a query string (the query is part of the parameters), only bodies up to
 * {@link MAX_BODY_CHARS} characters. Bounded by entry count; the oldest entry goes first.
 */
export class BodyMemo<P> {
  private readonly entries = new Map<string, MemoisedCall<P>>();

  constructor(private readonly maxEntries = 1_000) {}

  /** The memoised call of `text` (the raw body), if any. */
  get(text: string): MemoisedCall<P> | undefined {
    return this.entries.get(text);
  }

  /** Remembers `call` for the raw body `text` (ignored when longer than {@link MAX_BODY_CHARS}). */
  set(text: string, call: MemoisedCall<P>): void {
    if (text.length > MAX_BODY_CHARS || this.entries.has(text)) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(text, call);
  }

  /** Number of bodies kept. */
  get size(): number {
    return this.entries.size;
  }
}

/** Longest raw body kept, characters (a filter body of the portal is about 80). */
export const MAX_BODY_CHARS = 2_048;
