#!/usr/bin/env node
/**
 * CI replay check (load-testing issue): a fresh server on a temporary DATA_DIR, then the calm recorded stream
 * replayed at 50× to 100 watchers. Exits with the replay's code: non-zero when any event was lost, duplicated
 * or reordered, or a watcher did not end on the server's final state.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.REPLAY_PORT || 8282);
const dataDir = mkdtempSync(join(tmpdir(), 'exchange-replay-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'mock-server/src/main.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, EXCHANGE_DEV_TOOLS: '1', LOG_LEVEL: 'warn' },
});

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/index`)).ok) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('交易服务未能在 60 秒内启动');
}

let code = 1;
try {
  await waitForServer();
  const replay = spawnSync(process.execPath, [
    '--import', 'tsx', 'mock-server/bin/replay.ts',
    '--file', 'mock-server/streams-recorded/ongoing-calm.ndjson',
    '--target', `http://127.0.0.1:${port}`, '--speed', '50', '--watchers', '100', '--data-dir', dataDir,
    '--report', join(dataDir, 'replay.html'),
  ], { stdio: 'inherit', timeout: 180_000 });
  code = replay.status ?? 1;
} catch (err) {
  console.error(String(err));
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
