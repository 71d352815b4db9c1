import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Account } from '../mock-server/bin/replay/accounts';
import { Histogram } from '../mock-server/bin/replay/histogram';
import { incrementAt } from '../mock-server/bin/replay/schedule';
import { sampleServer } from '../mock-server/bin/replay/server-stats';
import { percentiles, type Percentiles } from '../mock-server/bin/replay/summary';
import { connect, type LotConnection, type LotView } from '../mock-server/bin/replay/transport';
import { inBatches } from '../mock-server/bin/replay/worker-common';
import type { ExchangeProcess } from './exchange-process';
import { BENCH_RULES, benchLot } from './harness';

/**
 * Bids on many live lots at once, as an exchange runs them. Every lot gets `biddersPerLot` of the benchmark's
 * bidders (spread round-robin, so each bidder is in several lots; each socket joins the rooms of its lots, so every
 * broadcast and `lot:me` is in the path). A bidder bids after seeing the current price, as on a real exchange: **a
 * lot has at most one bid in flight** — the next bid on it is sent only once the previous one is answered — at the
 * lot's next valid price as last seen (acks, refusals' nextValidPrice, broadcasts), from one of the lot's bidders who
 * does not lead it. Bids on different lots run concurrently. Latency is bid:place sent → ack received (ms), for every
 * answered bid. The load runs in the benchmark's own process (its CPU is reported).
 */

/**
 * Closed loop: every lot bids back to back (one in flight per lot) for `durationMs`. Open loop: `ratePerS` bids/s
 * offered, due round-robin over the lots; a bid due while its lot's previous bid is in flight is sent when that one is
 * answered (counted in `deferred`), so bids on a lot never race.
 */
export type MultiLotPlan = { kind: 'closed'; durationMs: number } | { kind: 'open'; ratePerS: number; durationMs: number };

export interface MultiLotResult {
  lots: number; biddersPerLot: number; sent: number; deferred: number; accepted: number; refused: Record<string, number>; errors: number;
  spanS: number; acceptedPerS: number; answeredPerS: number; latencyMs: Percentiles; serverCpuPct: number | null; harnessCpuPct: number;
  /** Accepted bids per second of server CPU (accepted ÷ server CPU-seconds over the span): the cost per bid, comparable across loads. */
  acceptedPerServerCpuS: number | null;
}

type BenchLot = Awaited<ReturnType<typeof benchLot>>;
interface LotSide { assetsId: string; view: LotView; bidders: Array<{ conn: LotConnection; code: string }>; turn: number; busy: boolean; due: number }

/** `count` fresh open lots (benchLot), made four at a time. */
export async function benchLots(ex: ExchangeProcess, accounts: Account[], count: number): Promise<BenchLot[]> {
  const made: BenchLot[] = [];
  await inBatches(Array.from({ length: count }, (_, i) => i), 4, async (i) => { made[i] = await benchLot(ex, accounts); });
  return made;
}

/** Connects the bidders to `made` (lots open on the exchange), runs `plan` and returns what was answered. */
export async function multiLotRun(ex: ExchangeProcess, accounts: Account[], made: BenchLot[], biddersPerLot: number, plan: MultiLotPlan): Promise<MultiLotResult> {
  const lots = made.length;
  const conns: LotConnection[] = [];
  await inBatches(accounts, 10, async (a) => { conns[a.index] = await connect('socket.io', ex.base.origin, a.token); });
  const sides: LotSide[] = made.map((lot) => ({ assetsId: lot.assetsId, view: { seq: 0, phase: null, price: null, nextPrice: null, leaderCode: null }, bidders: [], turn: 0, busy: false, due: 0 }));
  const byId = new Map(sides.map((s) => [s.assetsId, s]));
  const observe = (side: LotSide, next: Partial<LotView> & { seq: number }) => {
    if (next.seq < side.view.seq) return;
    side.view = { ...side.view, ...Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined)) } as LotView;
  };
  for (const c of conns) c.onEvent((_name, payload) => {
    const side = byId.get((payload as { assetsId?: string }).assetsId ?? '');
    if (side) observe(side, payload);
  });
  for (const [l, side] of sides.entries()) {
    for (let k = 0; k < biddersPerLot; k++) {
      const a = accounts[(l * biddersPerLot + k) % accounts.length];
      const joined = await conns[a.index].join(side.assetsId);
      observe(side, joined.view);
      side.bidders.push({ conn: conns[a.index], code: joined.myCode ?? made[l].codes[a.index] });
    }
  }

  const latency = new Histogram();
  const refused: Record<string, number> = {};
  let sent = 0;
  let deferred = 0;
  let accepted = 0;
  let errors = 0;
  const fire = async (side: LotSide): Promise<void> => {
    let bidder = side.bidders[side.turn++ % side.bidders.length];
    for (let i = 0; i < side.bidders.length && bidder.code === side.view.leaderCode; i++) bidder = side.bidders[side.turn++ % side.bidders.length];
    const price = side.view.nextPrice ?? BENCH_RULES.startPrice;
    sent += 1;
    const t0 = performance.now();
    try {
      const answer = await bidder.conn.bid(side.assetsId, price, randomUUID());
      latency.record(performance.now() - t0);
      if (answer.ok) {
        accepted += 1;
        if (answer.price !== null) observe(side, { seq: answer.seq, price: answer.price, leaderCode: answer.leaderCode, nextPrice: answer.price + incrementAt(BENCH_RULES, answer.price) });
      } else {
        refused[answer.code] = (refused[answer.code] ?? 0) + 1;
        if (answer.nextValidPrice !== undefined && answer.nextValidPrice > (side.view.nextPrice ?? 0)) side.view = { ...side.view, nextPrice: answer.nextValidPrice };
      }
    } catch {
      errors += 1;
    }
  };

  const sampler = sampleServer(ex.pid);
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  const end = started + plan.durationMs;
  if (plan.kind === 'closed') {
    const lane = async (side: LotSide) => { while (performance.now() < end) await fire(side); };
    await Promise.all(sides.map(lane));
  } else {
    // One lane per lot: it sends the lot's due bids one after another, each once the previous one is answered.
    const lanes = new Map<LotSide, Promise<void>>();
    const lane = async (side: LotSide) => {
      for (; side.due > 0; side.due -= 1) await fire(side);
      side.busy = false;
    };
    const total = Math.floor((plan.ratePerS * plan.durationMs) / 1000);
    for (let i = 0; i < total;) {
      const due = started + (i * 1000) / plan.ratePerS;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      // Everything due by now is handed to its lot in this turn (timers are ~1 ms coarse), round-robin over the lots.
      while (i < total && started + (i * 1000) / plan.ratePerS <= performance.now()) {
        const side = sides[i++ % sides.length];
        side.due += 1;
        if (side.busy) deferred += 1;
        else {
          side.busy = true;
          lanes.set(side, lane(side));
        }
      }
    }
    await Promise.all(lanes.values());
  }
  const spanS = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu0);
  const server = sampler.stop();
  for (const c of conns) c.close();
  const answered = sent - errors;
  return {
    lots, biddersPerLot, sent, deferred, accepted, refused, errors, spanS, acceptedPerS: accepted / spanS, answeredPerS: answered / spanS,
    latencyMs: percentiles(latency), serverCpuPct: server?.meanCpu ?? null, harnessCpuPct: ((used.user + used.system) / 1e6 / spanS) * 100,
    acceptedPerServerCpuS: server?.meanCpu ? accepted / (spanS * (server.meanCpu / 100)) : null,
  };
}
