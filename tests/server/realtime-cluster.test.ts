import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { PushMessage } from '../../contract/realtime';
import { redisBus, type ClusterBus } from '../../mock-server/src/cluster/bus';
import { createPushHub, type PushHub } from '../../mock-server/src/realtime/push-hub';
import { attachRealtime } from '../../mock-server/src/realtime/socket-server';

const REDIS_URL = process.env.REDIS_URL;

/** One server process of a deployment, in this test process: its own bus, push hub and socket.io on its own port. */
interface Proc { bus: ClusterBus; hub: PushHub; io: Server; base: string }

/** Tokens of this test: `tok-<userId>`, session family `fam-<userId>`, valid for an hour. */
const identity = async (token: string) => (token.startsWith('tok-')
  ? { userId: token.slice(4), familyId: `fam-${token.slice(4)}`, expiresAt: Date.now() + 3_600_000 } : null);

async function startProc(): Promise<Proc> {
  const bus = await redisBus(REDIS_URL!);
  const hub = createPushHub(Date.now, {}, bus);
  hub.useServices({ verify: identity, lotExists: () => true });
  const server = http.createServer();
  const io = attachRealtime(server, { push: hub, now: Date.now, cluster: { bus, redisUrl: REDIS_URL! } });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { bus, hub, io, base: `127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Every /push message of one socket, and a wait for the first one matching a predicate (already seen or to come). */
class Inbox {
  readonly seen: any[] = [];
  private waiters: Array<{ match: (m: any) => boolean; resolve: (m: any) => void }> = [];
  constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw));
      this.seen.push(m);
      this.waiters = this.waiters.filter((w) => !(w.match(m) && (w.resolve(m), true)));
    });
  }
  next(match: (m: any) => boolean): Promise<any> {
    const found = this.seen.find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve) => this.waiters.push({ match, resolve }));
  }
  count(match: (m: any) => boolean): number {
    return this.seen.filter(match).length;
  }
}

/**
 * Resolves with `wait` once it settles, calling `poke` every 20 ms until then: the bus subscribes asynchronously
 * (bus.ts), so a first fan-out may be published before another process listens.
 */
async function poking<T>(wait: Promise<T>, poke: () => void): Promise<T> {
  poke();
  const timer = setInterval(poke, 20);
  try {
    return await wait;
  } finally {
    clearInterval(timer);
  }
}

describe.skipIf(!REDIS_URL)('several server processes over Redis (needs REDIS_URL; skipped without it)', () => {
  let a: Proc;
  let b: Proc;
  const sockets: WebSocket[] = [];
  const clients: ClientSocket[] = [];
  // Unique per run: other runs may share this Redis, and a user id or lot of theirs must not match ours.
  const run = randomUUID().slice(0, 8);
  const lot = randomBytes(16).toString('hex');
  let marks = Date.now() * 1000;
  const hallMark = (): PushMessage => ({ type: 'hall:changed', serverNow: ++marks });
  const isMark = (msg: PushMessage) => (m: any) => m.type === msg.type && m.serverNow === msg.serverNow;

  beforeAll(async () => {
    [a, b] = await Promise.all([startProc(), startProc()]);
  });
  afterAll(async () => {
    for (const ws of sockets) ws.close();
    for (const c of clients) c.close();
    for (const p of [a, b]) {
      if (!p) continue;
      await p.hub.close();
      await new Promise((resolve) => p.io.close(resolve));
      await p.bus.close();
    }
  });

  /** A /push socket on `p` subscribed to the lot and, for `userId`, to its `user` topic. */
  async function pushClient(p: Proc, userId: string): Promise<Inbox> {
    const ws = new WebSocket(`ws://${p.base}/push`);
    sockets.push(ws);
    const inbox = new Inbox(ws);
    await inbox.next((m) => m.type === 'hello');
    ws.send(JSON.stringify({ type: 'subscribe', topics: ['user', `lot:${lot}`], token: `tok-${userId}` }));
    expect(await inbox.next((m) => m.type === 'subscribed')).toMatchObject({ count: 2 });
    return inbox;
  }
  /**
   * Waits until each of `inboxes` (a client of `from`, then of `to`) got a broadcast made on the other process: after
   * that, anything `from` published before, or that `to` published again on receiving it, has been delivered.
   */
  async function roundTrip(from: Proc, to: Proc, onTo: Inbox, onFrom: Inbox): Promise<void> {
    const there = hallMark();
    await poking(onTo.next(isMark(there)), () => from.hub.broadcast(there));
    const back = hallMark();
    await poking(onFrom.next(isMark(back)), () => to.hub.broadcast(back));
  }

  it('delivers broadcast, publish and sendToUser made on one process to the clients of both, each exactly once', async () => {
    const userA = `a-${run}`;
    const userB = `b-${run}`;
    const onA = await pushClient(a, userA);
    const onB = await pushClient(b, userB);
    await roundTrip(b, a, onA, onB);

    const outbid: PushMessage = { type: 'notice:outbid', assetsId: lot, price: 1200, seq: 7, serverNow: ++marks };
    expect(b.hub.sendToUser(userA, outbid)).toBe(0);
    const onLot = hallMark();
    expect(b.hub.publish(`lot:${lot}`, onLot)).toBe(1);
    const toAll = hallMark();
    expect(b.hub.broadcast(toAll)).toBe(1);
    // Made on A, leaving out userB, who is told through their own `user` topic on B.
    const exceptB = hallMark();
    expect(a.hub.publish(`lot:${lot}`, exceptB, new Set([userB]))).toBe(1);
    await roundTrip(b, a, onA, onB);
    await roundTrip(a, b, onB, onA);

    expect(onA.count(isMark(outbid))).toBe(1);
    expect(onB.count(isMark(outbid))).toBe(0);
    for (const msg of [onLot, toAll]) {
      expect(onA.count(isMark(msg))).toBe(1);
      expect(onB.count(isMark(msg))).toBe(1);
    }
    expect(onA.count(isMark(exceptB))).toBe(1);
    expect(onB.count(isMark(exceptB))).toBe(0);
  });

  it('ends the user topic of a session revoked on another process, which then gets nothing personal', async () => {
    const user = `c-${run}`;
    const onA = await pushClient(a, user);
    const onB = await pushClient(b, `d-${run}`);
    await roundTrip(b, a, onA, onB);
    b.hub.endSessions({ familyId: `fam-${user}` });
    expect(await onA.next((m) => m.type === 'user:ended')).toMatchObject({ reason: 'revoked' });
    const late: PushMessage = { type: 'notice:outbid', assetsId: lot, price: 1300, seq: 8, serverNow: ++marks };
    b.hub.sendToUser(user, late);
    await roundTrip(b, a, onA, onB);
    expect(onA.count(isMark(late))).toBe(0);
    expect(onA.count((m) => m.type === 'user:ended')).toBe(1);
  });

  it('runs socket.io on the Redis adapter: another process sees the socket, puts it in a room and emits to it', async () => {
    const client = connect(`http://${a.base}/bid`, { transports: ['websocket'], reconnection: false, forceNew: true });
    clients.push(client);
    await new Promise<void>((resolve, reject) => { client.once('connect', resolve); client.once('connect_error', reject); });
    // The adapter subscribes asynchronously too: ask until A answers B's request for the sockets of /bid.
    const nsp = b.io.of('/bid');
    for (let found = false; !found;) found = (await nsp.fetchSockets()).some((s) => s.id === client.id);
    const room = `cluster-${run}`;
    const heard = new Promise((resolve) => client.once('cluster:probe', resolve));
    nsp.in(client.id!).socketsJoin(room);
    nsp.to(room).emit('cluster:probe', run);
    expect(await heard).toBe(run);
    expect(a.io.of('/bid').adapter.rooms.get(room)?.has(client.id!)).toBe(true);
  });
});
