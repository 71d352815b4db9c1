import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CLIENT_ID_HEADER } from '../../contract/envelope';
import { DEFAULT_STALL_TIMEOUT_MS, requestTimeoutOptions } from '../../mock-server/src/http/client-errors';
import { createPushHub } from '../../mock-server/src/realtime/push-hub';
import { CLIENT_ID, listenRealtime, makeTestApp, type TestApp } from './helpers';

/** A raw HTTP exchange: what the server wrote before it closed the connection, and when it closed (ms after sending). */
interface RawAnswer { status: number; headers: string; body: string; closedAfterMs: number }

/** Writes `text` to the server on a fresh connection and reads until the server closes it (or `giveUpMs` passes). */
function rawExchange(port: number, text: string, giveUpMs = 10_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const started = Date.now();
    const timer = setTimeout(() => { socket.destroy(); reject(new Error(`still open after ${giveUpMs} ms`)); }, giveUpMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks).toString('utf8');
      const [head, body = ''] = raw.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head, body, closedAfterMs: Date.now() - started });
    });
    socket.write(text);
  });
}

/** The envelope `{ code, success: false, data: null, msg }` with a Chinese msg, as every API failure must be. */
function expectEnvelope(body: string, code: number): void {
  const parsed = JSON.parse(body);
  expect(parsed).toMatchObject({ code, success: false, data: null });
  expect(Object.keys(parsed).sort()).toEqual(['code', 'data', 'msg', 'success']);
  expect(parsed.msg).toMatch(/^[^A-Za-z]*[\u4e00-\u9fa5]/);
}

describe('requests that stall, overflow or cannot be routed', () => {
  let t: TestApp;
  let port: number;
  let buildDir: string;
  let realtime: { close: () => Promise<void> };
  beforeAll(async () => {
    // A build, so that a path the static files could resolve (`/api/..` → the build folder) would serve index.html.
    buildDir = mkdtempSync(path.join(tmpdir(), 'exchange-build-'));
    mkdirSync(path.join(buildDir, 'assets'));
    writeFileSync(path.join(buildDir, 'index.html'), '<!doctype html><title>portal</title>');
    t = await makeTestApp({ staticDir: buildDir, stallTimeoutMs: 1000 });
    realtime = await listenRealtime(t, createPushHub(t.now));
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await realtime?.close();
    await t?.close();
    rmSync(buildDir, { recursive: true, force: true });
  });

  it('answers a body that stalls (Content-Length 100, 2 bytes sent) with the 408 envelope once the stall timeout is over', async () => {
    const answer = await rawExchange(port, [
      'POST /api/dscq-project/search/page HTTP/1.1', 'Host: localhost', `${CLIENT_ID_HEADER}: ${CLIENT_ID}`,
      'Content-Type: application/json', 'Content-Length: 100', '', '{"',
    ].join('\r\n'));
    expect(answer.status).toBe(408);
    expect(answer.headers).toMatch(/content-type: application\/json/i);
    expectEnvelope(answer.body, 408);
    // Stall timeout 1 s: well under 3 s.
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(answer.closedAfterMs).toBeLessThan(3000);
    // The defaults: a stalled body, and stalled headers plus one check, are answered within 30 s.
    const { connectionTimeout, http } = requestTimeoutOptions(DEFAULT_STALL_TIMEOUT_MS);
    expect(connectionTimeout).toBeLessThanOrEqual(30_000);
    expect(http.headersTimeout! + http.connectionsCheckingInterval!).toBeLessThanOrEqual(30_000);
  });

  it('lets a slow but steady body through: a byte every 300 ms, 3 s in all, three times the stall timeout', async () => {
    const body = JSON.stringify({ size: 1 }).padEnd(10, ' ');
    const answer = await new Promise<RawAnswer>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      const started = Date.now();
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head, rest = ''] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
        resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head, body: rest, closedAfterMs: Date.now() - started });
      });
      socket.write([
        'POST /api/dscq-project/search/page HTTP/1.1', 'Host: localhost', `${CLIENT_ID_HEADER}: ${CLIENT_ID}`, 'Connection: close',
        'Content-Type: application/json', `Content-Length: ${body.length}`, '', '',
      ].join('\r\n'));
      let sent = 0;
      const drip = setInterval(() => {
        socket.write(body[sent]);
        sent += 1;
        if (sent === body.length) clearInterval(drip);
      }, 300);
    });
    expect(answer.closedAfterMs).toBeGreaterThan(2500);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.replace(/^[0-9a-f]+\r\n/, '').replace(/\r\n0\r\n$/, ''))).toMatchObject({ code: 200, success: true });
  });

  it('leaves the long-lived sockets alone: /push and /bid stay open and answer past the stall timeout', async () => {
    const push = new WebSocket(`ws://127.0.0.1:${port}/push`);
    const bid = connect(`http://127.0.0.1:${port}/bid`, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    try {
      await new Promise((resolve, reject) => { push.once('open', resolve); push.once('error', reject); });
      await bid.timeout(3000).emitWithAck('time:sync', { t0: 1 });
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(push.readyState).toBe(WebSocket.OPEN);
      expect(bid.connected).toBe(true);
      expect(await bid.timeout(3000).emitWithAck('time:sync', { t0: 2 })).toMatchObject({ t0: 2 });
    } finally {
      push.close();
      bid.close();
    }
  });

  it('answers headers that never end with the 408 envelope too', async () => {
    const answer = await rawExchange(port, `GET /api/dscq-system/industry/list HTTP/1.1\r\nHost: localhost\r\n${CLIENT_ID_HEADER}: ${CLIENT_ID}\r\n`);
    expect(answer.status).toBe(408);
    expectEnvelope(answer.body, 408);
  });

  it('answers a URL over the header limit with the 431 envelope', async () => {
    const answer = await rawExchange(port, `GET /api/dscq-project/search/page?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer.status).toBe(431);
    expectEnvelope(answer.body, 431);
  });

  it('answers unparsable HTTP with the 400 envelope', async () => {
    const answer = await rawExchange(port, 'GET /api/x HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n');
    expect(answer.status).toBe(400);
    expectEnvelope(answer.body, 400);
  });

  it('answers a bad percent escape in the path with the 400 envelope', async () => {
    for (const url of ['/api/dscq-user/file/%ff', '/api-bid/lot/%E0%A4%A']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { [CLIENT_ID_HEADER]: CLIENT_ID } });
      expect(res.statusCode, url).toBe(400);
      expectEnvelope(res.body, 400);
    }
  });

  it('never serves the app for dot segments under /api or /api-bid: 404 envelope', async () => {
    // Over a real socket: inject() would normalise the path the way a browser does before it reaches the server.
    for (const url of ['/api/..', '/api/%2e%2e', '/api/./', '/api-bid/..', '/api/%2E%2E/index.html', '/api/a/../..']) {
      const answer = await rawExchange(port, `GET ${url} HTTP/1.1\r\nHost: localhost\r\n${CLIENT_ID_HEADER}: ${CLIENT_ID}\r\nConnection: close\r\n\r\n`);
      expect(answer.status, url).toBe(404);
      expectEnvelope(answer.body, 404);
    }
    const files = await rawExchange(port, 'GET /files/.. HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(JSON.parse(files.body).msg).toBe('文件不存在');
    // Pages still come from the build.
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.body).toContain('<title>portal</title>');
  });
});
