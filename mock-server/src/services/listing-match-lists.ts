import type { Db } from '../db/connection';
import { COUNT_TTL_MS } from './listing-counts';
import type { ListingFilter } from './listing-filters';
import { matchedRowids, rowsByRowid } from './listing-match-repository';
import type { ListingOrder, ListingRow } from './listing-repository';
import { listingVersionReader } from './listing-version';

/**
 * The searched lists of SQLite (a filter with `q`, on a table read through its indexes) kept in memory while the
 * listing version (migration 007) holds: the rowids of a list, in its order, are read once per version (one read of
 * the FTS5 matches and one sort, listing-match-repository.ts), then every page of it is a slice of them and a read of
 * its ≤ limit rows, and its total the list's length — whatever the page and however common the text (issue 18: a
 * text in 57 % of 100k projects cost ~1.9 ms of CPU per page walked in index order with an FTS5 probe per row).
 * Kept as the counts are (listing-counts.ts): the version moves with every write a listing could show, whoever
 * writes; nothing is kept while it is unknown (NaN, a transaction open); a list is dropped after COUNT_TTL_MS too.
 */
interface ListMemo { version: () => number; at: number; lists: Map<string, { rowids: Float64Array; storedAt: number }>; entries: number }
const memos = new WeakMap<Db, ListMemo>();

/** Most rowids kept per database (8 bytes each: 16 MB); the least recently read lists go first. */
const ENTRIES_MAX = 2_000_000;

/** The rowids of the list `filter` (with `q`) finds in `order`: kept, or read and kept under the version read before reading. */
function keptRowids(db: Db, filter: ListingFilter, order: ListingOrder, clock: () => number): Float64Array {
  let memo = memos.get(db);
  if (!memo) memos.set(db, memo = { version: listingVersionReader(db), at: NaN, lists: new Map(), entries: 0 });
  const version = memo.version();
  if (version !== memo.at) {
    memo.lists.clear();
    memo.entries = 0;
    memo.at = version;
  }
  const key = `${order}|${JSON.stringify(filter)}`;
  const now = clock();
  const kept = memo.lists.get(key);
  if (kept) {
    memo.lists.delete(key);
    memo.entries -= kept.rowids.length;
    if (now - kept.storedAt < COUNT_TTL_MS) return keep(memo, key, kept.rowids, kept.storedAt);
  }
  const rowids = Float64Array.from(matchedRowids(db, filter, order));
  return Number.isNaN(version) ? rowids : keep(memo, key, rowids, now);
}

/** Keeps `rowids` under `key` as the most recently read list, dropping the least recent ones past ENTRIES_MAX. */
function keep(memo: ListMemo, key: string, rowids: Float64Array, storedAt: number): Float64Array {
  memo.lists.set(key, { rowids, storedAt });
  memo.entries += rowids.length;
  for (const [k, l] of memo.lists) {
    if (memo.entries <= ENTRIES_MAX || k === key) break;
    memo.lists.delete(k);
    memo.entries -= l.rowids.length;
  }
  return rowids;
}

/**
 * `limit` rows from `offset` of the list `filter` finds in `order`, and its total (SQLite; `filter.q` given). Call it
 * while holding Kysely's connection, as listingRows. Read once per listing version per filter and order (see above).
 */
export function searchedPage(
  db: Db, filter: ListingFilter, order: ListingOrder, limit: number, offset: number, clock = () => performance.now(),
): { rows: ListingRow[]; total: number } {
  const rowids = keptRowids(db, filter, order, clock);
  return { rows: offset < rowids.length ? rowsByRowid(db, rowids.subarray(offset, offset + limit)) : [], total: rowids.length };
}
