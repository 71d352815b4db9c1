import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { BID_NAMESPACE } from '../../../contract/realtime';
import { peekSeqAndTime } from './frame-peek';
import { connectSioWire } from './sio-wire-client';
import { stampReads } from './wake-clock';
import { LOT_EVENTS, type LotEventsBatch, type LotPhase } from '../../../contract/bid';

/**
 * The harness's view of one client connection, the same for the exchange's socket.io bid room and for the raw `ws`
 * baseline server of the benchmark (bench/raw-ws-server.ts), so both are measured by the same code. Money in 元,
 * times epoch ms.
 */

/** The part of a lot's state every broadcast repeats, enough to check a watcher ended where the server did. */
export interface LotView { seq: number; phase: LotPhase | null; price: number | null; nextPrice: number | null; leaderCode: string | null }
/** A bid's answer: accepted with its seq, or refused with the envelope code and the lowest acceptable price. */
export type BidAnswer = { ok: true; seq: number; price: number | null; leaderCode: string | null } | { ok: false; code: number; nextValidPrice?: number };
/**
 * A lot event as received — one call per event, also for the events of a `lot:events` batch, in the frame's order: its
 * name and payload (carrying seq and serverNow). Lean clients may pass only those two plus `parse`, which parses the
 * payload's JSON when its other fields are needed.
 */
export type EventHandler = (name: string, payload: EventPayload) => void;
/** What an {@link EventHandler} gets of one event: seq, serverNow (epoch ms), and the view fields or `parse` for them. */
export type EventPayload = { seq: number; serverNow: number; parse?: () => Partial<LotView> } & Partial<LotView>;

/** What a join answers: the lot as of the join, and the caller's own bidder code (null for a watcher). */
export interface Joined { view: LotView; myCode: string | null }

export interface LotConnection {
  timeSync(t0: number): Promise<number>;
  join(assetsId: string): Promise<Joined>;
  bid(assetsId: string, price: number, idempotencyKey: string): Promise<BidAnswer>;
  onEvent(handler: EventHandler): void;
  onClose(handler: (reason: string) => void): void;
  close(): void;
}

/**
 * Which client a run uses: the official socket.io client, the lean socket.io wire client (sio-wire-client.ts, for
 * watchers in their thousands), or the raw-ws baseline protocol.
 */
export type TransportKind = 'socket.io' | 'socket.io-wire' | 'ws';
/** Messages of the raw-ws baseline protocol: requests carry an id, the answer echoes it; broadcasts carry a name. */
export type RawWsRequest = { id: number; type: 'time:sync' | 'lot:join' | 'bid:place'; payload: Record<string, unknown> };
export type RawWsMessage = { id: number; answer: unknown } | { name: string; payload: Record<string, unknown> };

const ACK_TIMEOUT_MS = 15_000;
/** The ack of lot:join and of bid:place, as both bid-room clients read them. */
export type JoinAnswer = {
  data?: { snapshot?: LotView & { me?: { bidderCode: string | null } | null } };
  error?: { code: number; msg: string };
};
export type BidAck = { data?: { bid: { seq: number }; price: number | null; leaderCode: string | null }; error?: { code: number; nextValidPrice?: number } };

const joinedOf = (answer: JoinAnswer): Joined => {
  if (answer.error || !answer.data) throw new Error(`lot:join refused: ${answer.error?.msg ?? 'no answer'}`);
  const { snapshot } = answer.data;
  if (!snapshot) throw new Error('lot:join answered without a snapshot');
  const view: LotView = { seq: snapshot.seq, phase: snapshot.phase, price: snapshot.price, nextPrice: snapshot.nextPrice, leaderCode: snapshot.leaderCode };
  return { view, myCode: snapshot.me?.bidderCode ?? null };
};
const bidAnswerOf = (ack: BidAck): BidAnswer => (ack.data
  ? { ok: true, seq: ack.data.bid.seq, price: ack.data.price, leaderCode: ack.data.leaderCode }
  : { ok: false, code: ack.error?.code ?? 0, nextValidPrice: ack.error?.nextValidPrice });

/** Connects to the bid room (`/socket.io`, namespace /bid, websocket only); `token` makes it a bidder. */
export function connectSocketIo(base: string, token?: string): Promise<LotConnection> {
  const socket: Socket = io(`${base}${BID_NAMESPACE}`, {
    path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, timeout: 20_000, ...(token ? { auth: { token } } : {}),
  });
  const ask = (event: string, payload: unknown) => socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, payload);
  const conn: LotConnection = {
    timeSync: async (t0) => ((await ask('time:sync', { t0 })) as { serverNow: number }).serverNow,
    join: async (assetsId) => joinedOf((await ask('lot:join', { assetsId })) as JoinAnswer),
    bid: async (assetsId, price, idempotencyKey) => bidAnswerOf((await ask('bid:place', { assetsId, price, idempotencyKey })) as BidAck),
    onEvent: (handler) => socket.on(LOT_EVENTS, (batch: LotEventsBatch) => {
      for (const e of batch.events) handler(e.name, e.payload);
    }),
    onClose: (handler) => socket.on('disconnect', (reason) => handler(reason)),
    close: () => socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(conn));
    socket.once('connect_error', (err) => reject(err));
  });
}

/** A raw-ws broadcast as handlers get it: seq and serverNow peeked, the rest parsed on demand (as BatchedEvent). */
class RawEvent {
  constructor(readonly seq: number, readonly serverNow: number, private readonly text: string) {}

  parse(): Partial<LotView> {
    return (JSON.parse(this.text) as { payload: LotView }).payload;
  }
}

/** Connects to the raw-ws baseline server at `${base}/` with the same operations. */
export function connectRawWs(base: string): Promise<LotConnection> {
  const ws = new WebSocket(base.replace(/^http/, 'ws'));
  let nextId = 1;
  const waiting = new Map<number, (answer: unknown) => void>();
  const handlers: EventHandler[] = [];
  ws.on('message', (raw) => {
    const text = String(raw);
    // Broadcasts take the same lean path as the socket.io wire client, so both servers cost the harness alike.
    const peek = text.startsWith('{"name":"') ? peekSeqAndTime(text, text.indexOf('"payload":')) : null;
    if (peek) {
      const name = text.slice(9, text.indexOf('"', 9));
      const payload = new RawEvent(peek.seq, peek.serverNow, text);
      for (const h of handlers) h(name, payload);
      return;
    }
    const msg = JSON.parse(text) as RawWsMessage;
    if ('id' in msg) waiting.get(msg.id)?.(msg.answer);
    else for (const h of handlers) h(msg.name, msg.payload as Parameters<EventHandler>[1]);
  });
  const ask = (type: RawWsRequest['type'], payload: Record<string, unknown>) => new Promise<unknown>((resolve) => {
    const id = nextId++;
    waiting.set(id, (answer) => { waiting.delete(id); resolve(answer); });
    ws.send(JSON.stringify({ id, type, payload } satisfies RawWsRequest));
  });
  const conn: LotConnection = {
    timeSync: async (t0) => ((await ask('time:sync', { t0 })) as { serverNow: number }).serverNow,
    join: async (assetsId) => joinedOf((await ask('lot:join', { assetsId })) as JoinAnswer),
    bid: async (assetsId, price, idempotencyKey) => bidAnswerOf((await ask('bid:place', { assetsId, price, idempotencyKey })) as BidAck),
    onEvent: (handler) => void handlers.push(handler),
    onClose: (handler) => ws.on('close', (code) => handler(`close ${code}`)),
    close: () => ws.close(),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      stampReads(ws);
      resolve(conn);
    });
    ws.once('error', reject);
  });
}

/** Connects with the client of `kind`. */
export function connect(kind: TransportKind, base: string, token?: string): Promise<LotConnection> {
  if (kind === 'ws') return connectRawWs(base);
  return kind === 'socket.io-wire' ? connectSioWire(base, token) : connectSocketIo(base, token);
}
