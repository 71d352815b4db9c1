import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Histogram } from './histogram';
import type { BidderConfig, BidderResult } from './ipc';
import { incrementAt } from './schedule';
import { connect, type BidAnswer, type LotConnection, type LotView } from './transport';
import { CpuMeter, inBatches, listen, SecondSeries, send } from './worker-common';

/**
 * Bidder worker process: one authenticated bid-room connection per token, firing the plan (planned bids on time, or
 * a closed loop at fixed concurrency) and timing each bid from `bid:place` to its ack (accept latency, ms).
 * Prices follow the lot as the bidders see it — the lowest valid price plus the planned steps — and always climb above
 * the previous price sent, so bids in flight together stay on the grid and in order (only a reorder refuses one).
 */

interface Bidder { conn: LotConnection; code: string | null }

let config: BidderConfig;
const bidders: Bidder[] = [];
let view: LotView = { seq: 0, phase: null, price: null, nextPrice: null, leaderCode: null };
let assetsId = '';
let lastSent: number | null = null;
let turn = 0;
const latency = new Histogram();
const series = new SecondSeries();
const acceptedBySecond = new Map<number, number>();
const refused: Record<string, number> = {};
let sent = 0;
let accepted = 0;
let errors = 0;
let firstSend: number | null = null;
let lastAck: number | null = null;
let stopped = false;
const cpu = new CpuMeter();

const observe = (next: Partial<LotView> & { seq: number }) => {
  if (next.seq < view.seq) return;
  view = { ...view, ...Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined)) } as LotView;
};

/** The price of the next bid (元, 2 decimals). */
function priceFor(steps: number): number {
  const inc = incrementAt(config.rules, view.price);
  const base = view.price === null ? config.rules.startPrice : view.nextPrice ?? view.price + inc;
  let price = base + steps * inc;
  if (lastSent !== null) price = Math.max(price, lastSent + incrementAt(config.rules, lastSent));
  return Math.round(price * 100) / 100;
}

/** The planned bidder, or the next one in turn when it leads (a leader may not outbid itself). */
function pick(index: number | null): Bidder {
  let i = index ?? turn++;
  for (let tries = 0; tries < bidders.length && bidders[i % bidders.length].code === view.leaderCode; tries++) i += 1;
  return bidders[i % bidders.length];
}

async function fire(index: number | null, steps: number): Promise<void> {
  const bidder = pick(index);
  const price = priceFor(steps);
  lastSent = price;
  const at = Date.now();
  firstSend ??= at;
  const t0 = performance.now();
  sent += 1;
  let answer: BidAnswer;
  try {
    answer = await bidder.conn.bid(assetsId, price, randomUUID());
  } catch {
    errors += 1;
    return;
  }
  const ms = performance.now() - t0;
  lastAck = Date.now();
  latency.record(ms);
  series.record(at, ms);
  if (answer.ok) {
    accepted += 1;
    const second = Math.floor((lastAck - series.startEpoch) / 1000);
    acceptedBySecond.set(second, (acceptedBySecond.get(second) ?? 0) + 1);
    observe({ seq: answer.seq, price: answer.price, leaderCode: answer.leaderCode });
  } else {
    refused[answer.code] = (refused[answer.code] ?? 0) + 1;
  }
}

async function run(startEpoch: number): Promise<void> {
  series.startEpoch = startEpoch;
  cpu.mark();
  const plan = config.plan;
  if (plan.kind === 'closed') {
    const end = startEpoch + plan.durationMs;
    const lane = async () => { while (!stopped && Date.now() < end) await fire(null, 0); };
    await Promise.all(Array.from({ length: plan.concurrency }, lane));
  } else {
    const inFlight: Array<Promise<void>> = [];
    for (let i = 0; i < plan.bids.length && !stopped;) {
      const wait = startEpoch + plan.bids[i].at - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      // Everything due by now goes out in this turn (timers are ~1 ms coarse; high rates come in small groups).
      while (i < plan.bids.length && startEpoch + plan.bids[i].at <= Date.now()) inFlight.push(fire(plan.bids[i].bidder, plan.bids[i++].steps));
    }
    await Promise.all(inFlight);
  }
  send({ type: 'done' });
}

function report(): void {
  stopped = true;
  for (const b of bidders) b.conn.close();
  const result: BidderResult = {
    role: 'bidders', bidders: config.tokens.length, connected: bidders.length, sent, accepted, refused, errors,
    latency: latency.toJSON(), perSecond: series.toJSON(), acceptedPerSecond: [...acceptedBySecond.entries()].sort((a, b) => a[0] - b[0]),
    firstSend, lastAck, cpuPct: cpu.percent(),
  };
  send({ type: 'result', result });
  setTimeout(() => process.exit(0), 200);
}

listen(async (message) => {
  switch (message.type) {
    case 'start': {
      config = message.config as BidderConfig;
      const failed = await inBatches(config.tokens, 25, async (token, i) => {
        const conn = await connect(config.transport, config.base, token);
        conn.onEvent((_name, payload) => observe(payload));
        bidders.push({ conn, code: config.codes[i] ?? null });
      });
      setInterval(() => send({ type: 'progress', count: accepted }), 1000).unref();
      return send({ type: 'connected', connected: bidders.length, failed });
    }
    case 'join':
      assetsId = message.assetsId;
      await inBatches(config.joinAll ? bidders : bidders.slice(0, 1), 25, async (b) => {
        const joined = await b.conn.join(assetsId);
        b.code = joined.myCode ?? b.code;
        observe(joined.view);
      });
      return send({ type: 'joined', view });
    case 'go':
      return void run(message.startEpoch);
    case 'final':
    case 'stop':
      return report();
  }
});
