import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PUSH_POLICY_CLOSE } from '../../contract/realtime';
import { createPushHub, type PushHub } from '../../mock-server/src/realtime/push-hub';
import { FIXED_NOW, createTestLot, listenRealtime, makeTestApp, type TestApp } from './helpers';

/** Every /push message of a socket, in order. */
function recorder(ws: WebSocket): any[] {
  const seen: any[] = [];
  ws.on('message', (raw) => seen.push(JSON.parse(String(raw))));
  return seen;
}
/** Waits until `seen` holds `n` messages and returns the last one. */
async function nth(seen: any[], n: number): Promise<any> {
  for (const end = Date.now() + 5000; seen.length < n; await new Promise((r) => setTimeout(r, 5))) {
    if (Date.now() > end) throw new Error(`only ${seen.length} of ${n} messages`);
  }
  return seen[n - 1];
}
const closed = (ws: WebSocket) => new Promise<{ code: number; reason: string }>((resolve) => {
  ws.once('close', (code, reason) => resolve({ code, reason: String(reason) }));
});
const randomLot = () => `lot:${randomBytes(16).toString('hex')}`;

describe('/push limits', () => {
  let t: TestApp;
  let push: PushHub;
  let server: Awaited<ReturnType<typeof listenRealtime>>;
  let url: string;
  const lots: string[] = [];
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    let clock = () => FIXED_NOW;
    push = createPushHub(() => clock(), { topicsPerConnection: 3, topicsPerAddress: 5, connectionsPerAddress: 3, maxBufferedBytes: 64 * 1024 });
    t = await makeTestApp({ push });
    clock = t.now;
    for (let i = 0; i < 4; i++) {
      const { assetsId } = await createTestLot(t.db, FIXED_NOW, {
        assetsName: `测试村 ${i + 1} 号鱼塘承包经营权`, mode: 'ongoing', startPrice: 1000, increment: 100, startAt: '+1h', endAt: '+2h',
      }, []);
      lots.push(`lot:${assetsId}`);
    }
    server = await listenRealtime(t, push);
    url = `${server.base.replace('http', 'ws')}/push`;
  });
  afterAll(async () => {
    for (const ws of sockets) ws.terminate();
    await server?.close();
    await t?.close();
  });

  /** An open socket past its hello, with its recorder. */
  async function open(): Promise<{ ws: WebSocket; seen: any[] }> {
    const ws = new WebSocket(url);
    sockets.push(ws);
    const seen = recorder(ws);
    await nth(seen, 1);
    return { ws, seen };
  }
  const subscribe = (ws: WebSocket, topics: string[]) => ws.send(JSON.stringify({ type: 'subscribe', topics }));
  const settle = async () => {
    for (const ws of sockets.splice(0)) {
      const done = closed(ws);
      ws.close();
      await done;
    }
    for (const end = Date.now() + 5000; push.size() > 0 && Date.now() < end;) await new Promise((r) => setTimeout(r, 5));
  };

  it('answers with the change only and refuses lots that do not exist with a 404 naming them', async () => {
    const { ws, seen } = await open();
    const unknown = randomLot();
    subscribe(ws, [lots[0], unknown]);
    expect(await nth(seen, 2)).toMatchObject({ type: 'subscribed', topics: [lots[0]], count: 1 });
    expect(await nth(seen, 3)).toMatchObject({ type: 'error', code: 404, msg: '订阅的竞价标的不存在', topics: [unknown] });
    subscribe(ws, [lots[1]]);
    expect(await nth(seen, 4)).toMatchObject({ type: 'subscribed', topics: [lots[1]], count: 2 });
    ws.send(JSON.stringify({ type: 'unsubscribe', topics: [lots[0]] }));
    expect(await nth(seen, 5)).toMatchObject({ type: 'unsubscribed', topics: [lots[0]], count: 1 });
    // Only subscribers of a topic get it.
    expect(push.publish(lots[0], { type: 'hall:changed', serverNow: 1 })).toBe(0);
    expect(push.publish(lots[1], { type: 'hall:changed', serverNow: 2 })).toBe(1);
    await settle();
  });

  it('holds at most topicsPerConnection topics per connection and topicsPerAddress per address (429)', async () => {
    const a = await open();
    subscribe(a.ws, lots);
    expect(await nth(a.seen, 2)).toMatchObject({ type: 'subscribed', topics: lots.slice(0, 3), count: 3 });
    expect(await nth(a.seen, 3)).toMatchObject({ type: 'error', code: 429, msg: '每个连接最多订阅 3 个主题', topics: [lots[3]] });
    const b = await open();
    subscribe(b.ws, lots);
    expect(await nth(b.seen, 2)).toMatchObject({ type: 'subscribed', topics: lots.slice(0, 2), count: 2 });
    expect(await nth(b.seen, 3)).toMatchObject({ type: 'error', code: 429, msg: '同一地址最多订阅 5 个主题', topics: lots.slice(2) });
    await settle();
  });

  it('refuses a connection past connectionsPerAddress with HTTP 429 at the handshake', async () => {
    await Promise.all([open(), open(), open()]);
    const refused = new WebSocket(url);
    refused.on('error', () => undefined);
    const status = await new Promise<number>((resolve) => refused.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
    expect(status).toBe(429);
    refused.terminate();
    await settle();
    // The count follows closes: a new connection is admitted again.
    await open();
    await settle();
  });

  it('closes a connection sending frames over the rate with 1008 and its reason', async () => {
    const { ws } = await open();
    const done = closed(ws);
    for (let i = 0; i < 100; i++) subscribe(ws, [lots[0]]);
    expect(await done).toEqual({ code: PUSH_POLICY_CLOSE, reason: '消息过于频繁，连接已关闭' });
    expect(push.size()).toBe(0);
  });

  it('closes a connection whose frame is over maxFrameBytes with 1009', async () => {
    const { ws } = await open();
    const done = closed(ws);
    ws.send(JSON.stringify({ type: 'subscribe', topics: [lots[0]], token: 'x'.repeat(20_000) }));
    expect((await done).code).toBe(1009);
  });

  it('closes a connection that does not read its messages once its queue passes maxBufferedBytes', async () => {
    const { ws } = await open();
    (ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const title = '通'.repeat(30_000);
    let sent = 0;
    for (let i = 0; i < 2000 && push.size() > 0; i++) sent += push.broadcast({ type: 'notice:message', id: null, title, messageType: 'deal', category: 'trade', unread: 1, serverNow: i });
    expect(push.size()).toBe(0);
    expect(sent).toBeLessThan(2000);
    ws.terminate();
  });
});
