import { syncClock } from './clock-sync';
import { Histogram } from './histogram';
import type { FinalState, WatcherConfig, WatcherResult } from './ipc';
import { addCounts, noCounts, SeqTracker } from './seq-tracker';
import { receivedAt } from './wake-clock';
import { connect, type EventPayload, type LotConnection, type LotView } from './transport';
import { CpuMeter, inBatches, listen, SecondSeries, send, sleep } from './worker-common';

/**
 * Watcher worker process: opens `count` unauthenticated bid-room connections, synchronises each one's clock
 * (time:sync, min RTT), joins the lot and, for every event every watcher receives, records the delivery latency
 * (the synchronised receipt time − the event's serverNow, ms; receipt = when the event loop woke up with the frame,
 * wake-clock.ts) and checks its seq. At the end it compares
 * each watcher's last state with the server's final state.
 */

/** One watcher; `lastEvent` is the newest event when its payload is parsed into `view` only at the end (`parse`). */
interface Watcher {
  conn: LotConnection; offset: number; rtt: number; tracker: SeqTracker | null; early: number[]; view: LotView;
  lastEvent: EventPayload | null; closed: boolean;
}

const PROGRESS_MS = 1000;
/**
 * time:sync round trips per watcher; the fastest one sets the offset. 15, not 5: on a busy machine the fastest of 5 was
 * often a slow one (offset error up to ±rtt/2); the extra round trips cost no noticeable set-up time.
 */
const SYNC_SAMPLES = 15;
const SYNC_BATCH = 10;
let config: WatcherConfig;
const watchers: Watcher[] = [];
const latency = new Histogram();
const series = new SecondSeries();
let deliveries = 0;
let disconnects = 0;
let failed = 0;
let finished = false;
const cpu = new CpuMeter();

function onEvent(w: Watcher, payload: EventPayload): void {
  const ms = receivedAt() + w.offset - payload.serverNow;
  latency.record(ms);
  series.record(payload.serverNow, ms);
  deliveries += 1;
  if (w.tracker) w.tracker.see(payload.seq);
  else w.early.push(payload.seq);
  if (payload.seq > w.view.seq && payload.parse !== undefined) {
    w.view.seq = payload.seq;
    w.lastEvent = payload;
  } else if (payload.seq > w.view.seq) {
    w.lastEvent = null;
    w.view = {
      seq: payload.seq, phase: payload.phase ?? w.view.phase, price: payload.price === undefined ? w.view.price : payload.price,
      nextPrice: payload.nextPrice === undefined ? w.view.nextPrice : payload.nextPrice, leaderCode: payload.leaderCode === undefined ? w.view.leaderCode : payload.leaderCode,
    };
  }
}

async function open(): Promise<void> {
  const slots = Array.from({ length: config.count }, (_, i) => i);
  failed = await inBatches(slots, config.connectBatch, async () => {
    const conn = await connect(config.transport, config.base);
    const w: Watcher = { conn, offset: 0, rtt: Infinity, tracker: null, early: [], view: { seq: 0, phase: null, price: null, nextPrice: null, leaderCode: null }, lastEvent: null, closed: false };
    conn.onEvent((_name, payload) => onEvent(w, payload));
    conn.onClose(() => {
      if (!finished) disconnects += 1;
      w.closed = true;
    });
    watchers.push(w);
  });
  send({ type: 'connected', connected: watchers.length, failed });
  setInterval(() => send({ type: 'progress', count: deliveries }), PROGRESS_MS).unref();
}

/** Syncs each watcher's clock once all are connected (a connection storm would inflate the round trips), then joins. */
async function join(assetsId: string): Promise<void> {
  // Few syncs at a time: many concurrent round trips queue behind each other and blur the offsets.
  await inBatches(watchers, SYNC_BATCH, async (w) => {
    ({ offset: w.offset, rtt: w.rtt } = await syncClock((t0) => w.conn.timeSync(t0), SYNC_SAMPLES));
  });
  await inBatches(watchers, config.connectBatch, async (w) => {
    const { view } = await w.conn.join(assetsId);
    w.tracker = new SeqTracker(view.seq);
    if (view.seq > w.view.seq) {
      w.view = view;
      w.lastEvent = null;
    }
    for (const seq of w.early.splice(0)) w.tracker.see(seq);
  });
  send({ type: 'joined', view: watchers[0]?.view ?? null });
}

/** Waits up to `waitMs` for every watcher to reach `final`, then reports (final null: stopped early). */
async function report(final: FinalState | null, waitMs: number): Promise<void> {
  const target = final?.seq ?? Math.max(0, ...watchers.map((w) => w.tracker?.last ?? 0));
  const until = Date.now() + waitMs;
  while (Date.now() < until && watchers.some((w) => !w.closed && w.tracker && !w.tracker.complete(target))) await sleep(20);
  finished = true;
  let seq = noCounts();
  let diverged = 0;
  let behind = 0;
  for (const w of watchers) {
    if (w.lastEvent?.parse) {
      const p = w.lastEvent.parse();
      w.view = { seq: w.view.seq, phase: p.phase ?? null, price: p.price ?? null, nextPrice: p.nextPrice ?? null, leaderCode: p.leaderCode ?? null };
    }
    seq = addCounts(seq, (w.tracker ?? new SeqTracker(target)).summary(target));
    if (!w.tracker?.complete(target)) behind += 1;
    const v = w.view;
    if (final && (v.seq !== final.seq || v.price !== final.price || v.leaderCode !== final.leaderCode || v.phase !== final.phase)) diverged += 1;
    w.conn.close();
  }
  const synced = watchers.filter((w) => Number.isFinite(w.rtt));
  const offsets = synced.map((w) => w.offset);
  const result: WatcherResult = {
    role: 'watchers', watchers: config.count, connected: watchers.length, failed, disconnects, deliveries,
    latency: latency.toJSON(), perSecond: series.toJSON(), seq, diverged, behind,
    cpuPct: cpu.percent(),
    clock: { maxRtt: Math.max(0, ...synced.map((w) => w.rtt)), minOffset: Math.min(0, ...offsets), maxOffset: Math.max(0, ...offsets) },
  };
  send({ type: 'result', result });
  setTimeout(() => process.exit(0), 200);
}

listen(async (message) => {
  switch (message.type) {
    case 'start':
      config = message.config as WatcherConfig;
      return open();
    case 'join':
      return join(message.assetsId);
    case 'go':
      series.startEpoch = message.startEpoch;
      return cpu.mark();
    case 'final':
      return report(message.state, message.waitMs);
    case 'stop':
      return report(null, 0);
  }
});
