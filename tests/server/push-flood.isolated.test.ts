import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CLIENT_ID_HEADER } from '../../contract/headers';
import { PUSH_POLICY_CLOSE } from '../../contract/realtime';
import type { Db } from '../../mock-server/src/db/connection';
import { CLIENT_ID } from './helpers';
import { closeTestDatabase, databaseEnvOf, onPostgres, openTestDatabase } from './test-db';

const FRAMES = 10_000;
const CONNECTIONS = 2;
const RSS_GROWTH_LIMIT = 50 * 1024 * 1024;
const API_LIMIT_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident set size of a process in bytes (Linux /proc), or null once it is gone. */
function rssOf(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return kb ? Number(kb[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The attacker, on its own thread so that building and writing ~20 MB of frames never delays the /api probe of the
 * test's main thread. It builds `frames` subscribe frames of 50 random lot topics, says 'ready', and on 'go' its
 * `connections` sockets each send their share as fast as the socket takes them, then wait until the server closed
 * them or all was written.
 */
const ATTACK = `
const { parentPort, workerData } = require('node:worker_threads');
const { randomBytes } = require('node:crypto');
const WebSocket = require('ws');
const { url, frames, connections } = workerData;
const frame = () => {
  const hex = randomBytes(16 * 50).toString('hex');
  const topics = Array.from({ length: 50 }, (_, i) => 'lot:' + hex.slice(i * 32, i * 32 + 32));
  return JSON.stringify({ type: 'subscribe', topics });
};
const batches = Array.from({ length: connections }, () => Array.from({ length: frames / connections }, frame));
const one = (batch) => new Promise((resolve) => {
  const ws = new WebSocket(url);
  const outcome = { closeCode: null, sent: 0 };
  ws.on('error', () => undefined);
  ws.on('close', (code) => { outcome.closeCode = code; resolve(outcome); });
  ws.on('open', () => {
    for (const text of batch) { if (ws.readyState !== WebSocket.OPEN) break; ws.send(text); outcome.sent++; }
    const drained = setInterval(() => {
      if (ws.bufferedAmount === 0) { clearInterval(drained); setTimeout(() => { ws.terminate(); }, 1000); }
    }, 20);
  });
});
parentPort.once('message', () => Promise.all(batches.map(one)).then((r) => parentPort.postMessage(r)));
parentPort.postMessage('ready');
`;

describe('/push under a subscribe flood, against the real server process', () => {
  let server: ChildProcess | undefined;
  // On PostgreSQL the server gets an empty database of its own (it migrates and seeds it as it does its SQLite file).
  let db: Db | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'exchange-push-flood-'));
  afterAll(async () => {
    if (server && server.exitCode === null) {
      const gone = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGKILL');
      await gone;
    }
    if (db) await closeTestDatabase(db);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('10,000 frames of 50 unknown lots over two connections: RSS grows < 50 MB and /api answers within 100 ms', async () => {
    if (onPostgres) db = await openTestDatabase(dataDir, 'empty');
    server = spawn(process.execPath, ['--import', 'tsx', 'mock-server/src/main.ts'], {
      env: { ...process.env, ...(db ? databaseEnvOf(db) : {}), DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', STATIC_DIR: path.join(dataDir, 'no-build') },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const file = path.join(dataDir, 'server.json');
    let started: { port: number; pid: number } | null = null;
    for (const until = Date.now() + 120_000; !started; await sleep(100)) {
      if (Date.now() > until || server.exitCode !== null) throw new Error('服务未能启动');
      // Read again until complete: the file may be seen between its creation and its write.
      try {
        if (existsSync(file)) started = JSON.parse(readFileSync(file, 'utf8')) as { port: number; pid: number };
      } catch {
        started = null;
      }
    }
    const { port, pid } = started;
    const api = `http://127.0.0.1:${port}/api/dscq-system/industry/list`;
    const probe = async () => {
      const started = performance.now();
      const res = await fetch(api, { headers: { [CLIENT_ID_HEADER]: CLIENT_ID } });
      await res.arrayBuffer();
      expect(res.status).toBe(200);
      return performance.now() - started;
    };

    // Warm up, as a server that has run a while is: the API path, and the /push paths of the attack (subscribe frames
    // of unknown lots, then a connection closed for its rate), compiled and allocated before the baseline.
    const idle: number[] = [];
    for (let i = 0; i < 30; i++) idle.push(await probe());
    for (const frames of [10, 100]) {
      const warm = new WebSocket(`ws://127.0.0.1:${port}/push`);
      await new Promise((resolve) => warm.once('message', resolve));
      const gone = new Promise((resolve) => warm.once('close', resolve));
      const topics = Array.from({ length: 50 }, (_, i) => `lot:${String(i).padStart(32, '0')}`);
      for (let i = 0; i < frames; i++) warm.send(JSON.stringify({ type: 'subscribe', topics }));
      await sleep(300);
      warm.close();
      await gone;
    }
    await sleep(1000);
    const baseline = rssOf(pid)!;

    let peak = baseline;
    let overLimit = false;
    const sampler = setInterval(() => {
      const rss = rssOf(pid) ?? 0;
      peak = Math.max(peak, rss);
      // A server that keeps what it is sent would take gigabytes within seconds: stop it rather than the machine.
      if (rss - baseline > 4 * RSS_GROWTH_LIMIT && !overLimit) {
        overLimit = true;
        server?.kill('SIGKILL');
      }
    }, 25);

    /** One flood of FRAMES frames over CONNECTIONS sockets, /api probed all along: the probe times and the sockets' fate. */
    const round = async () => {
      const attacker = new Worker(ATTACK, { eval: true, workerData: { url: `ws://127.0.0.1:${port}/push`, frames: FRAMES, connections: CONNECTIONS } });
      const next = () => new Promise<any>((resolve, reject) => {
        attacker.once('message', resolve);
        attacker.once('error', reject);
      });
      // The frames are built before the clock starts: their cost is the attacker's, not the server's.
      await next();
      const attack = next();
      attacker.postMessage('go');
      const latencies: number[] = [];
      let attacking = true;
      const prober = (async () => {
        while (attacking && !overLimit) {
          latencies.push(await probe().catch(() => Number.POSITIVE_INFINITY));
          await sleep(20);
        }
      })();
      const outcome: Array<{ closeCode: number | null; sent: number }> | null = await Promise.race([
        attack, new Promise<null>((resolve) => setTimeout(() => resolve(null), 60_000)),
      ]);
      // Keep probing a little after the flood, while the server frees what it took.
      await sleep(500);
      attacking = false;
      await prober;
      await attacker.terminate();
      return { slowest: Math.max(...latencies), probes: latencies.length, outcome };
    };

    // A probe is also slow when the machine is busy (CI runners are shared): the server passes when one of three floods
    // saw every probe answered in time; memory is held to the limit over all of them.
    const rounds: Array<Awaited<ReturnType<typeof round>>> = [];
    while (rounds.length < 3 && !overLimit && (rounds.at(-1)?.slowest ?? Infinity) >= API_LIMIT_MS) rounds.push(await round());
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(pid) ?? 0);

    const growthMb = (peak - baseline) / 2 ** 20;
    console.log(`push flood: rss ${(baseline / 2 ** 20).toFixed(0)} MB, peak +${growthMb.toFixed(1)} MB; idle /api slowest ${Math.max(...idle.slice(10)).toFixed(1)} ms; `
      + rounds.map((r) => `/api slowest ${r.slowest.toFixed(1)} ms of ${r.probes} probes, close codes ${r.outcome?.map((c) => c.closeCode)}`).join('; '));
    expect(overLimit).toBe(false);
    for (const r of rounds) {
      expect(r.outcome?.reduce((n, c) => n + c.sent, 0)).toBe(FRAMES);
      expect(r.outcome?.map((c) => c.closeCode)).toEqual([PUSH_POLICY_CLOSE, PUSH_POLICY_CLOSE]);
      expect(r.probes).toBeGreaterThan(5);
    }
    expect(peak - baseline).toBeLessThan(RSS_GROWTH_LIMIT);
    expect(rounds.at(-1)!.slowest).toBeLessThan(API_LIMIT_MS);
    expect(server.exitCode).toBeNull();
  }, 180_000);
});
