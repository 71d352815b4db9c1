import WebSocket from 'ws';
import { BID_NAMESPACE } from '../../../contract/realtime';
import { LOT_EVENTS, type LotEventsBatch } from '../../../contract/bid';
import { peekBatch, type PeekedEvent } from './frame-peek';
import type { BidAck, EventHandler, JoinAnswer, LotConnection, LotView } from './transport';
import { stampReads } from './wake-clock';

/**
 * A lean bid-room client for the many watchers: it speaks the socket.io v5 / engine.io v4 wire protocol directly over
 * one `ws` websocket (text packets only — the bid room sends no binary), so decoding a delivery costs one JSON.parse.
 * With thousands of watchers per process the official client's per-message overhead would otherwise make the
 * harness, not the server, the bottleneck, and the raw-ws baseline (transport.ts) pays the same client cost:
 * each delivered event's seq and serverNow are peeked from the text (frame-peek.ts), the payload parsed only when
 * needed. Lot events come as `lot:events` batches (contract/bid.ts): the handlers get one call per event.
 * Packets: engine.io `0` open, `2` ping → `3` pong, `4` message; socket.io inside `4`: `0` connect, `2` event,
 * `3` ack, `4` connect error, each `/bid,` prefixed, events and acks as JSON arrays after an optional ack id.
 */

const PREFIX = `${BID_NAMESPACE},`;
/** How a lot batch / a `lot:me` event's body (after the namespace) starts. */
const BATCH_EVENT = `["${LOT_EVENTS}",`;
const ME_EVENT = '["lot:me",';

/**
 * What a handler gets of one event of a batch frame: seq and serverNow as peeked, the rest parsed from the frame's
 * text on demand. A class, not a closure per event: this is made for every event of every watcher.
 */
class BatchedEvent {
  constructor(readonly seq: number, readonly serverNow: number, private readonly body: string, private readonly index: number) {}

  parse(): Partial<LotView> {
    return (JSON.parse(this.body) as [string, LotEventsBatch])[1].events[this.index].payload;
  }
}

export function connectSioWire(base: string, token?: string): Promise<LotConnection> {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, { perMessageDeflate: false });
  const handlers: EventHandler[] = [];
  const acks = new Map<number, (value: unknown) => void>();
  let nextId = 0;
  let ready: { resolve: () => void; reject: (err: Error) => void };
  const opened = new Promise<void>((resolve, reject) => { ready = { resolve, reject }; });

  ws.on('message', (raw) => {
    const text = String(raw);
    switch (text[0]) {
      case '0':
        return ws.send(`40${PREFIX}${token ? JSON.stringify({ token }) : ''}`);
      case '2':
        return ws.send('3');
      case '4':
        break;
      default:
        return;
    }
    const kind = text[1];
    const body = text.startsWith(PREFIX, 2) ? text.slice(2 + PREFIX.length) : text.slice(2);
    if (kind === '0') return ready.resolve();
    if (kind === '4') return ready.reject(new Error(`namespace refused: ${body}`));
    const bracket = body.indexOf('[');
    if (kind === '2' && bracket === 0) {
      if (body.startsWith(ME_EVENT)) return; // personal, not a lot event (watchers get none anyway)
      const events = body.startsWith(BATCH_EVENT) ? peekBatch(body, BATCH_EVENT.length) : null;
      if (events) return deliver(events, body);
    }
    const id = bracket > 0 ? Number(body.slice(0, bracket)) : null;
    const args = JSON.parse(body.slice(bracket)) as unknown[];
    if (kind === '3' && id !== null) {
      acks.get(id)?.(args[0]);
      acks.delete(id);
    } else if (kind === '2') {
      const [name, batch] = args as [string, LotEventsBatch];
      if (name === LOT_EVENTS && Array.isArray(batch?.events)) for (const e of batch.events) for (const h of handlers) h(e.name, e.payload);
    }
  });
  ws.once('open', () => stampReads(ws));
  ws.once('error', (err) => ready.reject(err));
  // One call per event of the frame; `parse` reads the whole frame only if the event's other fields are wanted.
  function deliver(events: PeekedEvent[], body: string): void {
    for (let i = 0; i < events.length; i++) {
      const e = events[i];
      const payload = new BatchedEvent(e.seq, e.serverNow, body, i);
      for (const h of handlers) h(e.name, payload);
    }
  }

  const ask = <T>(event: string, payload: unknown) => new Promise<T>((resolve, reject) => {
    const id = nextId++;
    const timer = setTimeout(() => { acks.delete(id); reject(new Error(`${event}: no ack in 15 s`)); }, 15_000);
    acks.set(id, (v) => { clearTimeout(timer); resolve(v as T); });
    ws.send(`42${PREFIX}${id}${JSON.stringify([event, payload])}`);
  });
  const conn: LotConnection = {
    timeSync: async (t0) => (await ask<{ serverNow: number }>('time:sync', { t0 })).serverNow,
    join: async (assetsId) => {
      const answer = await ask<JoinAnswer>('lot:join', { assetsId });
      const snapshot = answer?.data?.snapshot;
      if (!snapshot) throw new Error(`lot:join refused: ${answer?.error?.msg ?? 'no snapshot'}`);
      return { view: { seq: snapshot.seq, phase: snapshot.phase, price: snapshot.price, nextPrice: snapshot.nextPrice, leaderCode: snapshot.leaderCode }, myCode: snapshot.me?.bidderCode ?? null };
    },
    bid: async (assetsId, price, idempotencyKey) => {
      const ack = await ask<BidAck>('bid:place', { assetsId, price, idempotencyKey });
      return ack.data ? { ok: true, seq: ack.data.bid.seq, price: ack.data.price, leaderCode: ack.data.leaderCode } : { ok: false, code: ack.error?.code ?? 0, nextValidPrice: ack.error?.nextValidPrice };
    },
    onEvent: (handler) => void handlers.push(handler),
    onClose: (handler) => ws.on('close', (code) => handler(`close ${code}`)),
    close: () => ws.close(),
  };
  return opened.then(() => conn);
}
