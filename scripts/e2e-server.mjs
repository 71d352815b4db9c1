#!/usr/bin/env node
/**
 * Starts the exchange server for the browser suite on a fresh temporary DATA_DIR (removed on exit), and writes
 * `e2e-server.json` — { dataDir, port } — into the run's output folder (E2E_OUTPUT, else test-results, as
 * playwright.config.ts) while it runs, so a spec can read the operator token (DATA_DIR/operator-token) and run the
 * operator commands against this server (e2e/pages/operator.ts). Playwright empties that folder before it starts the
 * web server, so the file is not swept away.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawn } from 'node:child_process';

const dataDir = mkdtempSync(join(tmpdir(), 'exchange-e2e-'));
const outputDir = resolve(process.env.E2E_OUTPUT || 'test-results');
const infoFile = join(outputDir, 'e2e-server.json');
mkdirSync(outputDir, { recursive: true });
writeFileSync(infoFile, JSON.stringify({ dataDir, port: Number(process.env.PORT || 8181) }));

const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/src/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1' },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => {
  rmSync(infoFile, { force: true });
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
