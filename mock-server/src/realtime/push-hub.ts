import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import type { PushMessage } from '../../../contract/realtime';
import { handleClientMessage, type PushClient, type TokenVerifier } from './push-subscriptions';

export type { PushMessage } from '../../../contract/realtime';

/**
 * The raw-websocket push channel: accepts upgrades handed to it, answers topic subscriptions and fans messages out —
 * to everyone (`broadcast`), to the subscribers of a topic (`publish`), or to one user's connections (`sendToUser`).
 */
export interface PushHub {
  /** Completes a websocket upgrade for the /push path (the caller routes upgrades by path). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Sends `msg` as JSON to every open client. @returns how many clients it was sent to. */
  broadcast(msg: PushMessage): number;
  /** Sends `msg` to the clients subscribed to `topic` (`lot:<assetsId>`), except those of `exceptUsers`. */
  publish(topic: string, msg: PushMessage, exceptUsers?: ReadonlySet<string>): number;
  /** Sends `msg` to the clients of `userId` subscribed to the `user` topic. */
  sendToUser(userId: string, msg: PushMessage): number;
  /** Sets how `subscribe` verifies access tokens (the app's token service, with revocation). */
  useTokenVerifier(verify: TokenVerifier): void;
  /** Number of open clients. */
  size(): number;
  /** Closes every client (code 1001, going away) and the server. */
  close(): Promise<void>;
}

/**
 * Creates the push hub. `noServer: true` because socket.io owns the http server's upgrade path too; the process
 * routes each upgrade by path (toolchain.md: socket.io and a second websocket stack on one server). Clients send
 * `subscribe` / `unsubscribe` (contract/realtime.ts); the `user` topic needs a valid access token.
 */
export function createPushHub(now: () => number): PushHub {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const clients = new Map<WebSocket, PushClient>();
  let verify: TokenVerifier = async () => null;
  const send = (ws: WebSocket, msg: PushMessage | string) => {
    if (ws.readyState !== WebSocket.OPEN) return false;
    ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
    return true;
  };
  const sendWhere = (msg: PushMessage, keep: (c: PushClient) => boolean) => {
    const text = JSON.stringify(msg);
    let sent = 0;
    for (const [ws, client] of clients) if (keep(client) && send(ws, text)) sent += 1;
    return sent;
  };

  wss.on('connection', (ws) => {
    const client: PushClient = { topics: new Set(), userId: null };
    clients.set(ws, client);
    ws.on('error', () => ws.terminate());
    ws.on('close', () => clients.delete(ws));
    ws.on('message', (raw) => {
      void handleClientMessage(client, String(raw), verify, now).then((answer) => send(ws, answer));
    });
    send(ws, { type: 'hello', serverNow: now() });
  });
  return {
    handleUpgrade(req, socket, head) {
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    },
    broadcast: (msg) => sendWhere(msg, () => true),
    // exceptUsers: those already told through their own `user` topic.
    publish: (topic, msg, exceptUsers) =>
      sendWhere(msg, (c) => c.topics.has(topic) && !(c.userId && c.topics.has('user') && exceptUsers?.has(c.userId))),
    sendToUser: (userId, msg) => sendWhere(msg, (c) => c.userId === userId && c.topics.has('user')),
    useTokenVerifier: (v) => { verify = v; },
    size: () => wss.clients.size,
    close: () => new Promise<void>((resolve) => {
      for (const ws of wss.clients) ws.close(1001, 'server closing');
      wss.close(() => resolve());
    }),
  };
}

/** A hub that delivers nowhere: the app's default when no push channel is attached (HTTP-only tests). */
export const silentPushHub: PushHub = {
  handleUpgrade: (_req, socket) => socket.destroy(),
  broadcast: () => 0,
  publish: () => 0,
  sendToUser: () => 0,
  useTokenVerifier: () => undefined,
  size: () => 0,
  close: async () => undefined,
};
