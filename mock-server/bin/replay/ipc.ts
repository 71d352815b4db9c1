import type { HistogramJson } from './histogram';
import type { PlannedBid } from './schedule';
import type { SeqCounts } from './seq-tracker';
import type { LotView, TransportKind } from './transport';

/**
 * Messages between the replay coordinator and its worker processes (node:child_process fork, JSON over IPC).
 * Order: start → connected → join → joined → go → (bidders: done) → final → result; `stop` at any time makes a worker
 * close its sockets and answer `result` with what it has (Ctrl-C, time cap). Times are epoch ms; latencies ms.
 */

/** Pricing facts a bidder needs (元). */
export interface PriceRules { startPrice: number; increment: number; incrementTiers: Array<{ fromPrice: number; increment: number }> }

/** Watchers: `count` unauthenticated connections, sockets opened `connectBatch` at a time. */
export interface WatcherConfig { role: 'watchers'; base: string; transport: TransportKind; count: number; connectBatch: number }
/** How bidders fire: the planned bids on time (open loop), or `concurrency` bids in flight for `durationMs` (closed loop). */
export type BidPlan = { kind: 'schedule'; bids: PlannedBid[] } | { kind: 'closed'; concurrency: number; durationMs: number };
/**
 * Bidders: one authenticated connection per token, `codes[i]` the bidder code of `tokens[i]`. With `joinAll` every
 * bidder joins the lot's room like a bidder in the quote hall; otherwise only the first does (it keeps the shared view
 * of the lot), which spares the generator process from decoding every broadcast N times at high bid rates.
 */
export interface BidderConfig {
  role: 'bidders'; base: string; transport: TransportKind; tokens: string[]; codes: string[]; joinAll: boolean; rules: PriceRules; plan: BidPlan;
}
export type WorkerConfig = WatcherConfig | BidderConfig;

/** The server's state at the end, which every watcher must have reached. */
export interface FinalState extends LotView { assetsId: string }

export type ToWorker =
  | { type: 'start'; config: WorkerConfig }
  | { type: 'join'; assetsId: string }
  | { type: 'go'; startEpoch: number }
  | { type: 'final'; state: FinalState; waitMs: number }
  | { type: 'stop' };

/** Per-second series entry: second index since go → histogram (and counts for bidders). */
export type PerSecond = Array<[number, HistogramJson]>;

/** What the watchers of one worker saw. */
export interface WatcherResult {
  role: 'watchers'; watchers: number; connected: number; failed: number; disconnects: number; deliveries: number;
  latency: HistogramJson; perSecond: PerSecond; seq: SeqCounts; diverged: number; behind: number;
  clock: { maxRtt: number; minOffset: number; maxOffset: number };
  /** CPU use of this worker process from go to the end (% of one core). */
  cpuPct: number;
}
/** What the bidders of one worker did. */
export interface BidderResult {
  role: 'bidders'; bidders: number; connected: number; sent: number; accepted: number; refused: Record<string, number>; errors: number;
  latency: HistogramJson; perSecond: PerSecond; acceptedPerSecond: Array<[number, number]>; firstSend: number | null; lastAck: number | null;
  cpuPct: number;
}
export type WorkerResult = WatcherResult | BidderResult;

export type FromWorker =
  | { type: 'connected'; connected: number; failed: number }
  | { type: 'joined'; view: LotView | null }
  | { type: 'progress'; count: number }
  | { type: 'done' }
  | { type: 'result'; result: WorkerResult }
  | { type: 'fatal'; message: string };
