import { parentPort, workerData } from 'node:worker_threads';
import { inReadSnapshot, openSqliteReader } from '../db/connection';
import { readListings } from './listing';
import { WORKER_READY, type ListingAsk, type ListingReply } from './listing-workers';

/**
 * A listing worker thread (listing-workers.ts): opens a read-only connection to the SQLite file `workerData.file`
 * and answers each ask, one at a time, with readListings — the same queries as the server's own thread — inside a
 * read transaction, so the total, the rows and the names of one answer come from one committed state.
 */
const db = openSqliteReader((workerData as { file: string }).file);
let queue: Promise<void> = Promise.resolve();
parentPort?.postMessage(WORKER_READY);

parentPort?.on('message', (ask: ListingAsk & { id: number }) => {
  queue = queue.then(async () => {
    let reply: ListingReply;
    try {
      reply = { id: ask.id, page: await inReadSnapshot(db, () => readListings(db, ask.filter, ask.order, ask.limit, ask.offset)) };
    } catch (e) {
      reply = { id: ask.id, error: e instanceof Error ? e.message : String(e) };
    }
    parentPort?.postMessage(reply);
  });
});
