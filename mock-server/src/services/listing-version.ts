import { dialectOf, isSnapshotReader, writesThrough, type Db } from '../db/connection';
import { AnswerCache } from '../http/answer-cache';
import { listingVersionSource, readListingVersion } from './listing-version-repository';

/** How often the stored version is read even when this process wrote nothing (other processes' writes), ms. */
const RECHECK_MS = 250;

/**
 * The listing version (migration 007) of `db`: a counter that triggers move on every write a public listing could
 * show (projects' listed, filtered or sorted columns; region, asset-type and dictionary rows), whoever writes.
 * Reading it is a read transaction on the WAL file (file-lock system calls, several µs under load), so the reader
 * keeps the last value while this process has run no writing statement, re-reading at least every 250 ms for other
 * processes. Inside an open transaction it answers NaN, which no stored answer matches: the state is not committed.
 * On a snapshot reader (a listing worker's read-only connection, reading inside its own read transaction) every call
 * reads the stored version: the version of the committed state the caller's other reads see.
 * @returns a function giving the current version.
 */
export function listingVersionReader(db: Db, clock: () => number = () => performance.now()): () => number {
  if (dialectOf(db) === 'postgres') return postgresVersionReader(db, clock);
  const source = listingVersionSource(db);
  if (isSnapshotReader(db)) return () => source.read();
  let version = NaN;
  let seenWrites = -1;
  let readAt = -Infinity;
  return () => {
    if (source.inTransaction()) return NaN;
    const writes = writesThrough(db);
    const now = clock();
    if (writes !== seenWrites || now - readAt >= RECHECK_MS) {
      version = source.read();
      seenWrites = writes;
      readAt = now;
    }
    return version;
  };
}

/**
 * The listing version on PostgreSQL, where a read is a network round trip: the reader answers from memory and re-reads
 * in the background — at once after this process completed a write (until then it answers NaN: no stored answer is
 * served), and every 250 ms for other processes' writes. A re-read overtaken by another write is not trusted.
 */
function postgresVersionReader(db: Db, clock: () => number): () => number {
  let version = NaN;
  let seenWrites = -1;
  let readAt = -Infinity;
  let reading = false;
  const reread = () => {
    if (reading) return;
    reading = true;
    const writes = writesThrough(db);
    readAt = clock();
    readListingVersion(db).then((v) => {
      reading = false;
      if (writesThrough(db) === writes) version = v;
      else reread();
    }, () => {
      reading = false;
      version = NaN;
    });
  };
  return () => {
    const writes = writesThrough(db);
    if (writes !== seenWrites) {
      seenWrites = writes;
      version = NaN;
      reread();
    } else if (clock() - readAt >= RECHECK_MS) {
      reread();
    }
    return version;
  };
}

/** An answer cache for a public listing endpoint, invalidated by the listing version (plus its TTL safety net). */
export function listingAnswerCache(db: Db): AnswerCache {
  return new AnswerCache({ version: listingVersionReader(db) });
}
