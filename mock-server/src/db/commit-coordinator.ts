import type Database from 'better-sqlite3';
import { sqliteOf, type Db } from './connection';

interface Pending { write: () => void; resolve: () => void; reject: (err: unknown) => void }

/**
 * Joins the batches that every lot's writer hands in during one turn of the event loop into ONE SQLite transaction:
 * one commit — one fsync under synchronous=FULL — for all lots, instead of one per lot. Each lot's batch runs in its
 * own savepoint, so a batch that fails (say its projection guard) is rolled back alone and only its lot's callers
 * get the error; the others still commit. A caller's promise resolves only after the COMMIT returned, so "persisted
 * before acknowledged" holds, and each lot's writer waits for its batch before deciding the next one (per-lot order).
 *
 * The statements run on Kysely's single connection while holding it (`db.connection()`), so they can never land
 * inside a Kysely transaction of another request that is waiting between two awaits.
 */
export class CommitCoordinator {
  private readonly sqlite: Database.Database;
  private pending: Pending[] = [];
  /** One transaction over all batches of a turn; wrapped once (better-sqlite3 builds a wrapper per `transaction` call). */
  private readonly joint: (batch: Pending[], failed: Map<Pending, unknown>) => void;

  constructor(private readonly db: Db) {
    this.sqlite = sqliteOf(db);
    // Called inside `joint`, a better-sqlite3 transaction function runs as a savepoint: a failure rolls back this batch only.
    const savepoint = this.sqlite.transaction((write: () => void) => write());
    this.joint = this.sqlite.transaction((batch: Pending[], failed: Map<Pending, unknown>) => {
      for (const p of batch) {
        try {
          savepoint(p.write);
        } catch (err) {
          failed.set(p, err);
        }
      }
    });
  }

  /** Queues `write` (synchronous statements) for the next joint commit; resolves once it is committed. */
  commit(write: () => void): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.pending.length === 0) setImmediate(() => void this.flush());
      this.pending.push({ write, resolve, reject });
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    const failed = new Map<Pending, unknown>();
    try {
      await this.db.connection().execute(async () => {
        if (this.sqlite.inTransaction) throw new Error('a transaction is already open on the connection');
        this.joint(batch, failed);
      });
    } catch (err) {
      for (const p of batch) p.reject(err);
      return;
    }
    for (const p of batch) {
      if (failed.has(p)) p.reject(failed.get(p));
      else p.resolve();
    }
  }
}

const coordinators = new WeakMap<Db, CommitCoordinator>();

/**
 * The one {@link CommitCoordinator} of the SQLite database `db`: every writer that joins it (the bid store's lot
 * batches, the inbox's outbid messages) shares the turn's single transaction and fsync.
 * @throws Error when `db` is not a SQLite database opened by openSqlite
 */
export function jointCommitsOf(db: Db): CommitCoordinator {
  let c = coordinators.get(db);
  if (!c) coordinators.set(db, c = new CommitCoordinator(db));
  return c;
}
