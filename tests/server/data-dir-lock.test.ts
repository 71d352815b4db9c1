import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteReader } from '../../mock-server/src/db/connection';
import { DATA_DIR_LOCK_FILE, DataDirInUseError, DataDirLockError, lockDataDir } from '../../mock-server/src/db/data-dir-lock';
import { SERVER_FILE } from '../../mock-server/src/http/operator-token';
import { freePort, startServerProcess, type ServerProcess } from './server-process';
import { onPostgres } from './test-db';

const JWT_SECRET = 'data-dir-lock-test-secret-0123456789-abcdefgh';
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'exchange-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a second holder while the lock is held, naming the holder; released, it can be taken again', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    try {
      expect(lock.file).toBe(path.join(dir, DATA_DIR_LOCK_FILE));
      let refusal: unknown;
      try {
        lockDataDir(dir);
      } catch (err) {
        refusal = err;
      }
      expect(refusal).toBeInstanceOf(DataDirInUseError);
      expect((refusal as DataDirInUseError).pid).toBe(process.pid);
      expect((refusal as Error).message).toBe(`数据目录 ${dir} 已由进程 ${process.pid} 使用：同一 SQLite 数据目录只能运行一个交易服务进程`);
    } finally {
      lock.release();
    }
    lockDataDir(dir).release();
  });

  it('creates a DATA_DIR whose path is longer than a Unix socket address may be', () => {
    const dir = path.join(tempDir(), 'a'.repeat(80), 'b'.repeat(80), 'data');
    const lock = lockDataDir(dir);
    expect(existsSync(lock.file)).toBe(true);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    lock.release();
  });

  it('leaves DATA_DIR copyable while held, and the copy is not locked', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'operator-token'), 'token\n');
    const lock = lockDataDir(dir);
    const copy = path.join(tempDir(), 'copy');
    cpSync(dir, copy, { recursive: true });
    lockDataDir(copy).release();
    lock.release();
  });

  it('a DATA_DIR that cannot hold the lock is a one-line DataDirLockError naming it', () => {
    const notADir = path.join(tempDir(), 'a-file');
    writeFileSync(notADir, 'x');
    expect(() => lockDataDir(notADir)).toThrow(DataDirLockError);
    expect(() => lockDataDir(notADir)).toThrow(notADir);
    const garbled = tempDir();
    writeFileSync(path.join(garbled, DATA_DIR_LOCK_FILE), 'not a database, written by hand '.repeat(10));
    expect(() => lockDataDir(garbled)).toThrow(/^无法锁定数据目录 .*：该文件不是锁文件（没有交易服务进程运行时可以删除它）$/);
  });
});

/** The demo lots' bidding windows: every start of the server's preparation re-anchors them to its own clock. */
async function anchoredStarts(dataDir: string): Promise<Array<{ assetsId: string; bidStartTime: number | null }>> {
  const db = openSqliteReader(path.join(dataDir, 'exchange.sqlite'));
  try {
    return await db.selectFrom('project').select(['assetsId', 'bidStartTime'])
      .where('anchorStartOffsetS', 'is not', null).orderBy('assetsId').execute();
  } finally {
    await db.destroy();
  }
}

// The lock guards the SQLite file; on PostgreSQL several processes are the design (cluster.test.ts).
describe.skipIf(onPostgres)('one server process per SQLite DATA_DIR', () => {
  const dataDir = tempDir();
  const env = { DATA_DIR: dataDir, JWT_SECRET, STATIC_DIR: path.join(dataDir, 'no-build') };
  const servers: ServerProcess[] = [];
  afterAll(() => {
    for (const { proc } of servers) if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
  });

  it('a second server on the running one\'s DATA_DIR exits at once with the holder\'s pid, writing nothing; after kill -9 the next one starts', async () => {
    const first = await startServerProcess(env);
    servers.push(first);
    const before = await anchoredStarts(dataDir);
    expect(before.length).toBeGreaterThan(0);

    const second = spawn(process.execPath, ['--import', 'tsx', 'mock-server/src/main.ts'], {
      env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(await freePort()), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    second.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => {
      const limit = setTimeout(() => second.kill('SIGKILL'), 20_000);
      second.once('exit', (exitCode) => {
        clearTimeout(limit);
        resolve(exitCode);
      });
    });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(`数据目录 ${dataDir} 已由进程 ${first.proc.pid} 使用：同一 SQLite 数据目录只能运行一个交易服务进程`);
    // No preparation ran: the demo lots keep the windows the first server anchored them to.
    expect(await anchoredStarts(dataDir)).toEqual(before);
    expect(JSON.parse(readFileSync(path.join(dataDir, SERVER_FILE), 'utf8')).pid).toBe(first.proc.pid);

    first.proc.kill('SIGKILL');
    await new Promise((resolve) => first.proc.once('exit', resolve));
    const next = await startServerProcess(env);
    servers.push(next);
    // It prepared the database (re-anchored the demo lots) and serves.
    expect(await anchoredStarts(dataDir)).not.toEqual(before);
    expect(JSON.parse(readFileSync(path.join(dataDir, SERVER_FILE), 'utf8')).pid).toBe(next.proc.pid);
    next.proc.kill('SIGTERM');
    await new Promise((resolve) => next.proc.once('exit', resolve));
  }, 150_000);
});
