import { Histogram } from './histogram';
import type { PerSecond } from './ipc';
import type { RunOutcome } from './run';
import { addCounts, noCounts, type SeqCounts } from './seq-tracker';

/**
 * The numbers of one run, merged over worker processes: rates per second, latency percentiles in ms, seq checks,
 * server usage, and the per-second series and histograms the HTML report plots.
 */

/** p50 / p95 / p99 / max and the sample count of a latency (ms). */
export interface Percentiles { n: number; p50: number; p95: number; p99: number; max: number; mean: number }
/** One second of the run: delivery and accept latency percentiles (ms) and counts. */
export interface SecondRow { s: number; deliveries: number; dP50: number; dP99: number; dMax: number; bids: number; aP50: number; aP99: number; aMax: number }

export interface Summary {
  ok: boolean; stoppedBy: RunOutcome['stoppedBy']; error?: string; spanS: number;
  bids: { sent: number; accepted: number; refused: Record<string, number>; errors: number; perS: number };
  deliveries: { total: number; perS: number };
  accept: Percentiles; delivery: Percentiles;
  seq: SeqCounts & { diverged: number; behind: number };
  watchers: { wanted: number; connected: number; failed: number; disconnects: number; maxRttMs: number; offsetRangeMs: [number, number] };
  server: RunOutcome['server'];
  /** CPU of the harness's processes (% of one core each, summed): near the core count, the harness was the limit. */
  harnessCpuPct: { watchers: number; bidders: number };
  final: RunOutcome['final'];
  series: SecondRow[];
  histograms: { delivery: Array<[number, number]>; accept: Array<[number, number]> };
}

export function percentiles(h: Histogram): Percentiles {
  return { n: h.n, p50: h.percentile(50), p95: h.percentile(95), p99: h.percentile(99), max: h.n ? h.max : NaN, mean: h.mean() };
}

function mergeSeries(lists: PerSecond[]): Map<number, Histogram> {
  const out = new Map<number, Histogram>();
  for (const list of lists) for (const [s, h] of list) out.set(s, (out.get(s) ?? new Histogram()).merge(h));
  return out;
}

/** Merges a run's worker results into its summary; `wanted` is the number of watchers asked for. */
export function summarise(outcome: RunOutcome, wanted: number): Summary {
  const delivery = new Histogram();
  let seq = noCounts();
  let diverged = 0;
  let behind = 0;
  const w = { connected: 0, failed: 0, disconnects: 0, deliveries: 0, maxRtt: 0, minOffset: 0, maxOffset: 0 };
  for (const r of outcome.watchers) {
    delivery.merge(r.latency);
    seq = addCounts(seq, r.seq);
    diverged += r.diverged;
    behind += r.behind;
    Object.assign(w, {
      connected: w.connected + r.connected, failed: w.failed + r.failed, disconnects: w.disconnects + r.disconnects, deliveries: w.deliveries + r.deliveries,
      maxRtt: Math.max(w.maxRtt, r.clock.maxRtt), minOffset: Math.min(w.minOffset, r.clock.minOffset), maxOffset: Math.max(w.maxOffset, r.clock.maxOffset),
    });
  }
  const b = outcome.bidders;
  const accept = b ? Histogram.from(b.latency) : new Histogram();
  // At least a second, so a run stopped after a bid or two does not report a rate from one round trip.
  const spanS = Math.max(1, b?.firstSend && b.lastAck ? (b.lastAck - b.firstSend) / 1000 : (outcome.endEpoch - outcome.startEpoch) / 1000);
  const dSeries = mergeSeries(outcome.watchers.map((r) => r.perSecond));
  const aSeries = mergeSeries(b ? [b.perSecond] : []);
  const seconds = [...new Set([...dSeries.keys(), ...aSeries.keys()])].filter((s) => s >= 0).sort((x, y) => x - y);
  const series = seconds.map((s) => {
    const d = dSeries.get(s) ?? new Histogram();
    const a = aSeries.get(s) ?? new Histogram();
    return { s, deliveries: d.n, dP50: d.percentile(50), dP99: d.percentile(99), dMax: d.max, bids: a.n, aP50: a.percentile(50), aP99: a.percentile(99), aMax: a.max };
  });
  const busy = series.filter((r) => r.deliveries > 0);
  const deliverySpan = busy.length ? busy[busy.length - 1].s - busy[0].s + 1 : spanS;
  const ok = seq.lost === 0 && seq.reordered === 0 && diverged === 0 && outcome.stoppedBy !== 'error';
  return {
    ok, stoppedBy: outcome.stoppedBy, error: outcome.error, spanS,
    bids: { sent: b?.sent ?? 0, accepted: b?.accepted ?? 0, refused: b?.refused ?? {}, errors: b?.errors ?? 0, perS: (b?.accepted ?? 0) / spanS },
    deliveries: { total: w.deliveries, perS: w.deliveries / deliverySpan },
    accept: percentiles(accept), delivery: percentiles(delivery),
    seq: { ...seq, diverged, behind },
    watchers: { wanted, connected: w.connected, failed: w.failed, disconnects: w.disconnects, maxRttMs: w.maxRtt, offsetRangeMs: [w.minOffset, w.maxOffset] },
    server: outcome.server, final: outcome.final, series,
    harnessCpuPct: { watchers: outcome.watchers.reduce((n, r) => n + r.cpuPct, 0), bidders: b?.cpuPct ?? 0 },
    histograms: { delivery: delivery.entries(), accept: accept.entries() },
  };
}

const fmt = (v: number) => (Number.isFinite(v) ? v.toFixed(v < 10 ? 2 : 1) : '—');
const line = (p: Percentiles) => `p50 ${fmt(p.p50)}  p95 ${fmt(p.p95)}  p99 ${fmt(p.p99)}  max ${fmt(p.max)} ms  (n=${p.n})`;

/** The printed form of a summary: one block of aligned lines, latencies in ms, rates per second. */
export function formatSummary(s: Summary, params: Record<string, unknown>): string {
  const refused = Object.entries(s.bids.refused).map(([code, n]) => `${n}×${code}`).join(', ') || 'none';
  const server = s.server
    ? `cpu mean ${s.server.meanCpu.toFixed(0)} % / max ${s.server.maxCpu.toFixed(0)} % of one core, rss max ${s.server.maxRssMiB.toFixed(0)} MiB (pid ${s.server.pid})`
    : 'not sampled (remote target or pid unknown)';
  const final = s.final ? `seq ${s.final.seq}, ${s.final.phase}, price ${s.final.price ?? '—'}, leader ${s.final.leaderCode ?? '—'}` : 'not taken';
  return [
    `replay ${s.ok ? 'OK' : 'FAILED'}${s.stoppedBy !== 'done' ? ` (stopped: ${s.stoppedBy}${s.error ? ` — ${s.error}` : ''})` : ''}`,
    `  parameters      ${Object.entries(params).map(([k, v]) => `${k}=${v}`).join(' ')}`,
    `  bids            ${s.bids.accepted} accepted of ${s.bids.sent} sent in ${s.spanS.toFixed(1)} s = ${s.bids.perS.toFixed(1)} bids/s; refused ${refused}; errors ${s.bids.errors}`,
    `  deliveries      ${s.deliveries.total} = ${s.deliveries.perS.toFixed(0)} /s to ${s.watchers.connected}/${s.watchers.wanted} watchers (${s.watchers.failed} failed to connect, ${s.watchers.disconnects} dropped)`,
    `  accept latency  ${line(s.accept)}`,
    `  delivery lat.   ${line(s.delivery)}`,
    `  seq checks      lost ${s.seq.lost}, duplicate ${s.seq.duplicates}, reordered ${s.seq.reordered}, stale-after-join ${s.seq.stale}; `
      + `${s.seq.diverged} watchers off the final state, ${s.seq.behind} not caught up`,
    `  final state     ${final}`,
    `  clock sync      max min-RTT ${fmt(s.watchers.maxRttMs)} ms, offsets ${fmt(s.watchers.offsetRangeMs[0])}…${fmt(s.watchers.offsetRangeMs[1])} ms`,
    `  server          ${server}`,
    `  harness         watcher processes ${s.harnessCpuPct.watchers.toFixed(0)} %, bidder process ${s.harnessCpuPct.bidders.toFixed(0)} % of one core`,
  ].join('\n');
}
