import { BID_PATHS, LOT_EVENTS, type LotEvent, type LotEventsAnswer, type LotEventsBatch, type LotSnapshot } from '../../../contract/bid';
import { BID_NAMESPACE } from '../../../contract/realtime';
import { io } from 'socket.io-client';
import { envelope } from './http-client';
import { RULES_TYPE, type StreamLine } from './ndjson';

/**
 * Records a lot live from a running server, as a watcher would see it: joins the bid room first (so nothing falls
 * between), back-fills the log from GET /api-bid/lot/events, then keeps every broadcast event (`lot:events` batches) until the lot closes, `stop`
 * resolves (Ctrl-C) or the duration passes. `t` is the event's own time where the payload carries one (bid time,
 * close time), else the time it was sent (serverNow) — back-filled events without either inherit their predecessor's.
 */

type Payload = { seq: number; serverNow: number; bid?: { at: number } | null; outcome?: { closedAt: number } };
const timeOf = (p: Payload, live: boolean): number | null => p.bid?.at ?? p.outcome?.closedAt ?? (live ? p.serverNow : null);

export async function recordLive(target: URL, assetsId: string, opts: { durationMs: number; stop: Promise<void>; log: (s: string) => void }): Promise<StreamLine[]> {
  const socket = io(`${target.origin}${BID_NAMESPACE}`, { path: '/socket.io', transports: ['websocket'], forceNew: true });
  const events = new Map<number, { name: string; payload: Payload; at: number | null }>();
  let closed!: () => void;
  const closedP = new Promise<void>((resolve) => { closed = resolve; });
  socket.on(LOT_EVENTS, (batch: LotEventsBatch) => {
    if (batch.assetsId !== assetsId) return;
    for (const { name, payload } of batch.events) {
      if (events.has(payload.seq)) continue;
      events.set(payload.seq, { name, payload, at: timeOf(payload, true) });
      if (name === 'lot:closed') closed();
    }
  });
  await new Promise<void>((resolve, reject) => { socket.once('connect', resolve); socket.once('connect_error', reject); });
  const joined = await socket.timeout(10_000).emitWithAck('lot:join', { assetsId });
  if (joined.error) throw new Error(`lot:join: ${joined.error.msg}`);
  const snapshot = await envelope<LotSnapshot>(target, 'GET', `${BID_PATHS.snapshot}?assetsId=${assetsId}`);
  for (let after = 0; ;) {
    const page = await envelope<LotEventsAnswer>(target, 'GET', `${BID_PATHS.events}?assetsId=${assetsId}&afterSeq=${after}`);
    for (const e of page.events as LotEvent[]) {
      if (!events.has(e.payload.seq)) events.set(e.payload.seq, { name: e.name, payload: e.payload, at: timeOf(e.payload, false) });
    }
    if (!page.hasMore || page.events.length === 0) break;
    after = page.events[page.events.length - 1].payload.seq;
  }
  opts.log(`joined at seq ${snapshot.seq} (${snapshot.phase}); recording until the lot closes${snapshot.phase === 'closed' ? ' (already closed)' : ''}`);
  if (snapshot.phase !== 'closed') await Promise.race([closedP, opts.stop, new Promise((resolve) => setTimeout(resolve, opts.durationMs))]);
  socket.close();
  const ordered = [...events.entries()].sort((a, b) => a[0] - b[0]).map(([, e]) => e);
  let last = ordered.find((e) => e.at !== null)?.at ?? Date.now();
  const t0 = last;
  return [
    { seq: 0, type: RULES_TYPE, t: 0, payload: snapshot.rules as unknown as Record<string, unknown> },
    ...ordered.map((e) => {
      last = Math.max(last, e.at ?? last);
      return { seq: e.payload.seq, type: e.name as StreamLine['type'], t: last - t0, payload: e.payload as unknown as Record<string, unknown> };
    }),
  ];
}
