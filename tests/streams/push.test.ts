import { afterEach, describe, expect, it } from 'vitest';
import { Server, WebSocket as MockWebSocket } from 'mock-socket';
import type { Subscription } from 'rxjs';
import { createClock } from '@streams/clock';
import { type ConnectionStatus, type PushMessage, createPushChannel, parsePushMessage, resolvePushUrl } from '@streams/push';

const URL = 'ws://localhost:18080/push';
const until = async (check: () => boolean, ms = 2000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 5));
  }
};

let server: Server | null = null;
let subs: Subscription[] = [];
afterEach(() => {
  subs.forEach((s) => s.unsubscribe());
  subs = [];
  server?.stop();
  server = null;
});

describe('push channel', () => {
  it('reports the connection, parses messages and feeds serverNow to the clock', async () => {
    server = new Server(URL);
    const sockets: { send(data: string): void }[] = [];
    server.on('connection', (socket) => sockets.push(socket));
    const c = createClock();
    const channel = createPushChannel(URL, { WebSocket: MockWebSocket, clock: c });
    const statuses: ConnectionStatus[] = [];
    const messages: PushMessage[] = [];
    subs.push(channel.connection$.subscribe((s) => statuses.push(s)));
    subs.push(channel.push$.subscribe((m) => messages.push(m)));

    await until(() => statuses.includes('open'));
    expect(statuses[0]).toBe('connecting');
    expect(sockets).toHaveLength(1); // both streams share one socket

    const serverNow = Date.now() + 120_000;
    sockets[0].send('not json');
    sockets[0].send(JSON.stringify({ seq: 1 }));
    sockets[0].send(JSON.stringify({ type: 'hall:changed', seq: 2, serverNow, data: { kind: 'ongoing' } }));
    await until(() => messages.length > 0);
    expect(messages).toEqual([{ type: 'hall:changed', seq: 2, serverNow, data: { kind: 'ongoing' } }]);
    expect(c.now() - Date.now()).toBeGreaterThan(119_000);

    server.close();
    await until(() => statuses.includes('reconnecting'));
  });

  it('opens nothing until subscribed and closes with the last subscriber', async () => {
    server = new Server(URL);
    let connections = 0;
    let closed = 0;
    server.on('connection', (socket) => {
      connections++;
      socket.on('close', () => closed++);
    });
    const channel = createPushChannel(URL, { WebSocket: MockWebSocket });
    await new Promise((r) => setTimeout(r, 30));
    expect(connections).toBe(0);
    const statuses: ConnectionStatus[] = [];
    const sub = channel.connection$.subscribe((s) => statuses.push(s));
    await until(() => statuses.includes('open'));
    expect(connections).toBe(1);
    sub.unsubscribe();
    await until(() => closed === 1);
  });
});

describe('push helpers', () => {
  it('parses only JSON objects with a string type', () => {
    expect(parsePushMessage('{"type":"x","seq":3}')).toEqual({ type: 'x', seq: 3 });
    expect(parsePushMessage('{"type":1}')).toBeNull();
    expect(parsePushMessage('[1]')).toBeNull();
    expect(parsePushMessage('null')).toBeNull();
    expect(parsePushMessage('{')).toBeNull();
    expect(parsePushMessage(42)).toBeNull();
  });

  it('builds ws URLs', () => {
    expect(resolvePushUrl('wss://x.cn/push')).toBe('wss://x.cn/push');
    expect(resolvePushUrl('https://x.cn/push')).toBe('wss://x.cn/push');
    expect(resolvePushUrl('http://x.cn/push')).toBe('ws://x.cn/push');
  });
});
