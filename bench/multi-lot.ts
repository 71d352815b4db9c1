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
 * Bids on several live lots at once, as an exchange runs them. Every lot gets `biddersPerLot` of the benchmark's
 * bidders (spread round-robin, each socket joining the rooms of its lots, so every broadcast and `lot:me` is in the
 * path). A bid always goes to the lot's next valid price as the sending side last saw it (from acks, refusals'
 * nextValidPrice and broadcasts), from one of the lot's bidders who does not lead it as far as known. Latency is
 * bid:place → ack (ms), for every answered bid. The load runs in the benchmark's own process (its CPU is reported).
 */

/** Closed loop: `perLot` bids in flight on each lot for `durationMs`; or open loop: `ratePerS` bids/s spread over the lots. */
export type MultiLotPlan = { kind: 'closed'; perLot: number; durationMs: number } | { kind: 'open'; ratePerS: number; durationMs: number };

export interface MultiLotResult {
  lots: number; biddersPerLot: number; sent: number; accepted: number; refused: Record<string, number>; errors: number; spanS: number;
  acceptedPerS: number; answeredPerS: number; latencyMs: Percentiles; serverCpuPct: number | null; harnessCpuPct: number;
}

type BenchLot = Awaited<ReturnType<typeof benchLot>>;
interface LotSide { assetsId: string; view: LotView; bidders: Array<{ conn: LotConnection; code: string }>; turn: number }

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
  const sides: LotSide[] = made.map((lot) => ({ assetsId: lot.assetsId, view: { seq: 0, phase: null, price: null, nextPrice: null, leaderCode: null }, bidders: [], turn: 0 }));
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
    await Promise.all(sides.flatMap((side) => Array.from({ length: plan.perLot }, () => lane(side))));
  } else {
    const inFlight: Array<Promise<void>> = [];
    const total = Math.floor((plan.ratePerS * plan.durationMs) / 1000);
    for (let i = 0; i < total;) {
      const due = started + (i * 1000) / plan.ratePerS;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      // Everything due by now goes out in this turn (timers are ~1 ms coarse), round-robin over the lots.
      while (i < total && started + (i * 1000) / plan.ratePerS <= performance.now()) inFlight.push(fire(sides[i++ % sides.length]));
    }
    await Promise.all(inFlight);
  }
  const spanS = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu0);
  const server = sampler.stop();
  for (const c of conns) c.close();
  const answered = sent - errors;
  return {
    lots, biddersPerLot, sent, accepted, refused, errors, spanS, acceptedPerS: accepted / spanS, answeredPerS: answered / spanS,
    latencyMs: percentiles(latency), serverCpuPct: server?.meanCpu ?? null, harnessCpuPct: ((used.user + used.system) / 1e6 / spanS) * 100,
  };
}
