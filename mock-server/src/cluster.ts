import './production-mode';
import cluster from 'node:cluster';
import { writeFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from './config';
import { SERVER_FILE } from './http/operator-token';
import { openConfiguredDatabase, prepareOnce, serve } from './serve';

/** A worker that dies is replaced, but not in a crash loop: at most this many restarts per minute. */
const RESTARTS_PER_MINUTE = 10;

function readConfig(): Config {
  try {
    const config = loadConfig(process.env);
    if (!config.DATABASE_URL || !config.REDIS_URL) throw new Error('多进程启动需要同时设置 DATABASE_URL（PostgreSQL）与 REDIS_URL（Redis），见 README「多进程部署」');
    return config;
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}

/**
 * `npm run start:cluster -- --workers N` (default: one per CPU): the exchange as N server processes on one port
 * (node:cluster hands connections round-robin; the bid socket is websocket-only, so no sticky sessions). Needs
 * PostgreSQL and Redis. The primary prepares the database once (serve.ts prepareOnce), forks the workers,
 * replaces one that dies, writes `${DATA_DIR}/server.json` for the operator commands, and passes SIGINT/SIGTERM on.
 */
async function primary(): Promise<void> {
  const config = readConfig();
  const { values } = parseArgs({ options: { workers: { type: 'string', short: 'w' } }, strict: true });
  const workers = Number(values.workers ?? availableParallelism());
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
    console.error('--workers 必须是 1 到 64 之间的整数');
    process.exit(1);
  }
  const db = openConfiguredDatabase(config);
  // The primary stays in the deployment for as long as it runs (its workers do not join: it stands for them).
  const started = await prepareOnce(db, config);
  await db.destroy();
  console.log(JSON.stringify({ msg: '数据库已就绪，启动工作进程', workers, ...started }));

  const serverFile = path.join(config.DATA_DIR, SERVER_FILE);
  let stopping = false;
  const restarts: number[] = [];
  cluster.on('listening', (_worker, address) => {
    writeFileSync(serverFile, JSON.stringify({ port: address.port, pid: process.pid }));
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    while (restarts.length > 0 && restarts[0] < now - 60_000) restarts.shift();
    console.error(JSON.stringify({ msg: '工作进程退出', pid: worker.process.pid, code, signal }));
    if (restarts.length >= RESTARTS_PER_MINUTE) {
      console.error('工作进程一分钟内反复退出，不再重启');
      return;
    }
    restarts.push(now);
    cluster.fork();
  });
  for (let i = 0; i < workers; i++) cluster.fork();

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    rmSync(serverFile, { force: true });
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    let left = Object.keys(cluster.workers ?? {}).length;
    if (left === 0) process.exit(0);
    cluster.on('exit', () => { if (--left <= 0) process.exit(0); });
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

/** A worker: serves on the prepared database, as one of the cluster (serve.ts). */
async function worker(): Promise<void> {
  const config = loadConfig(process.env);
  await serve(config, openConfiguredDatabase(config), { worker: true });
}

(cluster.isPrimary ? primary() : worker()).catch((err) => {
  console.error('服务启动失败：', err);
  process.exit(1);
});
