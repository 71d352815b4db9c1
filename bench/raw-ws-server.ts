/**
 * The baseline of the fan-out benchmark: a bare `ws` broadcast server speaking the harness's raw-ws protocol
 * (mock-server/bin/replay/transport.ts). A bid gets the next seq, is acknowledged, and one bid:placed payload of the
 * same shape as the exchange's is serialised once and sent to every joined client — fan-out with nothing else (no
 * validation, engine or disk). Run as a child process: prints `{"port":N}` on stdout; GET / answers the lot state.
 */
import http from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import type { RawWsMessage, RawWsRequest } from '../mock-server/bin/replay/transport';

const ASSETS_ID = '0'.repeat(32);
const state = { seq: 1, phase: 'ascending', price: null as number | null, nextPrice: 10_000 as number | null, leaderCode: null as string | null, bidCount: 0 };
const joined = new Set<WebSocket>();

const server = http.createServer((_req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ assetsId: ASSETS_ID, ...state }));
});
const wss = new WebSocketServer({ server, perMessageDeflate: false });

function place(payload: Record<string, unknown>): unknown {
  const price = Number(payload.price);
  const code = `W${String(Math.abs(hash(String(payload.idempotencyKey))) % 1000).padStart(3, '0')}`;
  if (state.nextPrice !== null && price < state.nextPrice) return { error: { code: 400, nextValidPrice: state.nextPrice } };
  state.seq += 1;
  state.bidCount += 1;
  Object.assign(state, { price, nextPrice: price + 10, leaderCode: code });
  const now = Date.now();
  const bid = { seq: state.seq, bidderCode: code, price, at: now, status: 'leading', kind: 'bid' };
  const frame = JSON.stringify({
    name: 'bid:placed',
    payload: { assetsId: ASSETS_ID, serverNow: now, ...state, deadline: now + 86_400_000, bid, sealedCount: null, reserveMet: null },
  } satisfies RawWsMessage);
  // Acknowledge first, then broadcast on the next turn — the order the exchange uses.
  setImmediate(() => { for (const client of joined) client.send(frame); });
  return { data: { bid, price, leaderCode: code } };
}

function hash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) | 0;
  return h;
}

wss.on('connection', (ws) => {
  ws.on('message', (raw) => {
    const req = JSON.parse(String(raw)) as RawWsRequest;
    let answer: unknown;
    if (req.type === 'time:sync') answer = { t0: req.payload.t0, serverNow: Date.now() };
    else if (req.type === 'lot:join') {
      joined.add(ws);
      answer = { data: { snapshot: { assetsId: ASSETS_ID, serverNow: Date.now(), ...state, me: null } } };
    } else answer = place(req.payload);
    ws.send(JSON.stringify({ id: req.id, answer } satisfies RawWsMessage));
  });
  ws.on('close', () => joined.delete(ws));
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
});
process.on('SIGTERM', () => process.exit(0));
