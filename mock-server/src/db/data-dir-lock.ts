import { mkdirSync, openSync, readSync, closeSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * One server process per SQLite DATA_DIR.
 *
 * The SQLite deployment is one process by design: the auction engine keeps each live lot's state in that process's
 * memory, and its start-up (serve.ts prepareDatabase) migrates, seeds and re-anchors the demo lots. A second server
 * on the same DATA_DIR would re-anchor lots under the running one (which then meets StaleLotError on them), so the
 * server takes this lock before it opens the database, holds it for its life and loses it with the process.
 *
 * The lock is `${DATA_DIR}/server.lock`, a tiny SQLite database on which the holder keeps a write lock (exclusive
 * locking mode, after writing its pid into the file header's user_version). SQLite takes that lock with the kernel's
 * own record locks (fcntl F_SETLK on POSIX, LockFileEx on Windows), which the kernel drops when the process ends
 * however it ends — exit, crash, SIGKILL — so a restart after `kill -9` takes it at once, with no timeout to wait out
 * and no stale file to clean. Taking it is one atomic step, so two processes starting together never both hold it.
 * better-sqlite3 is already the server's database driver: no new dependency. Rejected:
 * - a Unix domain socket in DATA_DIR (connect succeeds only while the owner lives): a stale socket must be unlinked
 *   before listening, and two starts after a crash can each unlink the other's fresh socket and both listen; the
 *   path is limited to ~107 bytes; a socket file in DATA_DIR makes `fs.cpSync` of the folder throw and tar skip it;
 * - a pid file checked with `process.kill(pid, 0)`: check-then-create races the same way, and pids are reused;
 * - proper-lockfile and other mtime-refreshed locks: after SIGKILL the lock stays until its stale timeout;
 * - fs-ext, fd-lock, os-lock (flock/fcntl for Node): a native addon of their own for what SQLite already does.
 * Like SQLite itself this needs a file system with working POSIX locks (not an NFS mount without lockd).
 *
 * The file is an ordinary small file: copying or backing up DATA_DIR while the server runs copies it harmlessly (the
 * copy is not locked), and deleting it when no server runs is harmless too. Only the server takes the lock (main.ts,
 * on SQLite): the operator commands (mock-server/bin) open the database beside the running server on purpose, and the
 * scaled deployment (PostgreSQL, several processes) never takes it.
 */

/** The lock file under DATA_DIR. */
export const DATA_DIR_LOCK_FILE = 'server.lock';

/** Offset of the SQLite header's user_version (4 bytes, big-endian), where the holder writes its pid. */
const USER_VERSION_OFFSET = 60;
/** How long a refused process looks for the holder's pid, which the holder writes just after taking the lock. */
const PID_WAIT_MS = 1000;
/** How long the holder waits, once it has the lock, for another starting process's momentary read lock to go. */
const COMMIT_WAIT_MS = 5000;

/** The lock of a DATA_DIR could not be taken; `message` is the one line for the operator. */
export class DataDirLockError extends Error {
  constructor(message: string, readonly dataDir: string) {
    super(message);
    this.name = 'DataDirLockError';
  }
}

/** Another live process holds the lock of the DATA_DIR: `pid` is that process (null when it could not be read). */
export class DataDirInUseError extends DataDirLockError {
  constructor(dataDir: string, readonly pid: number | null) {
    super(`数据目录 ${dataDir} 已由${pid === null ? '另一' : `进程 ${pid} `}使用：同一 SQLite 数据目录只能运行一个交易服务进程`, dataDir);
    this.name = 'DataDirInUseError';
  }
}

/** A held lock of {@link lockDataDir}. */
export interface DataDirLock {
  /** The lock file. */
  readonly file: string;
  /** Gives the lock up (idempotent). Not needed at exit: the lock ends with the process. */
  release(): void;
}

/** Connections holding a lock: referenced here so that the garbage collector never closes one. */
const held = new Set<Database.Database>();

/**
 * Takes the lock of `dataDir` for this process: at most one process at a time holds it, and the kernel releases it
 * when the process ends, however it ends. Creates `dataDir` and `${dataDir}/server.lock` when missing. Synchronous,
 * so nothing else runs before it; call it before opening the database.
 * @param dataDir the server's DATA_DIR (relative to the working directory or absolute)
 * @returns the held lock; it stays held until {@link DataDirLock.release} or the end of the process
 * @throws DataDirInUseError when another process (or an earlier call in this one) holds it; its message names the
 *   absolute DATA_DIR and the holder's pid
 * @throws DataDirLockError when the folder or the lock file cannot be created or opened (not a folder, no permission,
 *   a lock file that is not a SQLite database); its message names the file and the reason
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, DATA_DIR_LOCK_FILE);
  let db: Database.Database;
  try {
    mkdirSync(dir, { recursive: true });
    // timeout 0: a held lock answers SQLITE_BUSY at once instead of after a wait.
    db = new Database(file, { timeout: 0 });
  } catch (err) {
    throw cannotLock(dir, file, err);
  }
  try {
    // No journal file beside the lock (its one write is a pid); locks kept after the first transaction.
    db.pragma('journal_mode = MEMORY');
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN IMMEDIATE');
  } catch (err) {
    db.close();
    if (isBusy(err)) throw new DataDirInUseError(dir, holderPid(file));
    throw cannotLock(dir, file, err);
  }
  try {
    // The commit turns the write lock into an exclusive one, kept by the locking mode; a process probing at that
    // moment holds a read lock for an instant, hence the wait.
    db.pragma(`busy_timeout = ${COMMIT_WAIT_MS}`);
    db.pragma(`user_version = ${process.pid}`);
    db.exec('COMMIT');
  } catch (err) {
    db.close();
    throw cannotLock(dir, file, err);
  }
  held.add(db);
  const release = () => {
    if (!held.delete(db)) return;
    process.off('exit', release);
    db.close();
  };
  process.once('exit', release);
  return { file, release };
}

function isBusy(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
}

function cannotLock(dir: string, file: string, err: unknown): DataDirLockError {
  const { code, message } = err as { code?: string; message?: string };
  const reason = code === 'SQLITE_NOTADB'
    ? '该文件不是锁文件（没有交易服务进程运行时可以删除它）'
    : [code, message].filter(Boolean).join(' ') || String(err);
  return new DataDirLockError(`无法锁定数据目录 ${dir}（${file}）：${reason}`, dir);
}

/**
 * The pid the holder wrote into `file`, once it names a live process: the holder writes it just after taking the
 * lock, so a process refused in that instant reads again for up to PID_WAIT_MS. Null when none turns up.
 */
function holderPid(file: string): number | null {
  const until = Date.now() + PID_WAIT_MS;
  for (;;) {
    const pid = readPid(file);
    if (pid !== null && isAlive(pid)) return pid;
    if (Date.now() >= until) return null;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  }
}

/** The header's user_version of the SQLite file `file`, read from the file itself (the holder's lock bars SQLite readers). */
function readPid(file: string): number | null {
  try {
    const fd = openSync(file, 'r');
    try {
      const bytes = Buffer.alloc(4);
      const read = readSync(fd, bytes, 0, 4, USER_VERSION_OFFSET);
      const pid = read === 4 ? bytes.readUInt32BE(0) : 0;
      return pid > 0 ? pid : null;
    } finally {
      closeSync(fd);
    }
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
