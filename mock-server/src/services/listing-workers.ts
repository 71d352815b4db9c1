import { Worker } from 'node:worker_threads';
import { sqliteFileOf, type Db } from '../db/connection';
import type { ListingFilter } from './listing-filters';
import type { ListingPage } from './listing';
import type { ListingOrder } from './listing-repository';

/** What a listing worker is asked: findListings' arguments (plain values, copied to the thread). */
export interface ListingAsk { filter: ListingFilter; order: ListingOrder; limit: number; offset: number }
/** A worker's answer to ask `id`: the page, or the message of the error it met. */
export type ListingReply = { id: number; page: ListingPage } | { id: number; error: string };
/** What a worker posts once its connection is open, before any reply. */
export const WORKER_READY = 'ready';

/** The thread's entry: TypeScript run through tsx (as the server itself), or a built .js beside this file. */
const ENTRY = new URL(`./listing-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

/**
 * A thread running ENTRY on `file`. A TypeScript entry is loaded through tsx registered inside the thread (Node 20 does
 * not apply an `--import tsx` of a worker's execArgv to its entry), so the parent's own `--import tsx` is left out.
 */
function startThread(file: string): Worker {
  if (!ENTRY.pathname.endsWith('.ts')) return new Worker(ENTRY, { workerData: { file } });
  const execArgv = process.execArgv.filter((a, i, all) => a !== 'tsx' && !(a === '--import' && all[i + 1] === 'tsx'));
  // Resolved here (from this module, as the server's own tsx was), not from the thread's working directory.
  const tsx = typeof import.meta.resolve === 'function' ? import.meta.resolve('tsx/esm/api') : 'tsx/esm/api';
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(ENTRY.href)}); })`;
  return new Worker(boot, { eval: true, workerData: { file }, execArgv });
}

/** A read the pool could not answer because its thread died or the pool closed (findListings then reads in-thread). */
export class ListingWorkerGone extends Error {}

interface Pending { resolve: (page: ListingPage) => void; reject: (e: Error) => void }
interface Thread { worker: Worker; pending: Map<number, Pending> }

/**
 * A small pool of worker threads answering the supply-project lists of one SQLite file (issue 18: a listing storm
 * must leave the bid room's event loop free; better-sqlite3 is synchronous). Each thread opens its own read-only
 * connection to the same WAL file and answers each ask inside a read transaction (one committed state per answer,
 * counts and names kept per thread under the listing version of that state: listing-counts.ts). A write committed on
 * the server's connection before an ask is sent is in the state that ask reads. Asks go to the thread with the fewest
 * in flight. Until a thread has opened its connection (a few hundred ms; seconds on a busy machine, compiling the
 * TypeScript) it gets no asks: with no thread ready, reads stay on the server's thread. A thread that dies fails its
 * asks with ListingWorkerGone (findListings reads them again in-thread) and leaves the pool.
 */
export class ListingWorkers {
  private readonly threads: Thread[] = [];
  private readonly starting = new Set<Thread>();
  private readonly started: Promise<void>;
  private nextId = 1;
  private closed = false;

  /** Starts `count` threads on the SQLite file `file`. */
  constructor(file: string, count: number) {
    const starts: Array<Promise<void>> = [];
    for (let i = 0; i < count; i++) {
      const worker = startThread(file);
      const thread: Thread = { worker, pending: new Map() };
      worker.unref(); // never what keeps the process alive: the server's socket is
      let settle = () => undefined as void;
      starts.push(new Promise<void>((resolve) => { settle = resolve; }));
      this.starting.add(thread);
      worker.on('message', (reply: ListingReply | typeof WORKER_READY) => {
        if (reply === WORKER_READY) {
          if (this.starting.delete(thread) && !this.closed) this.threads.push(thread);
          settle();
          return;
        }
        const p = thread.pending.get(reply.id);
        thread.pending.delete(reply.id);
        if ('error' in reply) p?.reject(new Error(reply.error)); else p?.resolve(reply.page);
      });
      const lost = (e: Error) => {
        this.starting.delete(thread);
        const at = this.threads.indexOf(thread);
        if (at >= 0) this.threads.splice(at, 1);
        for (const p of thread.pending.values()) p.reject(e);
        thread.pending.clear();
        settle();
      };
      worker.on('error', (e) => lost(new ListingWorkerGone(`listing worker failed: ${e.message}`)));
      worker.on('exit', (code) => lost(new ListingWorkerGone(`listing worker exited (${code})`)));
    }
    this.started = Promise.all(starts).then(() => undefined);
  }

  /** How many threads are answering (started and alive). */
  get size(): number { return this.threads.length; }

  /** Resolves once every thread has opened its connection or died (tests wait for it before reading). */
  ready(): Promise<void> { return this.started; }

  /**
   * findListings' answer computed by a thread. @throws Error of the thread's query (as the in-thread read would);
   * ListingWorkerGone when the thread dies meanwhile or the pool is closed.
   */
  read(ask: ListingAsk): Promise<ListingPage> {
    const thread = this.threads.reduce<Thread | undefined>((best, t) => (!best || t.pending.size < best.pending.size ? t : best), undefined);
    if (this.closed || !thread) return Promise.reject(new ListingWorkerGone('listing workers closed'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      thread.worker.postMessage({ id, ...ask });
    });
  }

  /** Stops every thread (their connections close with them); asks in flight fail. */
  async close(): Promise<void> {
    this.closed = true;
    const threads = [...this.threads.splice(0), ...this.starting];
    this.starting.clear();
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }
}

const attached = new WeakMap<Db, ListingWorkers>();

/** The listing workers reading for `db`, when some are attached, started and alive (findListings sends its reads there). */
export function listingWorkersOf(db: Db): ListingWorkers | undefined {
  const workers = attached.get(db);
  return workers && workers.size > 0 ? workers : undefined;
}

/** Resolves once the listing workers attached to `db` (if any) have all started or died. */
export async function listingWorkersReady(db: Db): Promise<void> {
  await attached.get(db)?.ready();
}

/**
 * Attaches `count` listing worker threads to `db` (LISTING_WORKERS) and returns a function that stops them and
 * detaches them (call it when the app closes). Nothing is started — reads stay on this thread — when `count` is 0,
 * on PostgreSQL (already asynchronous: its pool serves the reads) and on an in-memory SQLite database (which no
 * other connection can open).
 */
export function attachListingWorkers(db: Db, count: number): () => Promise<void> {
  const file = sqliteFileOf(db);
  if (count <= 0 || !file || attached.has(db)) return async () => undefined;
  const workers = new ListingWorkers(file, count);
  attached.set(db, workers);
  return async () => {
    if (attached.get(db) === workers) attached.delete(db);
    await workers.close();
  };
}
