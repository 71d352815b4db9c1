import http from 'node:http';
import { Server } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { broadcastOnce, textFrame } from '../../mock-server/src/realtime/room-broadcast';

describe('textFrame (RFC 6455 §5.2, server to client)', () => {
  it('writes FIN + text opcode and the 7-bit, 16-bit or 64-bit length before the payload', () => {
    for (const [n, head] of [[5, 2], [125, 2], [126, 4], [65_535, 4], [65_536, 10]] as const) {
      const frame = textFrame(Buffer.alloc(n, 0x61));
      expect(frame[0]).toBe(0x81);
      expect(frame.length).toBe(head + n);
      const length = head === 2 ? frame[1] : head === 4 ? frame.readUInt16BE(2) : Number(frame.readBigUInt64BE(2));
      expect(length).toBe(n);
      if (head > 2) expect(frame[1]).toBe(head === 4 ? 126 : 127);
      expect(frame.subarray(head).every((b) => b === 0x61)).toBe(true);
    }
  });
});

describe('broadcastOnce', () => {
  const server = http.createServer();
  const io = new Server(server, { transports: ['websocket'], perMessageDeflate: false });
  const nsp = io.of('/bid');
  const clients: ClientSocket[] = [];
  let base = '';
  beforeAll(async () => {
    nsp.on('connection', (s) => void s.join('r'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await new Promise((resolve) => io.close(resolve));
  });
  /** A client in room `r`, recording every event it receives in order. */
  const join = async () => {
    const c = connect(`${base}/bid`, { transports: ['websocket'], reconnection: false, forceNew: true });
    clients.push(c);
    const seen: Array<[string, unknown]> = [];
    c.onAny((name, payload) => seen.push([name, payload]));
    await new Promise<void>((resolve) => c.once('connect', () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 20)); // the server-side join
    return { c, seen };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

  it('delivers the event as socket.io would, written once per socket, small and large payloads alike', async () => {
    const a = await join();
    const b = await join();
    const big = { text: '竞'.repeat(30_000) }; // > 64 KiB of UTF-8: the 64-bit length form
    expect(broadcastOnce(nsp, 'r', 'lot:events', { seq: 1 })).toEqual({ direct: 2, queued: 0 });
    expect(broadcastOnce(nsp, 'r', 'lot:events', big)).toEqual({ direct: 2, queued: 0 });
    expect(broadcastOnce(nsp, 'nobody', 'lot:events', { seq: 2 })).toEqual({ direct: 0, queued: 0 });
    await settle();
    for (const { seen } of [a, b]) expect(seen).toEqual([['lot:events', { seq: 1 }], ['lot:events', big]]);
    a.c.close();
    b.c.close();
  });

  it('never overtakes packets engine.io still holds for a socket: that socket gets it through socket.io, in order', async () => {
    const a = await join();
    const b = await join();
    const [serverA] = [...nsp.sockets.values()].filter((s) => s.id === a.c.id);
    serverA.emit('first', 1); // written at once; engine.io waits for its write callback now
    serverA.emit('second', 2); // so this one is queued in engine.io
    expect(broadcastOnce(nsp, 'r', 'lot:events', { seq: 3 })).toEqual({ direct: 1, queued: 1 });
    await settle();
    expect(a.seen).toEqual([['first', 1], ['second', 2], ['lot:events', { seq: 3 }]]);
    expect(b.seen).toEqual([['lot:events', { seq: 3 }]]);
  });
});
