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

describe('push topics', () => {
  it('subscribes with the token on every open and unsubscribes when left (the socket closing drops them anyway)', async () => {
    server = new Server(URL);
    const frames: Record<string, unknown>[] = [];
    const sockets: { send(data: string): void; close(): void }[] = [];
    server.on('connection', (socket) => {
      sockets.push(socket);
      socket.on('message', (data) => frames.push(JSON.parse(String(data)) as Record<string, unknown>));
    });
    let token = 'first';
    const channel = createPushChannel(URL, { WebSocket: MockWebSocket });
    const messages: PushMessage[] = [];
    subs.push(channel.connection$.subscribe()); // another reader keeps the socket open after the topics are left
    const sub = channel.topics(['user'], () => token).subscribe((m) => messages.push(m));
    await until(() => frames.length === 1);
    expect(frames[0]).toEqual({ type: 'subscribe', topics: ['user'], token: 'first' });
    sockets[0].send(JSON.stringify({ type: 'notice:message', id: '1', unread: 2, serverNow: Date.now() }));
    await until(() => messages.length === 1);
    expect(messages[0]).toMatchObject({ type: 'notice:message', unread: 2 });

    // After a drop the reconnected socket subscribes again, with the token of that moment.
    token = 'second';
    sockets[0].close();
    await until(() => frames.length === 2, 9000);
    expect(frames[1]).toEqual({ type: 'subscribe', topics: ['user'], token: 'second' });

    sub.unsubscribe();
    await until(() => frames.length === 3);
    expect(frames[2]).toEqual({ type: 'unsubscribe', topics: ['user'] });
  }, 15_000);
});
