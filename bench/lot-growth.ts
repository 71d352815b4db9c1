import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import { sql } from 'kysely';
import { decide } from '../mock-server/src/auction/decide';
import { bidStoreOf } from '../mock-server/src/auction/service/bid-store';
import { foldEvents, LotEntry } from '../mock-server/src/auction/service/lot-entry';
import { findStoredLot } from '../mock-server/src/auction/service/lot-repository';
import { createLot } from '../mock-server/src/auction/service/operator';
import { openSqlite, type Db } from '../mock-server/src/db/connection';
import { statTicks, TICKS_PER_S } from '../mock-server/bin/replay/server-stats';
import { serverNodeArgs } from './exchange-process';
import type { Stage } from './stage';
import { median } from './median-test';

/**
 * `npm run bench -- --only lots`: how the bid room and the hall grow with the exchange (issue 18 "As the exchange
 * grows"). On a fresh DATA_DIR (the server migrates and seeds it, then stops) the benchmark writes, in its own
 * process and through the engine and the bid store (decide → fold → BidStore.commit, 500 bids a batch), two
 * `ongoing` lots with 1,000 and 10,000 bids and 2,000 live hall lots (project rows copied from a seeded one). Then it
 * starts the server on that DATA_DIR and measures, per lot: the first `lot:join` after the start (new socket, no
 * afterSeq) and 20 warm joins (answer size in bytes, time in ms, median); and the hall page (`POST …/hall/page`,
 * first page of 8) under autocannon, 10 connections — req/s, p99 and server CPU µs per request — on two servers: this
 * one, with the 2,000 live lots only, and a second on a copy of its DATA_DIR to which 50,000 closed lots were added
 * (project rows plus closed bid_lot rows). The two hall loads run in alternating slices (3 s of warm-up each, then
 * 5 slices of 2 s on each server), so that a change in the host's speed during the stage falls on both alike: run one
 * after the other, the ratio of their CPU per request moved between 0.96 and 1.37 on a machine whose speed drifts.
 */

const GROWTH = { bids: [1_000, 10_000], liveLots: 2_000, closedLots: 50_000, joins: 20, connections: 10, slices: 5, sliceS: 2, warmUpS: 3 };
const BATCH = 500;
const log = (line: string) => console.log(`[bench] ${line}`);

/** Starts mock-server/src/main.ts on `dataDir` (kept) and `port` (0: a free one), waits for server.json. */
async function startOn(dataDir: string, port = process.env.BENCH_PORT ?? '0') {
  rmSync(path.join(dataDir, 'server.json'), { force: true });
  const child = spawn(process.execPath, [...serverNodeArgs(), '--import', 'tsx', 'mock-server/src/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1', EXCHANGE_DEV_TOOLS: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const file = path.join(dataDir, 'server.json');
  const t0 = performance.now();
  // server.json may be seen before it is fully written: read until it parses.
  const portOf = () => { try { return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { port: number }).port : null; } catch { return null; } };
  let listening: number | null;
  for (const until = Date.now() + 180_000; (listening = portOf()) === null; await new Promise((r) => setTimeout(r, 50))) {
    if (Date.now() > until || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error('the exchange server did not start');
    }
  }
  const startMs = performance.now() - t0;
  return {
    origin: `http://127.0.0.1:${listening}`, pid: child.pid!, startMs,
    stop: async () => {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 12_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** A lot with `count` bids by two alternating bidders, written through the engine and the bid store. */
async function lotWithBids(db: Db, count: number): Promise<string> {
  const now = Date.now();
  const { assetsId } = await createLot(db, {
    assetsName: `基准测试村 ${count} 次出价耕地经营权`, mode: 'ongoing', startPrice: 10_000, increment: 10, deposit: 1000,
    startAt: '+1s', endAt: '+30d', extensionWindowSec: 60,
  }, now);
  const stored = (await findStoredLot(db, assetsId))!;
  const codes = ['B001', 'B002'];
  const entry = new LotEntry(stored.meta, stored.rules, codes.map((bidderCode, i) => ({
    userId: `bench-${i}`, bidderCode, depositFen: 100_000, depositStatus: 'confirmed' as const, priorityRank: null, status: 'enrolled', verified: true,
  })), []);
  const store = bidStoreOf(db);
  let state = entry.state;
  let at = now + 2000;
  const write = async (commands: Parameters<typeof decide>[1][]) => {
    const before = state;
    const events = [];
    for (const c of commands) {
      const d = decide(state, c);
      if ('rejection' in d) throw new Error(`bench bid refused: ${JSON.stringify(d.rejection)}`);
      state = foldEvents(state, d.events).state;
      events.push(...d.events);
    }
    await store.commit({ before, after: state, events, idempotency: [], now: at });
  };
  await write([{ type: 'tick', at }]);
  for (let done = 0; done < count; done += BATCH) {
    const n = Math.min(BATCH, count - done);
    const commands = Array.from({ length: n }, (_, i) => {
      at += 1;
      const k = done + i;
      return { type: 'bid' as const, bidderCode: codes[k % 2], price: 1_000_000 + (k + 1) * 1000, at };
    });
    await write(commands);
  }
  return assetsId;
}

/**
 * Hall lots copied from a seeded project row: `live` bidding now (no bid activity yet), or — `closed` — lots
 * whose bidding ended a month ago (status 4, a closed bid_lot row each).
 */
async function hallLots(db: Db, kind: 'live' | 'closed'): Promise<void> {
  const now = Date.now();
  const cols = (await sql<{ name: string }>`select name from pragma_table_info('project')`.execute(db)).rows.map((r) => r.name);
  const copy = cols.filter((c) => !['assets_id', 'project_code', 'status', 'bid_start_time', 'bid_end_time', 'project_nature', 'parent_assets_id'].includes(c));
  const list = copy.map((c) => `"${c}"`).join(', ');
  // (Kysely's CamelCasePlugin renames result columns of raw queries too: one-word aliases only.)
  const template = (await sql<{ id: string }>`select assets_id as id from project where project_type = 0 and parent_assets_id = '' limit 1`.execute(db)).rows[0]?.id;
  if (!template) throw new Error('no seeded project to copy');
  const insert = (n: number, prefix: string, status: number, start: number, endBase: number) => sql`
    with recursive k(i) as (select 1 union all select i + 1 from k where i < ${n})
    insert into project (assets_id, project_code, status, bid_start_time, bid_end_time, project_nature, parent_assets_id, ${sql.raw(list)})
    select printf('%s%026d', ${prefix}, i), printf('BENCH%s%08d', ${prefix}, i), ${status}, ${start}, ${endBase} + i * 1000, 49, '', ${sql.raw(list)}
    from k, project where project.assets_id = ${template}`;
  const before = Number((await sql<{ n: number }>`select count(*) as n from project`.execute(db)).rows[0].n);
  await db.transaction().execute(async (trx) => {
    if (kind === 'live') return void await insert(GROWTH.liveLots, 'aaaaaa', 3, now - 3600_000, now + 3600_000).execute(trx);
    await insert(GROWTH.closedLots, 'cccccc', 4, now - 30 * 86400_000, now - 29 * 86400_000).execute(trx);
    await sql`insert into bid_lot (assets_id, mode, rules, phase, seq, bidding_count, paused, create_time, update_time)
      select assets_id, 'ongoing', '{}', 'closed', 0, 0, 0, ${now}, ${now} from project where assets_id like 'cccccc%'`.execute(trx);
  });
  // Copy the bulk insert from the WAL into the database file, as the server's own checkpoints would in the long run:
  // otherwise every page the server reads is first looked up in a WAL of 100,000 fresh rows.
  await sql`pragma wal_checkpoint(PASSIVE)`.execute(db);
  const added = Number((await sql<{ n: number }>`select count(*) as n from project`.execute(db)).rows[0].n) - before;
  if (added !== (kind === 'live' ? GROWTH.liveLots : GROWTH.closedLots)) throw new Error(`${added} ${kind} hall lots written`);
}

/** One `lot:join` on a connected socket: answer bytes (JSON) and ms from emit to answer. */
async function joinOnce(origin: string, assetsId: string): Promise<{ bytes: number; ms: number }> {
  const socket = io(`${origin}/bid`, { path: '/socket.io', transports: ['websocket'], forceNew: true, extraHeaders: { 'Client-Id': 'nccq-web' } });
  try {
    await new Promise<void>((resolve, reject) => { socket.once('connect', () => resolve()); socket.once('connect_error', reject); });
    const t0 = performance.now();
    const answer = await socket.timeout(30_000).emitWithAck('lot:join', { assetsId }) as { data?: { snapshot?: unknown }; error?: unknown };
    const ms = performance.now() - t0;
    if (!answer.data) throw new Error(`lot:join failed: ${JSON.stringify(answer.error)}`);
    return { bytes: Buffer.byteLength(JSON.stringify(answer)), ms };
  } finally {
    socket.disconnect();
  }
}

const round = (x: number, d = 1) => Math.round(x * 10 ** d) / 10 ** d;

/** One autocannon run of `seconds` on the hall page: requests answered, p99 ms, non-2xx, and the server's CPU ms. */
async function hallSlice(server: { origin: string; pid: number }, seconds: number) {
  const cpuTicks = () => statTicks(`/proc/${server.pid}/stat`).ticks;
  const ticks0 = cpuTicks();
  const child = spawn(process.execPath, ['node_modules/autocannon/autocannon.js', '-j', '-c', String(GROWTH.connections), '-d', String(seconds), '-m', 'POST',
    '-H', 'Client-Id=nccq-web', '-H', 'content-type=application/json', '-b', JSON.stringify({ current: 1, size: 8 }),
    `${server.origin}/api/dscq-sync/v1/bid-assets/hall/page`], { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => { out += c; });
  await new Promise((resolve) => child.once('exit', resolve));
  const cpuMs = ((cpuTicks() - ticks0) * 1000) / TICKS_PER_S;
  const r = JSON.parse(out) as { requests: { total: number }; latency: { p99: number }; non2xx: number };
  return { requests: r.requests.total, p99Ms: r.latency.p99, non2xx: r.non2xx, cpuMs, seconds };
}

type HallSlice = Awaited<ReturnType<typeof hallSlice>>;

/** A server's slices together: req/s, the highest slice p99 (ms), non-2xx, server CPU µs per request. */
function hallFigures(slices: HallSlice[]) {
  const requests = slices.reduce((n, s) => n + s.requests, 0);
  const cpuMs = slices.reduce((n, s) => n + s.cpuMs, 0);
  return {
    reqPerS: Math.round(requests / slices.reduce((n, s) => n + s.seconds, 0)), p99Ms: Math.max(...slices.map((s) => s.p99Ms)),
    non2xx: slices.reduce((n, s) => n + s.non2xx, 0), serverCpuUsPerReq: requests === 0 ? null : Math.round((cpuMs * 1000) / requests),
  };
}

/**
 * The hall page on the server with the live lots only and on the one with the closed lots too, in alternating
 * slices after a warm-up of each (see the module's comment). Returns each server's figures and, per pair of
 * slices, the ratio of their CPU per request (closed ÷ live).
 */
async function hallPair(live: { origin: string; pid: number }, closed: { origin: string; pid: number }) {
  await hallSlice(live, GROWTH.warmUpS);
  await hallSlice(closed, GROWTH.warmUpS);
  const slices = { live: [] as HallSlice[], closed: [] as HallSlice[] };
  for (let i = 0; i < GROWTH.slices; i++) {
    for (const which of i % 2 === 0 ? (['live', 'closed'] as const) : (['closed', 'live'] as const)) {
      slices[which].push(await hallSlice(which === 'live' ? live : closed, GROWTH.sliceS));
    }
  }
  const perReq = (s: HallSlice) => (s.requests === 0 ? NaN : s.cpuMs / s.requests);
  return {
    hallLiveOnly: hallFigures(slices.live), hall: hallFigures(slices.closed),
    sliceRatios: slices.live.map((s, i) => round(perReq(slices.closed[i]) / perReq(s), 3)),
  };
}

export async function lotGrowthBench() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'exchange-lots-'));
  const closedDir = `${dataDir}-closed`;
  try {
    const first = await startOn(dataDir);
    await first.stop();
    const db = openSqlite(path.join(dataDir, 'exchange.sqlite'));
    const lots: Record<number, string> = {};
    const t0 = performance.now();
    try {
      for (const n of GROWTH.bids) lots[n] = await lotWithBids(db, n);
      await hallLots(db, 'live');
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    } finally {
      await db.destroy();
    }
    // The second server's DATA_DIR: the same exchange, plus the closed lots.
    cpSync(dataDir, closedDir, { recursive: true });
    const closedDb = openSqlite(path.join(closedDir, 'exchange.sqlite'));
    try {
      await hallLots(closedDb, 'closed');
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(closedDb);
    } finally {
      await closedDb.destroy();
    }
    log(`lots with ${GROWTH.bids.join(' / ')} bids, ${GROWTH.liveLots} live hall lots and a copy with ${GROWTH.closedLots} closed ones written in ${Math.round(performance.now() - t0)} ms`);
    const joins: Record<string, { joinBytes: number } & Record<string, number>> = {};
    const ex = await startOn(dataDir);
    let exClosed: Awaited<ReturnType<typeof startOn>> | null = null;
    try {
      for (const n of GROWTH.bids) {
        const cold = await joinOnce(ex.origin, lots[n]);
        const warm: Array<{ bytes: number; ms: number }> = [];
        for (let i = 0; i < GROWTH.joins; i++) warm.push(await joinOnce(ex.origin, lots[n]));
        const snap = await fetch(`${ex.origin}/api-bid/lot/snapshot?assetsId=${lots[n]}`, { headers: { 'Client-Id': 'nccq-web' } });
        const httpBytes = Buffer.byteLength(await snap.text());
        joins[`bids${n}`] = {
          bids: n, firstJoinAfterStartMs: round(cold.ms), joinBytes: warm[0].bytes, warmJoinMsMedian: round(median(warm.map((w) => w.ms)), 2),
          warmJoinMsMax: round(Math.max(...warm.map((w) => w.ms)), 2), httpSnapshotBytes: httpBytes,
        };
        log(`join at ${n} bids: ${warm[0].bytes} bytes, warm median ${round(median(warm.map((w) => w.ms)), 2)} ms, first after start ${round(cold.ms)} ms`);
      }
      // Started after the joins, so that they are measured with one server running, as before.
      exClosed = await startOn(closedDir, '0');
      const { hallLiveOnly, hall, sliceRatios } = await hallPair(ex, exClosed);
      log(`hall page, ${GROWTH.liveLots} live lots: ${hallLiveOnly.reqPerS} req/s, p99 ${hallLiveOnly.p99Ms} ms, ${hallLiveOnly.serverCpuUsPerReq} µs CPU/request`);
      log(`hall page, ${GROWTH.liveLots} live + ${GROWTH.closedLots} closed lots: ${hall.reqPerS} req/s, p99 ${hall.p99Ms} ms, ${hall.serverCpuUsPerReq} µs CPU/request`);
      log(`hall CPU per request, closed ÷ live, slice by slice: ${sliceRatios.join(' ')}`);
      const b1k = (joins.bids1000 as { joinBytes: number }).joinBytes;
      const b10k = (joins.bids10000 as { joinBytes: number }).joinBytes;
      return {
        ...GROWTH, date: new Date().toISOString(), serverStartMs: Math.round(ex.startMs), joins, hallLiveOnly, hall, hallSliceRatios: sliceRatios,
        joinBytesGrowth10kTo1k: round(b10k / b1k, 3),
        hallCpuGrowthWithClosed: hallLiveOnly.serverCpuUsPerReq && hall.serverCpuUsPerReq ? round(hall.serverCpuUsPerReq / hallLiveOnly.serverCpuUsPerReq, 3) : null,
      };
    } finally {
      await Promise.all([ex.stop(), exClosed?.stop()]);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(closedDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('lot-growth.ts')) {
  lotGrowthBench().then((r) => console.log(JSON.stringify(r, null, 2)), (err) => { console.error(err); process.exit(1); });
}

/**
 * Stage `lots` of bench/run.ts (`npm run bench -- --only lots`): {@link lotGrowthBench} with its targets — the join
 * answer at 10k bids at most 1.1× its size at 1k, and the hall's CPU per request with 50,000 closed lots at most
 * 1.25× without them. Runs servers of its own; the shared exchange is not used.
 */
export const lotGrowthStage: Stage<LotGrowth> = {
  name: 'lots',
  key: 'lotGrowth',
  run: async () => {
    const r = await lotGrowthBench();
    return {
      result: r,
      targets: {
        lotJoinBytesGrowth10kTo1k: { target: 1.1, actual: r.joinBytesGrowth10kTo1k, met: r.joinBytesGrowth10kTo1k <= 1.1, digits: 3 },
        hallCpuGrowthWithClosedLots: { target: 1.25, actual: r.hallCpuGrowthWithClosed ?? NaN, met: r.hallCpuGrowthWithClosed === null ? null : r.hallCpuGrowthWithClosed <= 1.25, digits: 3 },
      },
    };
  },
};
type LotGrowth = Awaited<ReturnType<typeof lotGrowthBench>>;
