import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load, type LoadResult } from './api';
import { startExchange, type ExchangeProcess } from './exchange-process';
import { benchAccounts } from './harness';
import { postgresGrower, sqliteGrower, type Grower } from './listing-grow';
import { cpuCensus } from './cpu-census';
import { benchLots, multiLotRun, type MultiLotResult } from './multi-lot';

/**
 * The sizes (top-level projects) the stage measures: BENCH_LISTING_STEPS as a comma list (e.g. `100000`, a faster run
 * straight to the largest size), else 0 (the seed), 3k, 30k and 100k.
 */
function listingSteps(given: string | undefined): number[] {
  const steps = given?.split(',').map(Number).filter((n) => Number.isInteger(n) && n >= 0) ?? [];
  return steps.length ? steps : [0, 3_000, 30_000, 100_000];
}

/**
 * `npm run bench -- --only listing`: the supply-project listing as the exchange grows (issue 18). On a fresh exchange
 * (SQLite, and PostgreSQL when `databaseUrl` is given: one process on a fresh database), the project table is grown
 * by copying seeded rows (listing-grow.ts) to each of LISTING.steps top-level projects; at each size autocannon
 * (10 connections, its own process) POSTs search/page for LISTING.seconds per query kind, the body cycling over more
 * filter combinations than the answer cache keeps (so every answer is computed), pages of 5–20 rows: no filter (first
 * 90 pages), asset type + province, `q` of two Han characters (pages 1–5), and the last 90 pages. Then, at the largest size, the bid room's accept
 * p99 (multi-lot.ts, open loop) alone and during a listing storm of all four kinds at once.
 */
export const LISTING = {
  steps: listingSteps(process.env.BENCH_LISTING_STEPS), connections: 10, seconds: Number(process.env.BENCH_LISTING_S ?? 8), warmUpS: 2,
  bids: { bidders: 20, lots: 8, biddersPerLot: 5, ratePerS: 200, durationMs: 8_000 },
  /** The paced storm's offered rate (requests/s): a heavy but bounded public listing load, beside the flat-out one. */
  pacedStormPerS: Number(process.env.BENCH_LISTING_PACED ?? 250),
  /** The p99 target at every size (ms). */
  targetP99Ms: 50,
};

/** The exchange's port (BENCH_LISTING_PORT; default 0: a free one). */
const PORT = Number(process.env.BENCH_LISTING_PORT ?? 0);
const SIZES = Array.from({ length: 16 }, (_, i) => 5 + i);
const OPERATIONS = ['1', '2', '3', '4', '5', '6', '7', '8', '101', '103', '401', '502', '601'];
const PROVINCES = ['51', '50', '35', '53', '52', '43', '36'];
const WORDS = ['耕地', '经营', '出租', '转让', '林权', '大棚', '水库', '养殖', '仓储', '鹤峰', '拖拉', '设施', '合作', '用房', '招租', '承包', '农机', '竹林', '茶园', '水面'];
type Kind = 'none' | 'typeProvince' | 'q' | 'lastPage';
const KINDS: Kind[] = ['none', 'typeProvince', 'q', 'lastPage'];

/** The cycled bodies of one query kind; the last pages of a list of `total` projects. */
function bodies(kind: Kind, total: number): object[] {
  if (kind === 'none') return Array.from({ length: 90 }, (_, p) => SIZES.map((size) => ({ current: p + 1, size }))).flat();
  if (kind === 'typeProvince') return OPERATIONS.flatMap((operationId) => PROVINCES.flatMap((province) => SIZES.map((size) => ({ operationId, province, size }))));
  if (kind === 'q') return WORDS.flatMap((q) => SIZES.flatMap((size) => [1, 2, 3, 4, 5].map((current) => ({ q, current, size }))));
  return SIZES.flatMap((size) => {
    const last = Math.max(1, Math.ceil(total / size));
    return Array.from({ length: Math.min(90, last) }, (_, k) => ({ current: last - k, size }));
  });
}

/**
 * One load of `kind` against `ex` for `seconds` (after a warm-up of the same load, not counted): flat out from
 * LISTING.connections connections, or paced to `ratePerS` requests/s.
 */
async function listingLoad(ex: ExchangeProcess, dir: string, kind: Kind | Kind[], total: number, seconds: number, ratePerS?: number): Promise<LoadResult> {
  const kinds = Array.isArray(kind) ? kind : [kind];
  const mixed = kinds.map((k) => bodies(k, total));
  const all = mixed[0].flatMap((_, i) => mixed.map((m) => m[i % m.length]));
  const file = path.join(dir, `${kinds.join('-')}.json`);
  writeFileSync(file, JSON.stringify(all));
  const args = (s: number) => [
    '--import', 'tsx', 'bench/listing-mix.ts', `${ex.base.origin}/api/dscq-project/search/page`, String(LISTING.connections), String(s), file,
    ...(ratePerS ? [String(ratePerS)] : []),
  ];
  await load(args(LISTING.warmUpS), ex.pid);
  return load(args(seconds), ex.pid);
}

/** Rows of the growth table: per size, per kind, req/s and p99. */
export interface GrowthRow { topLevel: number; kinds: Record<Kind, LoadResult> }

async function growthRun(label: string, ex: ExchangeProcess, grower: Grower, dir: string): Promise<GrowthRow[]> {
  const rows: GrowthRow[] = [];
  for (const step of LISTING.steps) {
    const t0 = Date.now();
    await grower.growTo(step);
    const topLevel = await grower.count();
    console.log(`[bench] listing, ${label}: ${topLevel} top-level projects (grown in ${Date.now() - t0} ms)`);
    const kinds = {} as Record<Kind, LoadResult>;
    for (const kind of KINDS) {
      kinds[kind] = await listingLoad(ex, dir, kind, topLevel, LISTING.seconds);
      const cpu = kinds[kind].serverCpuUsPerReq;
      console.log(`[bench]   ${kind.padEnd(12)} ${kinds[kind].reqPerS.toFixed(0).padStart(6)} req/s, p99 ${kinds[kind].p99Ms} ms, ${cpu === null ? '?' : cpu.toFixed(0)} µs CPU/req, ${kinds[kind].non2xx} non-2xx, ${kinds[kind].errors} errors`);
    }
    rows.push({ topLevel, kinds });
  }
  return rows;
}

/** The bid room's bids (multi-lot.ts, open loop) with a census of the CPU over their window; logs `label`'s figures. */
async function censusedBids(ex: ExchangeProcess, label: string, run: () => Promise<MultiLotResult>) {
  const census = cpuCensus(ex.pid);
  // The window in the monotonic clock (µs) that V8's CPU profiles use, to read a BENCH_SERVER_NODE_ARGS profile by.
  const fromUs = Number(process.hrtime.bigint() / 1000n);
  const bids = await run();
  const cpu = census.stop();
  const threads = cpu?.serverThreads.slice(0, 3).map((t) => `${t.name} ${t.pct} %`).join(', ');
  console.log(`[bench] ${label}: accept p99 ${bids.latencyMs.p99.toFixed(1)} ms, ${bids.acceptedPerS.toFixed(0)} accepted/s; `
    + `CPU machine ${cpu?.machineBusyPct ?? '?'} % of ${(cpu?.cores ?? 0) * 100}, server main thread ${cpu?.serverMainPct ?? '?'} %, other threads: ${threads ?? '?'} `
    + `(monotonic µs ${fromUs}–${Number(process.hrtime.bigint() / 1000n)})`);
  return { bids, cpu };
}

/**
 * The bid room's accept p99 (SQLite, at the largest size) alone, during a storm of every listing kind at once flat
 * out (10 connections, each asking again as soon as answered), and during the same mix paced to
 * LISTING.pacedStormPerS requests/s; each with where the CPU went (cpu-census.ts).
 */
async function stormRun(ex: ExchangeProcess, dir: string, topLevel: number) {
  const b = LISTING.bids;
  const accounts = await benchAccounts(ex, b.bidders);
  const lots = await benchLots(ex, accounts, b.lots);
  const plan = { kind: 'open' as const, ratePerS: b.ratePerS, durationMs: b.durationMs };
  const bidRun = () => multiLotRun(ex, accounts, lots, b.biddersPerLot, plan);
  const alone = await censusedBids(ex, 'bids alone', bidRun);
  const during = async (ratePerS?: number) => {
    const storm = listingLoad(ex, dir, KINDS, topLevel, b.durationMs / 1000 + 2, ratePerS);
    await new Promise((resolve) => setTimeout(resolve, (LISTING.warmUpS + 1) * 1000));
    const bids = await censusedBids(ex, ratePerS ? `bids during a listing storm paced to ${ratePerS} req/s` : 'bids during a listing storm', bidRun);
    const listing = await storm;
    console.log(`[bench]   that storm: ${listing.reqPerS.toFixed(0)} req/s, p99 ${listing.p99Ms} ms`);
    return { ...bids, listing };
  };
  const flatOut = await during();
  const paced = await during(LISTING.pacedStormPerS);
  return {
    load: b, aloneAcceptP99Ms: alone.bids.latencyMs.p99, stormAcceptP99Ms: flatOut.bids.latencyMs.p99, pacedStormAcceptP99Ms: paced.bids.latencyMs.p99,
    alone: alone.bids, aloneCpu: alone.cpu, during: flatOut.bids, duringCpu: flatOut.cpu, listing: flatOut.listing,
    paced: { ratePerS: LISTING.pacedStormPerS, bids: paced.bids, cpu: paced.cpu, listing: paced.listing },
  };
}

/** Runs the growth table on SQLite (with the bid storm) and, given `databaseUrl` (a fresh database), on PostgreSQL. */
export async function listingGrowthBench(opts: { databaseUrl?: string; storm?: boolean } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'listing-bench-'));
  try {
    const ex = await startExchange(PORT);
    let sqlite;
    let storm = null;
    try {
      const grower = sqliteGrower(ex.dataDir);
      sqlite = await growthRun('SQLite', ex, grower, dir);
      await grower.close();
      if (opts.storm !== false) storm = await stormRun(ex, dir, sqlite[sqlite.length - 1].topLevel);
    } finally {
      await ex.stop();
    }
    let postgres = null;
    if (opts.databaseUrl) {
      const pgEx = await startExchange(PORT, undefined, { DATABASE_URL: opts.databaseUrl });
      const grower = await postgresGrower(opts.databaseUrl);
      try {
        postgres = await growthRun('PostgreSQL', pgEx, grower, dir);
      } finally {
        await grower.close();
        await pgEx.stop();
      }
    }
    const last = (rows: GrowthRow[] | null) => (rows ? Math.max(...KINDS.map((k) => rows[rows.length - 1].kinds[k].p99Ms)) : null);
    return {
      connections: LISTING.connections, seconds: LISTING.seconds, steps: LISTING.steps, targetP99Ms: LISTING.targetP99Ms,
      worstP99MsAtLargest: { sqlite: last(sqlite), postgres: last(postgres) }, sqlite, postgres, storm,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
