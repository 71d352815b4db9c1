import Database from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database as Schema } from './schema';

export type Db = Kysely<Schema>;

/** The two storage engines: the embedded SQLite file (default) and PostgreSQL (`DATABASE_URL`, the scaled deployment). */
export type Dialect = 'sqlite' | 'postgres';

/**
 * What sits under each Kysely instance opened here: the dialect, the better-sqlite3 handle (SQLite only), the pg pool
 * (PostgreSQL only) and the count of writing statements run through Kysely.
 */
interface Handle { dialect: Dialect; sqlite?: Database.Database; pool?: pg.Pool; writes: number; snapshotReader?: boolean }
const handles = new WeakMap<Db, Handle>();

/**
 * Page cache of a connection, KiB: 64 MiB (SQLite's default is 2 MiB). At 100,000 projects the listing's working set —
 * the order indexes (about 8 MB each), the search index's doclists and the rows of the pages read — is some tens of
 * MB; with the default cache every uncached listing query re-read pages from the OS. Pages are allocated as they are
 * used, so a small database costs nothing more.
 */
export const SQLITE_CACHE_KIB = 64 * 1024;
/**
 * Memory-mapped reads, bytes: 256 MiB, more than the whole file at 100,000 projects (about 140 MB), so reads that miss
 * the page cache are served from the OS cache without a read() call and a copy. Writes still go through the WAL.
 */
export const SQLITE_MMAP_BYTES = 256 * 1024 * 1024;

/** How many statement texts a SQLite connection keeps prepared for Kysely; the least recently used goes first. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3's `prepare` as Kysely calls it (once for every statement it runs), with the statements kept per SQL
 * text, at most {@link STATEMENT_CACHE_SIZE}: preparing took about a tenth of the server's CPU on the hall page
 * (bench/README.md, twenty-fourth round). A kept statement still iterating (`busy`: a stream not yet read to its end)
 * is not handed out again; the call prepares a fresh one. `seen` is called with every statement handed out.
 */
export function keptStatements(sqlite: Database.Database, seen?: (stmt: Database.Statement) => void): (text: string) => Database.Statement {
  const kept = new Map<string, Database.Statement>();
  return (text) => {
    let stmt = kept.get(text);
    kept.delete(text); // set again below: the most recently used come last
    if (!stmt || stmt.busy) {
      stmt = sqlite.prepare(text);
      if (kept.size >= STATEMENT_CACHE_SIZE) kept.delete(kept.keys().next().value!);
    }
    kept.set(text, stmt);
    seen?.(stmt);
    return stmt;
  };
}

/**
 * Opens the SQLite database file (WAL, foreign keys on, synchronous=FULL so an acknowledged write survives a crash;
 * page cache and memory-mapped reads sized for a grown exchange: SQLITE_CACHE_KIB, SQLITE_MMAP_BYTES).
 * `file` ':memory:' gives a private in-memory database (unit tests only).
 */
export function openSqlite(file: string): Db {
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  sqlite.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  const handle: Handle = { dialect: 'sqlite', sqlite, writes: 0 };
  // Kysely prepares every statement it runs: counting the ones that are not reads costs one property check.
  const counted = {
    close: () => sqlite.close(),
    prepare: keptStatements(sqlite, (stmt) => {
      if (!stmt.reader) handle.writes += 1;
    }),
  };
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: counted }), plugins: [new CamelCasePlugin()] });
  handles.set(db, handle);
  return db;
}

/**
 * Opens a read-only connection to the SQLite database file `file` that another connection (the server's, opened by
 * {@link openSqlite}) writes in WAL mode: for the listing's worker threads (services/listing-workers.ts), which read
 * each request inside a read transaction of their own, so every statement of one answer sees one committed state.
 * Same page cache and memory-mapped reads as the writer. See {@link isSnapshotReader}.
 */
export function openSqliteReader(file: string): Db {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  sqlite.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  const kept = { close: () => sqlite.close(), prepare: keptStatements(sqlite) };
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: kept }), plugins: [new CamelCasePlugin()] });
  handles.set(db, { dialect: 'sqlite', sqlite, writes: 0, snapshotReader: true });
  return db;
}

/**
 * True for a connection of {@link openSqliteReader}: it never writes, and its open transaction is a read snapshot
 * (whose state is committed), so the listing version is read afresh on it rather than remembered between writes.
 */
export function isSnapshotReader(db: Db): boolean {
  return handleOf(db).snapshotReader === true;
}

/**
 * Runs `read` inside a read transaction of a snapshot reader `db` ({@link openSqliteReader}): every statement it runs
 * sees the committed state of its first read. Not for concurrent calls on one connection: queue them.
 */
export async function inReadSnapshot<T>(db: Db, read: () => Promise<T>): Promise<T> {
  if (!isSnapshotReader(db)) throw new Error('not a snapshot reader');
  const sqlite = sqliteOf(db);
  sqlite.exec('begin');
  try {
    return await read();
  } finally {
    sqlite.exec('commit');
  }
}

/** The file of a SQLite `db` that other connections may open; null on PostgreSQL and for an in-memory database. */
export function sqliteFileOf(db: Db): string | null {
  const { sqlite } = handleOf(db);
  return sqlite && !sqlite.memory && sqlite.name ? sqlite.name : null;
}

// int8 (bigint: money in fen, epoch ms, count(*)) and numeric (sum of bigints) as JS numbers, as SQLite gives them.
// Every stored value is below 2^53 (fen of 90 万亿元, epoch ms until the year 287 396).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** Statements of the bid path carry this comment: they touch only bid tables and projections, which no listing version follows. */
export const UNCOUNTED = '/* bid */';

/**
 * Counts, on every client of `pool`, the statements that may have changed what others read once they completed: every
 * statement but a SELECT (outside a transaction each one commits) and the COMMIT of a transaction, counted after it
 * returned — so a reader that sees the count move and re-reads sees the committed state.
 */
function countWrites(pool: pg.Pool, handle: Handle): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const result = query(...args);
      const text = typeof args[0] === 'string' ? args[0] : '';
      if (!/^\s*(select|begin|savepoint|release|rollback)\b/i.test(text) && !text.startsWith(UNCOUNTED) && result instanceof Promise) {
        result.then(() => { handle.writes += 1; }, () => undefined);
      }
      return result;
    };
  });
}

/**
 * Opens a pool of `max` connections (default 10) to the PostgreSQL database at `url` (postgres://user:pass@host:port/db).
 * Transactions run at READ COMMITTED, PostgreSQL's default; writers that must not interleave take row locks (the bid
 * path's guarded projection update) or rely on unique keys, as on SQLite.
 */
export function openPostgres(url: string, opts: { max?: number; applicationName?: string } = {}): Db {
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10, application_name: opts.applicationName ?? 'exchange' });
  // An idle client that loses its server (restart, failover) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const handle: Handle = { dialect: 'postgres', pool, writes: 0 };
  countWrites(pool, handle);
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  handles.set(db, handle);
  return db;
}

/** PostgreSQL when `databaseUrl` is set (postgres://…), else the SQLite file `sqliteFile`. */
export function openDatabase(databaseUrl: string | undefined, sqliteFile: string): Db {
  return databaseUrl ? openPostgres(databaseUrl) : openSqlite(sqliteFile);
}

/** Which engine `db` runs on. @throws Error when `db` was not opened here. */
export function dialectOf(db: Db): Dialect {
  return handleOf(db).dialect;
}

/**
 * The better-sqlite3 handle of `db` (the same single connection Kysely uses), for hot paths that keep their statements
 * prepared: listing reads (services/listing-repository.ts) and the bid service's group commit (auction/service/bid-repository.ts).
 * Run them while holding Kysely's connection (`db.connection().execute(...)`), or as a single read, so they never land
 * inside a Kysely transaction that is waiting between two awaits. Writes made here are not counted by
 * {@link writesThrough}; the bid service writes only bid tables and projections, which the listing version ignores.
 * @throws Error when `db` is not a SQLite database opened by {@link openSqlite}.
 */
export function sqliteOf(db: Db): Database.Database {
  const { sqlite } = handleOf(db);
  if (!sqlite) throw new Error('not a SQLite database');
  return sqlite;
}

/** The pg pool under a PostgreSQL `db` (leader election holds one client of it). @throws Error on SQLite. */
export function poolOf(db: Db): pg.Pool {
  const { pool } = handleOf(db);
  if (!pool) throw new Error('not a PostgreSQL database');
  return pool;
}

/**
 * How many statements that may write (anything but a read: inserts, updates, deletes, DDL, BEGIN/COMMIT) Kysely has
 * run on `db` so far (on PostgreSQL: completed, see countWrites). Unchanged means this process wrote nothing since;
 * other processes are not seen.
 */
export function writesThrough(db: Db): number {
  return handleOf(db).writes;
}

function handleOf(db: Db): Handle {
  const handle = handles.get(db);
  if (!handle) throw new Error('not a database opened by openSqlite or openPostgres');
  return handle;
}
