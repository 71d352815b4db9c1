import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../mock-server/src/app';
import { loadConfig } from '../../mock-server/src/config';
import { openSqlite, type Db } from '../../mock-server/src/db/connection';
import { migrateToLatest } from '../../mock-server/src/db/migrate';
import { createPushHub, type PushHub } from '../../mock-server/src/realtime/push-hub';
import { attachRealtime } from '../../mock-server/src/realtime/socket-server';

const NOW = 1_800_000_000_000;

/** Next message of a websocket, parsed. */
const nextMessage = (ws: WebSocket) => new Promise<any>((resolve) => ws.once('message', (raw) => resolve(JSON.parse(String(raw)))));

describe('realtime channels on the HTTP server: socket.io /bid and raw ws /push', () => {
  let app: FastifyInstance;
  let io: Server;
  let push: PushHub;
  let db: Db;
  let dataDir: string;
  let base: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'exchange-rt-'));
    db = openSqlite(':memory:');
    await migrateToLatest(db);
    push = createPushHub(() => NOW);
    app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, STATIC_DIR: dataDir }), db, now: () => NOW, logger: false, push });
    await app.ready();
    io = attachRealtime(app.server, { push, now: () => NOW });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await push.close();
    io.local.disconnectSockets(true);
    io.engine.close();
    await app.close();
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers time:sync on /bid over the websocket transport', async () => {
    const socket = connect(`http://${base}/bid`, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    try {
      const answer = await socket.timeout(3000).emitWithAck('time:sync', { t0: 123 });
      expect(answer).toEqual({ t0: 123, serverNow: NOW });
      const bad = await socket.timeout(3000).emitWithAck('time:sync', { t0: 'soon' });
      expect(bad.error.code).toBe(400);
      expect(bad.error.msg).toMatch(/t0/);
    } finally {
      socket.close();
    }
  });

  it('offers no long-polling transport on /socket.io: websocket only', async () => {
    const res = await fetch(`http://${base}/socket.io/?EIO=4&transport=polling`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Transport unknown' });
  });

  it('greets /push clients with hello and fans broadcasts out to all of them', async () => {
    const a = new WebSocket(`ws://${base}/push`);
    const b = new WebSocket(`ws://${base}/push`);
    try {
      const [helloA, helloB] = await Promise.all([nextMessage(a), nextMessage(b)]);
      expect(helloA).toEqual({ type: 'hello', serverNow: NOW });
      expect(helloB).toEqual(helloA);
      const received = Promise.all([nextMessage(a), nextMessage(b)]);
      expect(push.broadcast({ type: 'hall:changed', serverNow: NOW })).toBe(2);
      expect(await received).toEqual([{ type: 'hall:changed', serverNow: NOW }, { type: 'hall:changed', serverNow: NOW }]);
    } finally {
      a.close();
      b.close();
    }
  });

  it('refuses websocket upgrades on other paths', async () => {
    const stray = new WebSocket(`ws://${base}/elsewhere`);
    const outcome = await new Promise<string>((resolve) => {
      stray.once('open', () => resolve('open'));
      stray.once('error', () => resolve('error'));
    });
    expect(outcome).toBe('error');
  });

  it('keeps the HTTP API working on the same server', async () => {
    const res = await fetch(`http://${base}/api/dscq-system/industry/list`, { headers: { 'Client-Id': 'nccq-web' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-server-now')).toBe(String(NOW));
  });
});
