import type { Db } from '../db/connection';
import { listingVersionReader } from './listing-version';

/**
 * Counts of the supply-project lists kept in memory while the listing version (migration 007) holds: a list's total
 * and a search text's FTS match count are counted once per version, not on every page of it. The version moves with
 * every write a listing could show, whoever writes (triggers), so a kept count is the count a query would give now;
 * a kept count is also dropped after {@link COUNT_TTL_MS} (a safety net, like the answer caches' TTL).
 */
interface CountMemo { version: () => number; at: number; counts: Map<string, { n: number; storedAt: number }> }
const memos = new WeakMap<Db, CountMemo>();

/** Longest a count is kept, ms, whatever the version says. */
export const COUNT_TTL_MS = 60_000;
/** Most counts kept per database (the oldest go first). */
const COUNTS_MAX = 4_096;

/**
 * The count of `key` on `db`: kept, or computed by `count` and kept under the version read before computing (a write
 * landing meanwhile moves the version, so the count is not served past it). Nothing is kept or served while the
 * version is unknown (NaN: a transaction is open, or PostgreSQL is re-reading it after this process wrote), and
 * nothing is dropped either: the counts kept stay valid if the version comes back unchanged.
 */
export async function keptCount(db: Db, key: string, count: () => number | Promise<number>, clock = () => performance.now()): Promise<number> {
  let memo = memos.get(db);
  if (!memo) memos.set(db, memo = { version: listingVersionReader(db), at: NaN, counts: new Map() });
  const version = memo.version();
  // An unknown version (NaN) clears nothing: what is kept stays valid if the version comes back unchanged.
  if (!Number.isNaN(version) && version !== memo.at) {
    memo.counts.clear();
    memo.at = version;
  }
  const now = clock();
  const kept = Number.isNaN(version) ? undefined : memo.counts.get(key);
  if (kept && now - kept.storedAt < COUNT_TTL_MS) return kept.n;
  const n = await count();
  if (!Number.isNaN(version) && memo.at === version && memo.version() === version) {
    if (memo.counts.size >= COUNTS_MAX) memo.counts.delete(memo.counts.keys().next().value as string);
    memo.counts.set(key, { n, storedAt: now });
  }
  return n;
}
