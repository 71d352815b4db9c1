import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The exchange server as the benchmarks run it: the real process (mock-server/src/main.ts) on a fresh temporary
 * DATA_DIR (migrated and seeded at start-up), loopback only, a free port, dev tools on for the simulated bidders'
 * accounts. Its configuration is the production default apart from LOG_LEVEL=warn: per-request info logs would be
 * measured otherwise, and an operator load-testing the exchange would not keep them on either.
 */

/**
 * Node options for every exchange server a benchmark starts, from BENCH_SERVER_NODE_ARGS (space-separated, e.g.
 * "--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under the benchmark's load); [] when unset.
 */
export const serverNodeArgs = (): string[] => process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];

export interface ExchangeProcess { base: URL; pid: number; dataDir: string; stop: () => Promise<void> }

/** The scaled deployment to start instead of the single SQLite process: `workers` processes (cluster.ts) on PostgreSQL + Redis. */
export interface ScaledOptions { workers: number; databaseUrl: string; redisUrl: string }

/**
 * Starts the server on `listenPort` (default 0: a free one) and waits (up to 120 s) for DATA_DIR/server.json. With
 * `scaled`, the cluster's primary is started (its pid is the primary's: the workers' CPU is not sampled). `env` adds
 * variables (e.g. DATABASE_URL alone: one process on PostgreSQL). `cwd` is the checkout whose server runs (another
 * build's, for a comparison: lighthouse-ab.ts); by default this one.
 */
export async function startExchange(listenPort = 0, scaled?: ScaledOptions, env: Record<string, string> = {}, cwd?: string): Promise<ExchangeProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'exchange-bench-'));
  const script = scaled ? ['mock-server/src/cluster.ts', '--workers', String(scaled.workers)] : ['mock-server/src/main.ts'];
  const childEnv: Record<string, string | undefined> = {
    ...process.env, DATA_DIR: dataDir, PORT: String(listenPort), HOST: '127.0.0.1', EXCHANGE_DEV_TOOLS: '1', LOG_LEVEL: 'warn',
    ...(scaled ? { DATABASE_URL: scaled.databaseUrl, REDIS_URL: scaled.redisUrl } : {}), ...env,
  };
  // The SQLite process unless asked otherwise: a DATABASE_URL in the benchmark's own environment is not the server's.
  if (!scaled && !env.DATABASE_URL) delete childEnv.DATABASE_URL;
  if (!scaled && !env.REDIS_URL) delete childEnv.REDIS_URL;
  const child = spawn(process.execPath, [...serverNodeArgs(), '--import', 'tsx', ...script], {
    cwd, env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const file = path.join(dataDir, 'server.json');
  for (const until = Date.now() + 300_000; !existsSync(file); await new Promise((r) => setTimeout(r, 200))) {
    if (Date.now() > until || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error('the exchange server did not start');
    }
  }
  const { port } = JSON.parse(readFileSync(file, 'utf8')) as { port: number };
  return {
    base: new URL(`http://127.0.0.1:${port}`), pid: child.pid!, dataDir,
    stop: async () => {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 12_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts a baseline server script (raw-ws-server.ts, hello-server.ts) as its own process — like the exchange, so the
 * harness and the server never share an event loop — and reads the `{"port":N}` line it prints.
 */
export async function startChild(script: string): Promise<{ base: string; pid: number; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start`)), 30_000);
    createInterface({ input: child.stdout! }).once('line', (l) => { clearTimeout(timer); resolve(l); });
  });
  const { port } = JSON.parse(line) as { port: number };
  return { base: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => void child.kill('SIGTERM') };
}
