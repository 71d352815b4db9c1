/**
 * `npm run bench` — the exchange's performance figures, each as a ratio to a baseline measured in the same run on the
 * same machine: fan-out (fanout.ts), durable bids (bids.ts), API (api.ts), lot and hall growth (lot-growth.ts); plus the web budget of /hall with 500 rows
 * in headless Chromium (web-hall.ts). Starts its own server on a temporary
 * DATA_DIR and stops it; writes bench/results.json and prints what is met. Not part of `npm test`. About 4–6 minutes
 * on a 2-core machine. Exit code 0 even when a target is missed (the figures are the output); 1 when a run fails.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { apiBench } from './api';
import { bidsBench } from './bids';
import { startExchange } from './exchange-process';
import { fanoutBench } from './fanout';
import { lotGrowthBench } from './lot-growth';
import { benchAccounts } from './harness';
import { scaledBench } from './scaled';
import { webHallBench } from './web-hall';

const BIDDERS = 20;

/**
 * `npm run bench -- --only api,bids` runs a subset (names: api, bids, fanout, web-hall, lots); results.json is written
 * only by a full run, except `lots` (lot-growth.ts, its own server and data), whose figures replace the `lotGrowth`
 * entry and its targets in the existing results.json.
 */
const only = (() => {
  const i = process.argv.indexOf('--only');
  return i > 0 ? new Set(process.argv[i + 1]?.split(',') ?? []) : null;
})();
const wanted = (name: string) => !only || only.has(name);

/**
 * The machine a benchmark ran on: core count (nproc), CPU model, memory (GiB), Node version, and the 1-minute load
 * average before the run — anything else busy on the machine (a browser test suite, a build) shows there and makes
 * every figure of the run pessimistic.
 */
interface Machine { nproc: number; cpu: string; memoryGiB: number; node: string; loadAverage1m: number }

function machine(): Machine {
  return {
    nproc: availableParallelism(), cpu: cpus()[0]?.model ?? 'unknown', memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version,
    loadAverage1m: Math.round(loadavg()[0] * 100) / 100,
  };
}

async function main(): Promise<void> {
  if (process.argv.includes('--scaled')) return scaledBench();
  const started = Date.now();
  const host = machine();
  if (host.loadAverage1m > host.nproc / 2) console.log(`[bench] warning: load average ${host.loadAverage1m} on ${host.nproc} cores before the run — something else is busy`);
  if (only && [...only].every((name) => name === 'lots')) return void writeLotGrowth(await lotGrowthBench());
  const ex = await startExchange();
  console.log(`[bench] exchange on ${ex.base.origin} (pid ${ex.pid}, DATA_DIR ${ex.dataDir})`);
  try {
    const accounts = await benchAccounts(ex, BIDDERS);
    console.log(`[bench] ${accounts.length} bidders registered, verified and logged in`);
    if (only) {
      if (wanted('api')) console.log(JSON.stringify(await apiBench(ex), null, 2));
      if (wanted('bids')) console.log(JSON.stringify(await bidsBench(ex, accounts), null, 2));
      if (wanted('fanout')) console.log(JSON.stringify(await fanoutBench(ex, accounts), null, 2));
      if (wanted('web-hall')) console.log(JSON.stringify(await webHallBench(), null, 2));
      if (wanted('lots')) writeLotGrowth(await lotGrowthBench());
      return;
    }
    const api = await apiBench(ex);
    const bids = await bidsBench(ex, accounts);
    const fanout = await fanoutBench(ex, accounts);
    const webHall = await webHallBench();
    const lotGrowth = await lotGrowthBench();
    const results = {
      date: new Date().toISOString(), machine: { ...host, loadAverage1mAfter: machine().loadAverage1m }, durationS: Math.round((Date.now() - started) / 1000),
      targets: {
        fanoutDeliveryP99Ms: { target: 50, actual: fanout.steady.deliveryMs.p99, met: fanout.steady.met },
        fanoutLost: { target: 0, actual: fanout.steady.lost, met: fanout.steady.lost === 0 },
        fanoutSaturationRatio: { target: 0.85, actual: fanout.saturation.ratio, met: fanout.saturation.met },
        // An estimate (deliveries per second of server CPU), reported because the plain ratio is harness-bound here.
        fanoutPerCpuRatio: { target: 0.85, actual: fanout.saturation.cpuNormalisedRatio, met: fanout.saturation.cpuNormalisedRatio >= 0.85 },
        // Bids: judged on the many-lot runs (48 lots, one bid in flight per lot — bidders bid after seeing the price).
        durableBidsPerSManyLots: { target: 3000, actual: bids.multiLot.saturation.acceptedPerS, met: bids.multiLot.saturation.met },
        acceptP99MsAt2000ManyLots: { target: 25, actual: bids.multiLot.offered.latencyMs.p99, met: bids.multiLot.offered.met },
        bidsToSqliteRatioManyLots: { target: 0.5, actual: bids.ratio, met: bids.ratioMet },
        // The racing worst case (one lot, 64 bids in flight racing for it): reported, not judged (met null).
        durableBidsPerSOneLotRacing: { target: 3000, actual: bids.oneLotRacing.saturation.acceptedPerS, met: null },
        acceptP99MsAt2000OneLotRacing: { target: 25, actual: bids.oneLotRacing.offered.acceptMs.p99, met: null },
        searchToHelloRatio: { target: 0.5, actual: api.ratio, met: api.met },
        webHallTimers: { target: webHall.timers.target, actual: webHall.timers.recurring, met: webHall.timers.met },
        webHallTickP95Ms: { target: webHall.perTick.target, actual: webHall.perTick.budgetMs.p95, met: webHall.perTick.met },
        ...lotGrowthTargets(lotGrowth),
      },
      fanout, bids, api, webHall, lotGrowth,
    };
    writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
    console.log('[bench] results (bench/results.json):');
    for (const [name, t] of Object.entries(results.targets)) {
      console.log(`  ${t.met === null ? (name.endsWith('OneLotRacing') ? 'INFO   ' : 'UNSURE ') : t.met ? 'MET    ' : 'MISSED '} ${name.padEnd(29)} ${Number(t.actual).toFixed(name.includes('Ratio') || name.includes('Growth') ? 3 : 1)} (target ${t.target})`);
    }
  } finally {
    await ex.stop();
  }
}

type LotGrowth = Awaited<ReturnType<typeof lotGrowthBench>>;

/**
 * The growth targets (issue 18): the join answer of a 10,000-bid lot at most 1.1× that of a 1,000-bid lot (its size
 * does not follow the bid count), and the hall's CPU per request with 50,000 closed lots at most 1.25× that with the
 * live lots alone (noise on a shared 2-core machine is about ±15 %).
 */
function lotGrowthTargets(r: LotGrowth) {
  return {
    lotJoinBytesGrowth10kTo1k: { target: 1.1, actual: r.joinBytesGrowth10kTo1k, met: r.joinBytesGrowth10kTo1k <= 1.1 },
    hallCpuGrowthWithClosedLots: { target: 1.25, actual: r.hallCpuGrowthWithClosed ?? NaN, met: r.hallCpuGrowthWithClosed === null ? null : r.hallCpuGrowthWithClosed <= 1.25 },
  };
}

/** `--only lots`: the lot-growth figures and targets written into the existing results.json (other stages untouched). */
function writeLotGrowth(r: LotGrowth): void {
  console.log(JSON.stringify(r, null, 2));
  const results = JSON.parse(readFileSync('bench/results.json', 'utf8')) as { targets: Record<string, unknown>; lotGrowth?: LotGrowth };
  results.targets = { ...results.targets, ...lotGrowthTargets(r) };
  results.lotGrowth = r;
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  for (const [name, t] of Object.entries(lotGrowthTargets(r))) console.log(`  ${t.met === null ? 'UNSURE ' : t.met ? 'MET    ' : 'MISSED '} ${name.padEnd(29)} ${Number(t.actual).toFixed(3)} (target ${t.target})`);
}

main().then(() => process.exit(0), (err: unknown) => {
  console.error(`[bench] ${(err as Error).stack ?? err}`);
  process.exit(1);
});
