import type { Kysely } from 'kysely';
import { dialectOf, type Db } from '../db/connection';
import type { Database as Schema } from '../db/schema';
import { COUNT_TTL_MS } from './listing-counts';
import type { ListingFilter } from './listing-filters';
import { matchedIds, matchedRowids, rowsById, rowsByRowid } from './listing-match-repository';
import type { ListingOrder, ListingRow } from './listing-repository';
import { listingVersionReader } from './listing-version';

/**
 * The searched lists (a filter with `q`, on a table read through its indexes) kept in memory while the listing
 * version (migration 007) holds: the keys of a list — SQLite rowids, PostgreSQL asset ids — in its order are read once
 * per version (listing-match-repository.ts), then every page of it is a slice of them and a read of its ≤ limit rows,
 * and its total the list's length, whatever the page and however common the text (issue 18: a text in 57 % of 100k
 * projects cost ~1.9 ms of CPU per page walked in index order with an FTS5 probe per row on SQLite, and 2–40 ms of
 * PostgreSQL's per page). Kept as the counts are (listing-counts.ts): the version moves with every write a listing
 * could show, whoever writes; nothing is kept while it is unknown (NaN) or moved during the read; a list is dropped
 * after COUNT_TTL_MS too.
 */
type Keys = Float64Array | string[];
interface ListMemo {
  version: () => number; at: number; lists: Map<string, { keys: Keys; storedAt: number }>; weight: number;
  /** Reads under way (PostgreSQL), by version and key: concurrent asks for a list not kept yet share one read. */
  reading: Map<string, Promise<Keys>>;
}
const memos = new WeakMap<Db, ListMemo>();

/**
 * Most kept per database, in rowids (8 bytes each: 16 MB); an asset id weighs 4 (~64 bytes with its string: 500k ids,
 * ~32 MB). The least recently read lists go first.
 */
const WEIGHT_MAX = 2_000_000;
const weightOf = (keys: Keys) => keys.length * (Array.isArray(keys) ? 4 : 1);

/**
 * The memo of `db` and the listing version now, the memo cleared when the version has moved. An unknown version (NaN:
 * a transaction open, or PostgreSQL re-reading it after this process wrote) clears nothing — the lists kept stay
 * valid if it comes back unchanged — but the caller neither serves nor keeps a list meanwhile.
 */
function memoOf(db: Db): { memo: ListMemo; version: number } {
  let memo = memos.get(db);
  if (!memo) memos.set(db, memo = { version: listingVersionReader(db), at: NaN, lists: new Map(), weight: 0, reading: new Map() });
  const version = memo.version();
  if (!Number.isNaN(version) && version !== memo.at) {
    memo.lists.clear();
    memo.weight = 0;
    memo.at = version;
  }
  return { memo, version };
}

/** Keeps `keys` under `key` as the most recently read list, dropping the least recent ones past WEIGHT_MAX. */
function keep(memo: ListMemo, key: string, keys: Keys, storedAt: number): Keys {
  memo.lists.set(key, { keys, storedAt });
  memo.weight += weightOf(keys);
  for (const [k, l] of memo.lists) {
    if (memo.weight <= WEIGHT_MAX || k === key) break;
    memo.lists.delete(k);
    memo.weight -= weightOf(l.keys);
  }
  return keys;
}

/** The keys of the list `filter` (with `q`) finds in `order`: kept, or read (on `conn`) and kept under the version read before. */
async function keptKeys(db: Db, conn: Kysely<Schema>, filter: ListingFilter, order: ListingOrder, clock: () => number): Promise<Keys> {
  const { memo, version } = memoOf(db);
  const key = `${order}|${JSON.stringify(filter)}`;
  const now = clock();
  const kept = Number.isNaN(version) ? undefined : memo.lists.get(key);
  if (kept) {
    memo.lists.delete(key);
    memo.weight -= weightOf(kept.keys);
    if (now - kept.storedAt < COUNT_TTL_MS) return keep(memo, key, kept.keys, kept.storedAt);
  }
  if (dialectOf(db) === 'sqlite') {
    const rowids = Float64Array.from(matchedRowids(db, filter, order));
    return Number.isNaN(version) ? rowids : keep(memo, key, rowids, now);
  }
  if (Number.isNaN(version)) return matchedIds(conn, filter, order);
  const readKey = `${version}|${key}`;
  let reading = memo.reading.get(readKey);
  if (!reading) {
    reading = matchedIds(conn, filter, order).finally(() => memo.reading.delete(readKey));
    memo.reading.set(readKey, reading);
  }
  const keys = await reading;
  if (memoOf(db).version !== version) return keys;
  const stored = memo.lists.get(key); // kept meanwhile by another ask that shared this read
  return stored ? stored.keys : keep(memo, key, keys, now);
}

/**
 * `limit` rows from `offset` of the list `filter` (with `q`) finds in `order`, and its total, read on `conn` (Kysely's
 * connection, held by the caller as for listingRows). Each list read once per listing version (see above).
 */
export async function searchedPage(
  db: Db, conn: Kysely<Schema>, filter: ListingFilter, order: ListingOrder, limit: number, offset: number, clock = () => performance.now(),
): Promise<{ rows: ListingRow[]; total: number }> {
  const keys = await keptKeys(db, conn, filter, order, clock);
  if (offset >= keys.length) return { rows: [], total: keys.length };
  const rows = Array.isArray(keys) ? await rowsById(conn, keys.slice(offset, offset + limit)) : rowsByRowid(db, keys.subarray(offset, offset + limit));
  return { rows, total: keys.length };
}
