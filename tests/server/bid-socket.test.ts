import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { confirmDeposit, enrol } from '../../mock-server/src/auction/service/operator';
import { lotEventsBatchSchema, lotMeEventSchema, type LotEventPayload, type LotEventsBatch } from '../../contract/bid';
import { createPushHub } from '../../mock-server/src/realtime/push-hub';
import { accessTokenFor, createTestLot, FIXED_NOW, listenRealtime, makeTestApp, type TestApp } from './helpers';

const ZHANGSAN = '1900000000000000001';
const CQNONGYE = '1900000000000000004';
const ZHAOLIU = '1900000000000000005';

/** Every event a socket receives from now on, by name. */
function recorder(socket: Socket): Array<[string, any]> {
  const seen: Array<[string, any]> = [];
  socket.onAny((name, payload) => seen.push([name, payload]));
  return seen;
}
const once = <T = any>(socket: Socket, name: string) => new Promise<T>((resolve) => socket.once(name, resolve));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The next /push message (of `type`, and matching `where`). */
const nextMessage = (ws: WebSocket, type?: string, where: (msg: any) => boolean = () => true) => new Promise<any>((resolve) => {
  const onMessage = (raw: WebSocket.RawData) => {
    const msg = JSON.parse(String(raw));
    if ((type && msg.type !== type) || !where(msg)) return;
    ws.off('message', onMessage);
    resolve(msg);
  };
  ws.on('message', onMessage);
});

describe('bid room /bid (socket.io) and push notices (/push)', () => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof listenRealtime>>;
  let lot: string;
  let codes: Record<string, string>;
  const tokens: Record<string, string> = {};
  const sockets: Socket[] = [];
  const open = (token?: string) => {
    const socket = connect(`${server.base}/bid`, { path: '/socket.io', transports: ['websocket'], reconnection: false, ...(token ? { auth: { token } } : {}) });
    sockets.push(socket);
    return socket;
  };
  const ask = (socket: Socket, event: string, payload: unknown) => socket.timeout(5000).emitWithAck(event, payload);

  beforeAll(async () => {
    let clock = () => FIXED_NOW;
    const push = createPushHub(() => clock());
    t = await makeTestApp({ push });
    clock = t.now;
    ({ assetsId: lot, codes } = await createTestLot(t.db, FIXED_NOW, {
      assetsName: '测试村 45 亩耕地经营权出租', mode: 'ongoing', startPrice: 1000, increment: 100, startAt: '-5m', endAt: '+30m',
    }, ['zhangsan', 'cqnongye']));
    tokens.zhangsan = await accessTokenFor(t.db, ZHANGSAN, t.now);
    tokens.cqnongye = await accessTokenFor(t.db, CQNONGYE, t.now);
    server = await listenRealtime(t, push);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await server?.close();
    await t?.close();
  });

  it('acks a bid to the bidder and broadcasts it to the other client, who gets their own next price', async () => {
    const a = open(tokens.zhangsan);
    const b = open(tokens.cqnongye);
    const joinA = await ask(a, 'lot:join', { assetsId: lot });
    expect(joinA.data.snapshot.me).toMatchObject({ bidderCode: codes.zhangsan, canBid: true, nextValidPrice: 1000 });
    await ask(b, 'lot:join', { assetsId: lot });
    const toB = once<LotEventsBatch>(b, 'lot:events');
    const meOfB = once(b, 'lot:me');
    const ack = await ask(a, 'bid:place', { assetsId: lot, price: 1000, idempotencyKey: randomUUID() });
    expect(ack.data).toMatchObject({ replayed: false, price: 1000, leaderCode: codes.zhangsan, me: { leading: true, canBid: false } });
    const frame = lotEventsBatchSchema.parse(await toB);
    expect(frame.events.map((e) => e.name)).toEqual(['bid:placed']);
    const event = frame.events[0].payload as LotEventPayload<'bid:placed'>;
    expect(event).toMatchObject({ assetsId: lot, seq: ack.data.bid.seq, price: 1000, nextPrice: 1100, leaderCode: codes.zhangsan, bidCount: 1 });
    expect(event.bid).toEqual(ack.data.bid);
    expect(frame).toMatchObject({ assetsId: lot, serverNow: event.serverNow });
    // lot:me is written as a ready frame: it must still be exactly the contract's event, as of the broadcast.
    const me = lotMeEventSchema.strict().parse(await meOfB);
    expect(me).toMatchObject({ assetsId: lot, seq: ack.data.bid.seq, serverNow: event.serverNow, revealed: null });
    expect(me.me).toMatchObject({ bidderCode: codes.cqnongye, nextValidPrice: 1100, canBid: true });
  });

  it('answers an invalid command with 400 and broadcasts nothing', async () => {
    const a = open(tokens.zhangsan);
    const b = open(tokens.cqnongye);
    await ask(a, 'lot:join', { assetsId: lot });
    await ask(b, 'lot:join', { assetsId: lot });
    const seen = recorder(b);
    const before = await t.db.selectFrom('lotEvent').select('seq').where('assetsId', '=', lot).execute();
    for (const payload of [{ assetsId: lot, price: -5, idempotencyKey: randomUUID() }, { assetsId: lot, price: 1200 }, { assetsId: 'nope', price: 1200, idempotencyKey: randomUUID() }, null]) {
      const answer = await ask(b, 'bid:place', payload);
      expect(answer.error.code).toBe(400);
      expect(answer.error.msg).toMatch(/^参数 /);
    }
    expect((await ask(a, 'lot:join', { assetsId: 'x'.repeat(32) })).error.code).toBe(400);
    expect((await ask(a, 'lot:join', { assetsId: 'f'.repeat(32) })).error).toMatchObject({ code: 404, msg: '竞价标的不存在' });
    await pause(200);
    expect(seen).toEqual([]);
    expect(await t.db.selectFrom('lotEvent').select('seq').where('assetsId', '=', lot).execute()).toEqual(before);
  });

  it('lets a watcher follow a lot without a token, but bidding needs a valid one', async () => {
    const watcher = open();
    const joined = await ask(watcher, 'lot:join', { assetsId: lot });
    expect(joined.data.snapshot).toMatchObject({ assetsId: lot, me: null, leaderCode: codes.zhangsan });
    expect((await ask(watcher, 'bid:place', { assetsId: lot, price: 1100, idempotencyKey: randomUUID() })).error).toMatchObject({ code: 401 });
    const forged = open('not-a-token');
    expect((await ask(forged, 'lot:join', { assetsId: lot })).data.snapshot.me).toBeNull();
    expect((await ask(forged, 'bid:place', { assetsId: lot, price: 1100, idempotencyKey: randomUUID() })).error).toMatchObject({ code: 401 });
    const b = open(tokens.cqnongye);
    await ask(b, 'lot:join', { assetsId: lot });
    const toWatcher = once<LotEventsBatch>(watcher, 'lot:events');
    const seenByWatcher = recorder(watcher);
    const seenByBidder = recorder(b);
    const ack = await ask(b, 'bid:place', { assetsId: lot, price: 1100, idempotencyKey: randomUUID() });
    expect((await toWatcher).events.map((e) => e.payload.seq)).toEqual([ack.data.bid.seq]);
    await pause(100);
    // the watcher gets the broadcast only; the bidder in the room also its own lot:me
    expect(seenByWatcher.map(([name]) => name)).toEqual(['lot:events']);
    expect(seenByBidder.map(([name]) => name).sort()).toEqual(['lot:events', 'lot:me']);
  });

  it('sends the events of one committed batch as one lot:events frame, in seq order', async () => {
    const { assetsId: closing } = await createTestLot(t.db, FIXED_NOW, {
      assetsName: '测试村 12 亩鱼塘经营权出租', mode: 'ongoing', startPrice: 1000, increment: 100, startAt: '-5m', endAt: '+2m', extensionWindowSec: 300,
    }, ['zhangsan']);
    const watcher = open();
    const { data } = await ask(watcher, 'lot:join', { assetsId: closing });
    const seen = recorder(watcher);
    const ack = await ask(open(tokens.zhangsan), 'bid:place', { assetsId: closing, price: 1000, idempotencyKey: randomUUID() });
    await pause(100);
    // the opening of the lot (by the join) may still be broadcast after the join's answer: ignored by seq
    const fresh = seen.filter(([, frame]) => frame.events[0].payload.seq > data.snapshot.seq);
    // a bid inside the extension window: the bid and the extension are stored together and travel together
    expect(fresh.map(([name, frame]) => [name, frame.events.map((e: any) => [e.name, e.payload.seq])])).toEqual([
      ['lot:events', [['bid:placed', ack.data.bid.seq], ['lot:extended', ack.data.bid.seq + 1]]],
    ]);
    const frame = lotEventsBatchSchema.parse(fresh[0][1]);
    expect(frame.events[0].payload.seq).toBe(data.snapshot.seq + 1);
    expect(frame.events.every((e) => e.payload.serverNow === frame.serverNow)).toBe(true);
  });

  it('tells a user watching the room their new bidder code and eligibility once their deposit is confirmed', async () => {
    const c = open(await accessTokenFor(t.db, ZHAOLIU, t.now));
    expect((await ask(c, 'lot:join', { assetsId: lot })).data.snapshot.me).toMatchObject({ bidderCode: null, eligible: false, reason: '您未报名本标的' });
    const seen = recorder(c);
    const code = await enrol(t.db, lot, 'zhaoliu', null, t.now());
    await t.app.bids.refreshEnrolments(lot);
    await pause(100);
    // enrolled, deposit not yet confirmed: the view changed (code shown, not eligible)
    expect(seen.filter(([name]) => name === 'lot:me').map(([, p]) => p.me)).toEqual([expect.objectContaining({ bidderCode: code, eligible: false })]);
    const eligible = once(c, 'lot:me');
    await confirmDeposit(t.db, lot, 'zhaoliu', t.now());
    await t.app.bids.refreshEnrolments(lot);
    expect((await eligible).me).toMatchObject({ bidderCode: code, eligible: true, depositStatus: 'confirmed', canBid: true });
    await t.app.bids.refreshEnrolments(lot);
    await pause(100);
    expect(seen.filter(([name]) => name === 'lot:me')).toHaveLength(2);
    expect(seen.some(([name]) => name !== 'lot:me')).toBe(false);
  });

  it('sends the missed events on join with afterSeq, a snapshot without it', async () => {
    const a = open(tokens.zhangsan);
    const { data } = await ask(a, 'lot:join', { assetsId: lot });
    const last = data.snapshot.seq;
    await ask(a, 'bid:place', { assetsId: lot, price: 1200, idempotencyKey: randomUUID() });
    await ask(open(tokens.cqnongye), 'bid:place', { assetsId: lot, price: 1300, idempotencyKey: randomUUID() });
    const rejoin = await ask(open(), 'lot:join', { assetsId: lot, afterSeq: last });
    expect(rejoin.data.events.map((e: any) => [e.name, e.payload.seq, e.payload.price])).toEqual([['bid:placed', last + 1, 1200], ['bid:placed', last + 2, 1300]]);
    expect(rejoin.data.me).toBeNull();
    const caughtUp = await ask(open(tokens.zhangsan), 'lot:join', { assetsId: lot, afterSeq: last + 2 });
    expect(caughtUp.data).toMatchObject({ events: [], me: { nextValidPrice: 1400 } });
  });

  it('pushes notice:outbid and lot:updated to /push subscribers; the user topic needs a token', async () => {
    const ws = new WebSocket(`${server.base.replace('http', 'ws')}/push`);
    const anonymous = new WebSocket(`${server.base.replace('http', 'ws')}/push`);
    await Promise.all([nextMessage(ws, 'hello'), nextMessage(anonymous, 'hello')]);
    // By type: a notice for zhangsan (an earlier test outbid him) may come first, once the user topic is held and
    // while the lot topic is still being checked.
    const subscribed = nextMessage(ws, 'subscribed');
    ws.send(JSON.stringify({ type: 'subscribe', topics: ['user', `lot:${lot}`], token: tokens.zhangsan }));
    expect(await subscribed).toMatchObject({ type: 'subscribed', topics: ['user', `lot:${lot}`] });
    const refused = nextMessage(anonymous);
    anonymous.send(JSON.stringify({ type: 'subscribe', topics: ['user'] }));
    expect(await refused).toMatchObject({ type: 'error', code: 401 });

    const a = open(tokens.zhangsan);
    await ask(a, 'bid:place', { assetsId: lot, price: 1400, idempotencyKey: randomUUID() });
    const outbid = nextMessage(ws, 'notice:outbid');
    const updated = nextMessage(ws, 'lot:updated', (m) => m.price === 1500);
    const ack = await ask(open(tokens.cqnongye), 'bid:place', { assetsId: lot, price: 1500, idempotencyKey: randomUUID() });
    expect(await outbid).toMatchObject({ assetsId: lot, price: 1500, seq: ack.data.bid.seq });
    expect(await updated).toMatchObject({ assetsId: lot, price: 1500, seq: ack.data.bid.seq, phase: 'ascending', paused: false });
    ws.close();
    anonymous.close();
  });
});
