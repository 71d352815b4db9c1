import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOT_EVENTS, type LotEventsBatch } from '../../contract/bid';
import { createPushHub } from '../../mock-server/src/realtime/push-hub';
import { accessTokenFor, addVerifiedUsers, createTestLot, FIXED_NOW, listenRealtime, makeTestApp, type TestApp } from './helpers';

const CLIENTS = 50;
/** Bid commands per client: 50 × 20 = 1,000, retries included. */
const BIDS_PER_CLIENT = 20;
/** Most retries of one bid after a refusal (each with a fresh key and the price the refusal names). */
const RETRIES = 3;
const INCREMENT = 10;

/**
 * What one racing client knows: the lot as its broadcasts told it, the seqs it saw (to check for gaps) and when each
 * bid:placed arrived (performance.now, for the latency).
 */
interface Client {
  socket: Socket; userId: string; code: string; seqs: number[]; seq: number; price: number | null; leader: string | null; next: number;
  placedAt: Map<number, number>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

describe('1,000 bids from 50 clients racing on one ongoing lot through real sockets', () => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof listenRealtime>>;
  let lot: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    let clock = () => FIXED_NOW;
    const push = createPushHub(() => clock());
    t = await makeTestApp({ push });
    clock = t.now;
    const users = await addVerifiedUsers(t.db, CLIENTS, FIXED_NOW);
    ({ assetsId: lot } = await createTestLot(t.db, FIXED_NOW, {
      assetsName: '压力测试村 500 亩耕地经营权出租', mode: 'ongoing', startPrice: 10000, increment: INCREMENT, startAt: '-1m', endAt: '+1d',
    }, users.map((u) => u.loginName)));
    server = await listenRealtime(t, push);
    for (const u of users) {
      const token = await accessTokenFor(t.db, u.id, t.now);
      const socket = connect(`${server.base}/bid`, { path: '/socket.io', transports: ['websocket'], reconnection: false, auth: { token } });
      const client: Client = { socket, userId: u.id, code: '', seqs: [], seq: 0, price: null, leader: null, next: 10000, placedAt: new Map() };
      socket.on(LOT_EVENTS, (batch: LotEventsBatch) => {
        for (const { name, payload: e } of batch.events) {
          if (name === 'bid:placed') client.placedAt.set(e.seq, performance.now());
          if (e.seq <= client.seq) continue;
          client.seqs.push(e.seq);
          Object.assign(client, { seq: e.seq, price: e.price, leader: e.leaderCode, next: Math.max(client.next, e.nextPrice ?? 0) });
        }
      });
      const joined = await socket.timeout(5000).emitWithAck('lot:join', { assetsId: lot });
      Object.assign(client, { seq: joined.data.snapshot.seq, next: joined.data.snapshot.nextPrice, code: joined.data.snapshot.me.bidderCode });
      clients.push(client);
    }
  });
  afterAll(async () => {
    for (const c of clients) c.socket.close();
    await server?.close();
    await t?.close();
  });

  it('acknowledges each accepted bid exactly once, persists it, and leaves every client on the database state', async () => {
    const accepted: Array<{ seq: number; price: number; code: string; userId: string; sentAt: number; ackAt: number }> = [];
    const keys: string[] = [];
    const race = async (c: Client) => {
      let retries = 0;
      for (let sent = 0; sent < BIDS_PER_CLIENT; sent++) {
        // The leader cannot raise itself: wait (a little) until someone else bids.
        for (let i = 0; i < 50 && c.leader === c.code; i++) await sleep(2);
        const key = randomUUID();
        keys.push(key);
        const price = c.next;
        const sentAt = performance.now();
        const answer = await c.socket.timeout(10_000).emitWithAck('bid:place', { assetsId: lot, price, idempotencyKey: key });
        if (answer.data) {
          accepted.push({ seq: answer.data.bid.seq, price, code: answer.data.bid.bidderCode, userId: c.userId, sentAt, ackAt: performance.now() });
          c.next = Math.max(c.next, price + INCREMENT);
          retries = 0;
          continue;
        }
        expect([400, 403]).toContain(answer.error.code);
        if (answer.error.nextValidPrice) c.next = Math.max(c.next, answer.error.nextValidPrice);
        // Retry at once with the corrected price, a bounded number of times; then give the bid up and think a moment.
        if (++retries > RETRIES) {
          retries = 0;
          await sleep(Math.random() * 20);
        }
      }
    };
    const started = performance.now();
    await Promise.all(clients.map(race));
    const elapsed = performance.now() - started;
    expect(keys).toHaveLength(CLIENTS * BIDS_PER_CLIENT);
    expect(accepted.length).toBeGreaterThan(0);

    const events = await t.db.selectFrom('lotEvent').select(['seq', 'type', 'payload']).where('assetsId', '=', lot).orderBy('seq').execute();
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
    const placed = events.filter((e) => e.type === 'bid:placed').map((e) => ({ seq: e.seq, ...JSON.parse(e.payload) }));
    expect(placed).toHaveLength(accepted.length);
    const bySeq = new Map(placed.map((p) => [p.seq, p]));
    for (const a of accepted) expect(bySeq.get(a.seq), `seq ${a.seq}`).toMatchObject({ price: Math.round(a.price * 100), bidderCode: a.code });
    expect(new Set(accepted.map((a) => a.seq)).size).toBe(accepted.length);
    const stored = await t.db.selectFrom('bidIdempotency').select(['idempotencyKey', 'outcome']).where('assetsId', '=', lot).execute();
    // Only accepted commands leave an idempotency row (a refusal changes nothing and is remembered in memory).
    expect(stored).toHaveLength(accepted.length);
    expect(stored.every((s) => JSON.parse(s.outcome).ok)).toBe(true);

    const projection = await t.db.selectFrom('bidLot').select(['seq', 'currentPriceFen', 'leaderCode', 'biddingCount']).where('assetsId', '=', lot).executeTakeFirstOrThrow();
    expect(projection.seq).toBe(events.length);
    expect(projection.biddingCount).toBe(accepted.length);
    for (let i = 0; i < 100 && clients.some((c) => c.seq < projection.seq); i++) await new Promise((r) => setTimeout(r, 20));
    for (const c of clients) {
      expect({ seq: c.seq, price: c.price, leader: c.leader }).toEqual({
        seq: projection.seq, price: Number(projection.currentPriceFen) / 100, leader: projection.leaderCode,
      });
      expect(c.seqs).toEqual(c.seqs.map((_, i) => c.seqs[0] + i));
    }

    // Every other client's receipt of each accepted bid, measured from the moment its bidder got the ack.
    const latency = accepted.flatMap((a) => clients.filter((c) => c.userId !== a.userId)
      .map((c) => c.placedAt.get(a.seq)! - a.ackAt)).sort((x, y) => x - y);
    expect(latency.every((l) => Number.isFinite(l))).toBe(true);
    const roundTrip = accepted.map((a) => a.ackAt - a.sentAt).sort((x, y) => x - y);
    expect(latency.every((l) => Number.isFinite(l))).toBe(true);
    console.log(
      `[bid-load] ${keys.length} bid commands from ${CLIENTS} clients, ${accepted.length} accepted, `
      + `${keys.length - accepted.length} refused, in ${(elapsed / 1000).toFixed(2)} s; `
      + `ack→other clients' bid:placed (${latency.length} deliveries) median ${percentile(latency, 50).toFixed(2)} ms, `
      + `p99 ${percentile(latency, 99).toFixed(2)} ms; `
      + `send→ack median ${percentile(roundTrip, 50).toFixed(2)} ms, p99 ${percentile(roundTrip, 99).toFixed(2)} ms`,
    );
  }, 60_000);

  it('delivers each of 1,000 further bids, placed in turns, to the 49 other clients soon after its ack', async () => {
    const TURN_BIDS = 1000;
    const acks = new Map<number, { ackAt: number; userId: string }>();
    const firstSeq = clients[0].seq + 1;
    await new Promise<void>((resolve, reject) => {
      // Whoever's turn the new seq names bids the next valid price at once: one bid in flight, 49 listeners.
      const fire = async (c: Client, price: number) => {
        const answer = await c.socket.timeout(10_000).emitWithAck('bid:place', { assetsId: lot, price, idempotencyKey: randomUUID() });
        if (!answer.data) return reject(new Error(answer.error.msg));
        acks.set(answer.data.bid.seq, { ackAt: performance.now(), userId: c.userId });
        if (acks.size === TURN_BIDS) resolve();
      };
      clients.forEach((c, i) => c.socket.on(LOT_EVENTS, (batch: LotEventsBatch) => {
        for (const { name, payload: e } of batch.events) {
          if (name === 'bid:placed' && e.seq - firstSeq + 1 < TURN_BIDS && (e.seq + 1) % CLIENTS === i) void fire(c, e.nextPrice!);
        }
      }));
      // Any non-leader opens, except the client whose turn the next seq is (it would be raising itself).
      const opener = clients.find((c, i) => c.leader !== c.code && i !== (firstSeq + 1) % CLIENTS)!;
      void fire(opener, opener.next);
    });
    await sleep(50);
    const latency = [...acks].flatMap(([seq, a]) => clients.filter((c) => c.userId !== a.userId).map((c) => c.placedAt.get(seq)! - a.ackAt))
      .sort((x, y) => x - y);
    expect(latency.every((l) => Number.isFinite(l))).toBe(true);
    const placed = await t.db.selectFrom('lotEvent').select('seq').where('assetsId', '=', lot).where('type', '=', 'bid:placed').where('seq', '>=', firstSeq).execute();
    expect(placed.map((p) => p.seq).sort((a, b) => a - b)).toEqual([...acks.keys()].sort((a, b) => a - b));
    console.log(`[bid-load] ${TURN_BIDS} bids in turns: ack→other clients' bid:placed (${latency.length} deliveries) `
      + `median ${percentile(latency, 50).toFixed(2)} ms, p99 ${percentile(latency, 99).toFixed(2)} ms`);
  }, 60_000);
});
