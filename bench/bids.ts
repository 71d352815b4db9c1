import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { steadyPlan } from '../mock-server/bin/replay/schedule';
import type { Account } from '../mock-server/bin/replay/accounts';
import type { ExchangeProcess } from './exchange-process';
import { benchLot, measure } from './harness';
import { benchLots, multiLotRun, type MultiLotResult } from './multi-lot';

/**
 * Benchmark 2, bids through the real path (socket.io bid:place → validation → engine → group-committed SQLite with
 * synchronous=FULL → ack → broadcast). **The verdict uses the many-lot runs**, which bid as bidders do on a real
 * exchange — each after seeing the lot's current price, so bids on one lot never race (multi-lot.ts):
 * (c) `MULTI.lots` lots at once, closed loop, one bid in flight per lot, at the lot's next valid price;
 * (d) the same lots at 2,000 bids/s offered, due round-robin over them (≈ 42/s per lot), each bid on a lot sent only
 *     once the lot's previous bid was answered (accept latency p99, target ≤ 25 ms).
 * The one-lot runs are kept as the worst case, reported but not judged: (a) one lot, closed loop, 64 in flight through
 * the replay harness (its prices climb above the last price sent, so the bids in flight race for the same lot and most
 * are refused — refusals are answered but stored nowhere); (b) the same at 2,000 bids/s offered on one lot.
 * Accepted bids/s (target ≥ 3,000) are compared with raw better-sqlite3 single-row transactions in the same mode,
 * measured in the same run (target ratio ≥ 0.5). A few watchers keep the broadcast in the path of (a) and (b); in
 * (c) and (d) every bidder socket is in the rooms of its lots.
 */

export const BIDS = { watchers: 10, saturationMs: 10_000, concurrency: 64, offered: 2000, offeredMs: 10_000 };
/** The many-lot runs: 48 lots, 5 of the 20 bidders on each (every bidder in 12 lots), one bid in flight per lot. */
export const MULTI = { lots: 48, biddersPerLot: 5, saturationMs: 10_000, offered: 2000, offeredMs: 10_000 };

export async function bidsBench(ex: ExchangeProcess, accounts: Account[]) {
  const saturated = await measure({ kind: 'exchange', ex, accounts, lot: await benchLot(ex, accounts) }, BIDS.watchers,
    { kind: 'closed', concurrency: BIDS.concurrency, durationMs: BIDS.saturationMs }, 'bids saturation');
  const offered = await measure({ kind: 'exchange', ex, accounts, lot: await benchLot(ex, accounts) }, BIDS.watchers,
    { kind: 'schedule', bids: steadyPlan(BIDS.offered, BIDS.offeredMs, accounts.length) }, `bids at ${BIDS.offered}/s offered`);
  const lots = await benchLots(ex, accounts, MULTI.lots);
  const multiSaturated = report(`${MULTI.lots} lots, one bid in flight per lot`, await multiLotRun(ex, accounts, lots, MULTI.biddersPerLot,
    { kind: 'closed', durationMs: MULTI.saturationMs }));
  const multiOffered = report(`${MULTI.lots} lots at ${MULTI.offered}/s offered`, await multiLotRun(ex, accounts, lots, MULTI.biddersPerLot,
    { kind: 'open', ratePerS: MULTI.offered, durationMs: MULTI.offeredMs }));
  const sqlite = sqliteRowsPerSecond();
  console.log(`[bench] raw better-sqlite3 WAL synchronous=FULL: ${sqlite.toFixed(0)} single-row transactions/s`);
  const ratio = multiSaturated.acceptedPerS / sqlite;
  return {
    // The verdict: the many-lot runs (c, d), no bids racing on a lot.
    multiLot: {
      lots: MULTI.lots, biddersPerLot: MULTI.biddersPerLot, inFlightPerLot: 1,
      saturation: { ...multiSaturated, ratio, met: multiSaturated.acceptedPerS >= 3000 },
      // Met only if the offered rate was actually answered (a server that falls behind defers the bids, not meets p99).
      offered: { ...multiOffered, offeredPerS: MULTI.offered, met: multiOffered.latencyMs.p99 <= 25 && multiOffered.answeredPerS >= 0.95 * MULTI.offered },
    },
    // The worst case, not judged: one lot, bids in flight racing for it (a, b).
    oneLotRacing: {
      saturation: {
        concurrency: BIDS.concurrency, acceptedPerS: saturated.bids.perS, sent: saturated.bids.sent,
        // Every answered bid: accepted ones stored (events + idempotency row), refused ones answered after the batch they were decided against committed.
        processedPerS: (saturated.bids.sent - saturated.bids.errors) / saturated.spanS, accepted: saturated.bids.accepted,
        refused: saturated.bids.refused, acceptMs: saturated.accept, serverCpuPct: saturated.server?.meanCpu ?? null,
        harnessCpuPct: saturated.harnessCpuPct, ratio: saturated.bids.perS / sqlite,
      },
      offered: {
        offeredPerS: BIDS.offered, acceptedPerS: offered.bids.perS, sent: offered.bids.sent, accepted: offered.bids.accepted, refused: offered.bids.refused,
        acceptMs: offered.accept, serverCpuPct: offered.server?.meanCpu ?? null, harnessCpuPct: offered.harnessCpuPct,
      },
    },
    sqliteRowsPerS: sqlite, ratio, ratioMet: ratio >= 0.5,
  };
}

function report(label: string, r: MultiLotResult): MultiLotResult {
  console.log(`[bench] ${label}: ${r.lots} lots, ${r.acceptedPerS.toFixed(0)} accepted/s, ${r.answeredPerS.toFixed(0)} answered/s (${r.deferred} sent after the lot's previous answer), `
    + `latency p50 ${r.latencyMs.p50.toFixed(1)} p99 ${r.latencyMs.p99.toFixed(1)} ms, refused ${JSON.stringify(r.refused)}, errors ${r.errors}, `
    + `server cpu ${r.serverCpuPct?.toFixed(0) ?? '?'} % (${r.acceptedPerServerCpuS?.toFixed(0) ?? '?'} accepted per server CPU-second), harness cpu ${r.harnessCpuPct.toFixed(0)} %`);
  return r;
}

/**
 * The floor of the durable bid path: raw better-sqlite3, one single-row INSERT per transaction, in the durability
 * mode of the server (WAL, synchronous=FULL: every commit is fsynced), on the same disk as the server's DATA_DIR.
 * @returns committed rows per second
 */
function sqliteRowsPerSecond(rows = 4000): number {
  const dir = mkdtempSync(path.join(tmpdir(), 'sqlite-bench-'));
  const db = new Database(path.join(dir, 'bench.sqlite'));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec('CREATE TABLE lot_event (assets_id TEXT, seq INTEGER, type TEXT, payload TEXT, at INTEGER, PRIMARY KEY (assets_id, seq))');
    const insert = db.prepare('INSERT INTO lot_event VALUES (?, ?, ?, ?, ?)');
    const payload = JSON.stringify({ type: 'bid:placed', bidderCode: 'A023', price: 9_600_000, kind: 'bid', at: Date.now() });
    const one = db.transaction((seq: number) => insert.run('f'.repeat(32), seq, 'bid:placed', payload, Date.now()));
    const started = process.hrtime.bigint();
    for (let i = 1; i <= rows; i++) one(i);
    return rows / (Number(process.hrtime.bigint() - started) / 1e9);
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
