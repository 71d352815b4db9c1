import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { startExchange, type ScaledOptions } from './exchange-process';
import { steadyPlan } from '../mock-server/bin/replay/schedule';
import { benchAccounts, benchLot, measure } from './harness';
import { benchLots, multiLotRun } from './multi-lot';

/**
 * `npm run bench -- --scaled`: the same bid and fan-out load on the single SQLite process and on two processes
 * (cluster.ts) over PostgreSQL + Redis (scripts/services.mjs starts both), in one run on one machine:
 * durable bids/s (48 lots, one bid in flight per lot, 10 s closed loop), accept p99 at 1,000 bids/s offered, and
 * fan-out delivery p99 of 1,000 watchers at 50 bids/s. Writes bench/scaled-results.json.
 */
const LOAD = { bidders: 20, lots: 48, biddersPerLot: 5, saturationMs: 10_000, offered: 1000, offeredMs: 10_000, watchers: 1000, fanoutRate: 50, fanoutMs: 10_000 };

/** A new empty database next to the one `adminUrl` names; its URL. */
export async function freshDatabase(adminUrl: string): Promise<string> {
  const name = `bench_${Date.now()}`;
  const client = new pg.Client({ connectionString: adminUrl.replace(/\/[^/]*$/, '/postgres') });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  return adminUrl.replace(/\/[^/]*$/, `/${name}`);
}

async function runOne(label: string, scaled?: ScaledOptions) {
  const ex = await startExchange(0, scaled);
  console.log(`[bench] ${label} on ${ex.base.origin}`);
  try {
    const accounts = await benchAccounts(ex, LOAD.bidders);
    const lots = await benchLots(ex, accounts, LOAD.lots);
    const saturated = await multiLotRun(ex, accounts, lots, LOAD.biddersPerLot, { kind: 'closed', durationMs: LOAD.saturationMs });
    const offered = await multiLotRun(ex, accounts, lots, LOAD.biddersPerLot, { kind: 'open', ratePerS: LOAD.offered, durationMs: LOAD.offeredMs });
    const fanout = await measure({ kind: 'exchange', ex, accounts, lot: await benchLot(ex, accounts) }, LOAD.watchers,
      { kind: 'schedule', bids: steadyPlan(LOAD.fanoutRate, LOAD.fanoutMs, accounts.length) }, `${label}: fan-out`);
    const row = {
      durableBidsPerS: saturated.acceptedPerS, saturationLatencyP99Ms: saturated.latencyMs.p99,
      offeredPerS: LOAD.offered, answeredPerS: offered.answeredPerS, acceptP99Ms: offered.latencyMs.p99, acceptP50Ms: offered.latencyMs.p50,
      fanoutDeliveryP99Ms: fanout.delivery.p99, fanoutDeliveryP50Ms: fanout.delivery.p50, fanoutLost: fanout.seq.lost, fanoutConnected: fanout.watchers.connected,
      errors: saturated.errors + offered.errors,
    };
    console.log(`[bench] ${label}: ${JSON.stringify(row)}`);
    return row;
  } finally {
    await ex.stop();
  }
}

export async function scaledBench(): Promise<void> {
  const env = Object.fromEntries(execFileSync('node', ['scripts/services.mjs', 'start'], { encoding: 'utf8' }).trim().split('\n').map((l) => l.split(/=(.*)/s).slice(0, 2)));
  const single = await runOne('1 process, SQLite');
  const cluster = await runOne('2 processes, PostgreSQL + Redis', { workers: 2, databaseUrl: await freshDatabase(env.DATABASE_URL), redisUrl: env.REDIS_URL });
  const results = { date: new Date().toISOString(), load: LOAD, single, cluster };
  writeFileSync('bench/scaled-results.json', `${JSON.stringify(results, null, 2)}\n`);
  console.log('[bench] scaled results (bench/scaled-results.json):');
  for (const key of Object.keys(single) as Array<keyof typeof single>) {
    console.log(`  ${key.padEnd(24)} ${String(Number(single[key]).toFixed(1)).padStart(10)} ${String(Number(cluster[key]).toFixed(1)).padStart(10)}`);
  }
}
