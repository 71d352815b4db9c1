import type { BidSocketFactory, BidSocketLike } from '@streams/bid-room';
import type { BidRecord, LotEvent, LotEventsBatch, LotRules, LotSnapshot, LotViewer } from '@contract/bid';

type Listener = (...args: any[]) => void;
type Ack = (answer: unknown) => void;

/**
 * A stand-in for a socket.io client socket of namespace /bid: records what the client emits and lets a test play the
 * server (connect, drop, refuse, broadcast, answer commands through `serve`).
 */
export class FakeBidSocket implements BidSocketLike {
  connected = false;
  active = true;
  readonly emitted: { event: string; payload: unknown; ack?: Ack }[] = [];
  /** server behaviour per command; unanswered commands just wait */
  serve: Record<string, (payload: unknown, ack: Ack) => void> = {};
  private listeners = new Map<string, Set<Listener>>();
  private managerListeners = new Set<() => void>();
  readonly io = {
    on: (_e: 'reconnect_failed', l: () => void) => this.managerListeners.add(l),
    off: (_e: 'reconnect_failed', l: () => void) => this.managerListeners.delete(l),
  };

  constructor(readonly auth: { token?: string }) {}

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
  }
  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
  }
  emit(event: string, payload: unknown, ack?: Ack) {
    this.emitted.push({ event, payload, ack });
    if (ack) this.serve[event]?.(payload, ack);
  }
  disconnect() {
    if (!this.active) return;
    this.active = false;
    this.connected = false;
    this.fire('disconnect', 'io client disconnect');
  }
  /** what the client sent for `event` */
  sent(event: string) {
    return this.emitted.filter((e) => e.event === event);
  }
  fire(event: string, ...args: unknown[]) {
    [...(this.listeners.get(event) ?? [])].forEach((l) => l(...args));
  }
  listenerCount(event: string) {
    return this.listeners.get(event)?.size ?? 0;
  }
  // the server's side
  serverAccepts() {
    this.connected = true;
    this.fire('connect');
  }
  serverDrops() {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }
  serverRefuses() {
    this.fire('connect_error', new Error('websocket error'));
  }
  managerGivesUp() {
    this.managerListeners.forEach((l) => l());
  }
}

/** A socket factory that keeps every socket it made (newest last). */
export function fakeSockets(): { connect: BidSocketFactory; sockets: FakeBidSocket[]; last: () => FakeBidSocket } {
  const sockets: FakeBidSocket[] = [];
  return {
    sockets,
    connect: (auth) => {
      const socket = new FakeBidSocket(auth);
      sockets.push(socket);
      return socket;
    },
    last: () => sockets[sockets.length - 1],
  };
}

/** What a test's fake bid room answers: `lot:join` with `snapshot`, `bid:place` with `bidAnswer`; its sockets, newest last. */
export interface FakeRoom { sockets: FakeBidSocket[]; snapshot: unknown; bidAnswer: unknown }

/**
 * The socket.io-client module replaced by fake sockets serving `room` (the app's glue — token, api fetchers — stays
 * real): for `vi.mock('socket.io-client', …)` of a test that renders the quote hall, with `room` from `vi.hoisted`.
 */
export function fakeSocketIo(room: FakeRoom) {
  return {
    io: (_url: string, opts: { auth: { token?: string } }) => {
      const socket = new FakeBidSocket(opts.auth);
      socket.serve['lot:join'] = (_p, ack) => ack({ data: { snapshot: room.snapshot } });
      socket.serve['bid:place'] = (_p, ack) => ack(room.bidAnswer);
      socket.serve['time:sync'] = (p, ack) => ack({ t0: (p as { t0: number }).t0, serverNow: Date.now() });
      room.sockets.push(socket);
      queueMicrotask(() => socket.serverAccepts());
      return socket;
    },
  };
}

export const ASSETS_ID = 'a'.repeat(32);

export const rules = (over: Partial<LotRules> = {}): LotRules => ({
  mode: 'ongoing', modeLabel: '动态报价', startPrice: 100000, increment: 1000, incrementTiers: [], deposit: 20000, hasReserve: true,
  startAt: 0, endAt: 10_000_000, extensionWindowSec: 300, limitedPeriodSec: null, freeEndAt: null, minBiddersForLimited: null,
  revisionsAllowed: null, stage1EndAt: null, qualifyTopK: null, step: null, stepIntervalSec: null, floorPrice: null, onFirstTake: null,
  ascendingSec: null, priorityEnabled: true, priorityRule: '同等条件下优先购买权人优先', notes: ['竞价须知一'], ...over,
});

export const viewer = (over: Partial<LotViewer> = {}): LotViewer => ({
  bidderCode: 'A001', depositStatus: 'confirmed', priorityRank: null, eligible: true, qualified: true, leading: false,
  nextValidPrice: 101000, canMatch: false, canBid: true, reason: null, sealedBid: null, ...over,
});

export const snapshot = (seq: number, price: number | null, over: Partial<LotSnapshot> = {}): LotSnapshot => ({
  assetsId: ASSETS_ID, assetsName: '青山村集体林地经营权', priceType: 1, priceUnitName: '万元', seq, serverNow: 1_000_000, mode: 'ongoing', phase: 'ascending', price,
  premiumBase: 100000, increment: 1000, nextPrice: price === null ? 100000 : price + 1000, leaderCode: price === null ? null : 'B002',
  bids: [], bidCount: 0, bidderCount: 0, sealedCount: null, revealed: null, deadline: 2_000_000, paused: false, pauseReason: null,
  frozenRemainingMs: null, reserveMet: false, outcome: null, rules: rules(), me: viewer(), ...over,
});

export const bid = (seq: number, price: number, bidderCode = 'B002', at = 1_000_000 + seq): BidRecord => ({
  seq, bidderCode, price, at, status: 'leading', kind: 'bid',
});

/** A `bid:placed` lot event at `seq` making `price` the current price. */
export const placed = (seq: number, price: number, bidderCode = 'B002', over: Partial<LotEvent['payload']> = {}): LotEvent => ({
  name: 'bid:placed',
  payload: {
    assetsId: ASSETS_ID, seq, serverNow: 1_000_000 + seq, phase: 'ascending', price, nextPrice: price + 1000, leaderCode: bidderCode,
    bidCount: seq, deadline: 2_000_000, bid: bid(seq, price, bidderCode), sealedCount: null, reserveMet: false, ...over,
  } as LotEvent['payload'] & { bid: BidRecord },
} as LotEvent);

/** A `lot:events` broadcast carrying `events` (in the given order) with the last one's serverNow. */
export const batch = (...events: LotEvent[]): LotEventsBatch => ({
  assetsId: events[0]?.payload.assetsId ?? ASSETS_ID, serverNow: events.at(-1)?.payload.serverNow ?? 0, events,
});
