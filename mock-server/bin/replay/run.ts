import type { BidderResult, BidPlan, FinalState, PriceRules, WatcherResult } from './ipc';
import { sampleServer, type ServerStats } from './server-stats';
import type { TransportKind } from './transport';
import { splitWatchers, WorkerHandle } from './workers';

/**
 * One measured run, shared by `npm run replay` and the benchmarks: watcher processes connect and sync their clocks,
 * the bidder process connects, the lot is prepared (created and enrolled by the caller), everyone joins, the bidders
 * fire the plan from `startEpoch`, then every watcher is checked against the server's final state. `stop()` (Ctrl-C)
 * or the time cap ends it early with the partial results. Times epoch ms.
 */

export interface RunSpec {
  /** Client of the watchers and of the bidders (socket.io runs use the lean wire client for watchers, transport.ts). */
  base: string; transport: { watchers: TransportKind; bidders: TransportKind }; watchers: number; workers: number;
  bidders: { tokens: string[]; codes: string[]; joinAll: boolean; rules: PriceRules; plan: BidPlan };
  /** Called once every connection is open: creates/enrols the lot, returns it and when the plan's time 0 is. */
  prepareLot: () => Promise<{ assetsId: string; startEpoch: number }>;
  /** The server's final state (snapshot) once the bids are done. */
  finalState: (assetsId: string) => Promise<FinalState>;
  /** After the last ack: wait up to this long (ms) for the lot to close before taking the final state. */
  closeWaitMs: number;
  serverPid: number | null;
  /** Hard cap of the measured part (ms). */
  capMs: number;
  log: (line: string) => void;
}

export interface RunOutcome {
  watchers: WatcherResult[]; bidders: BidderResult | null; server: ServerStats | null; final: FinalState | null;
  assetsId: string | null; startEpoch: number; endEpoch: number; stoppedBy: 'done' | 'interrupt' | 'time-cap' | 'error'; error?: string;
}

const SETTLE_MS = 10_000;

export function startRun(spec: RunSpec): { outcome: Promise<RunOutcome>; stop: () => void } {
  let stopWith: ((why: 'interrupt') => void) | undefined;
  const stopped = new Promise<'interrupt'>((resolve) => { stopWith = resolve; });
  return { outcome: run(spec, stopped), stop: () => stopWith?.('interrupt') };
}

async function run(spec: RunSpec, stopped: Promise<'interrupt'>): Promise<RunOutcome> {
  const watchers = splitWatchers(spec.watchers, spec.workers).map((count) => new WorkerHandle({
    role: 'watchers', base: spec.base, transport: spec.transport.watchers, count, connectBatch: 50,
  }));
  const bidder = new WorkerHandle({ role: 'bidders', base: spec.base, transport: spec.transport.bidders, ...spec.bidders });
  const all = [...watchers, bidder];
  let stoppedBy: RunOutcome['stoppedBy'] = 'done';
  let error: string | undefined;
  let capTimer: NodeJS.Timeout | undefined;
  const cap = new Promise<'time-cap'>((resolve) => { capTimer = setTimeout(() => resolve('time-cap'), spec.capMs); });
  const guard = async <T>(p: Promise<T>): Promise<T | null> => {
    const STOP = Symbol('stop');
    let why: 'interrupt' | 'time-cap' = 'interrupt';
    const r = await Promise.race([p, stopped.then(() => STOP), cap.then(() => { why = 'time-cap'; return STOP; })]);
    if (r === STOP) {
      stoppedBy = why;
      return null;
    }
    return r as T;
  };
  let assetsId: string | null = null;
  let startEpoch = Date.now();
  let final: FinalState | null = null;
  let sampler: ReturnType<typeof sampleServer> | null = null;
  let progress: NodeJS.Timeout | undefined;
  try {
    const connectMs = 60_000 + spec.watchers * 40;
    const connected = await guard(Promise.all(all.map((w) => w.next('connected', connectMs))));
    if (!connected) throw new Error('stopped');
    spec.log(`connected: ${connected.slice(0, -1).reduce((n, c) => n + c.connected, 0)}/${spec.watchers} watchers, ${connected.at(-1)!.connected} bidders`);
    const lot = await guard(spec.prepareLot());
    if (!lot) throw new Error('stopped');
    ({ assetsId, startEpoch } = lot);
    for (const w of all) w.send({ type: 'join', assetsId });
    if (!(await guard(Promise.all(all.map((w) => w.next('joined', connectMs)))))) throw new Error('stopped');
    sampler = spec.serverPid ? sampleServer(spec.serverPid) : null;
    for (const w of all) w.send({ type: 'go', startEpoch });
    spec.log(`lot ${assetsId}: bids start ${Math.max(0, startEpoch - Date.now())} ms from now`);
    progress = setInterval(() => spec.log(`  t=${((Date.now() - startEpoch) / 1000).toFixed(0)} s  bids ${bidder.progress}  deliveries ${watchers.reduce((n, w) => n + w.progress, 0)}`), 5000);
    if (!(await guard(bidder.next('done', spec.capMs)))) throw new Error('stopped');
    if (spec.closeWaitMs > 0) await guard(waitForClose(spec, assetsId));
    final = await spec.finalState(assetsId);
  } catch (err) {
    if ((err as Error).message !== 'stopped') {
      stoppedBy = 'error';
      error = (err as Error).message;
    }
  } finally {
    clearTimeout(capTimer);
    clearInterval(progress);
  }
  const endEpoch = Date.now();
  const server = sampler?.stop() ?? null;
  for (const w of watchers) w.send(final ? { type: 'final', state: final, waitMs: SETTLE_MS } : { type: 'stop' });
  bidder.send({ type: 'stop' });
  const results = await Promise.all(all.map((w) => w.result(SETTLE_MS + 15_000)));
  for (const w of all) w.kill();
  return {
    watchers: results.filter((r): r is WatcherResult => r?.role === 'watchers'), bidders: (results.at(-1) as BidderResult | null) ?? null,
    server, final, assetsId, startEpoch, endEpoch, stoppedBy, error,
  };
}

/** Polls the snapshot until the lot is closed or `closeWaitMs` passes. */
async function waitForClose(spec: RunSpec, assetsId: string): Promise<void> {
  for (const until = Date.now() + spec.closeWaitMs; Date.now() < until;) {
    if ((await spec.finalState(assetsId)).phase === 'closed') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
