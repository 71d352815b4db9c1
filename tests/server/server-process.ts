import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { CLIENT_ID } from './helpers';

/** A port nobody listens on right now. */
export const freePort = () => new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A started server process and its origin (http://127.0.0.1:port). */
export interface ServerProcess { proc: ChildProcess; base: string }

/**
 * The real server process (node --import tsx mock-server/src/main.ts) on a free loopback port, with `env` added to
 * this process's (DATA_DIR, JWT_SECRET, DATABASE_URL…; LOG_LEVEL warn), resolved once it answers (up to 40 s).
 * @throws Error 服务未能启动 when it exits or never answers (it is killed then).
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'mock-server/src/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 400; i++) {
    const ok = await fetch(`${base}/api/dscq-system/industry/list`, { headers: { 'Client-Id': CLIENT_ID } }).then((r) => r.ok, () => false);
    if (ok) return { proc, base };
    if (proc.exitCode !== null) break;
    await sleep(100);
  }
  proc.kill('SIGKILL');
  throw new Error('服务未能启动');
}
