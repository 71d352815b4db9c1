import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import type { PushMessage } from '../../../contract/realtime';

export type { PushMessage } from '../../../contract/realtime';

/** The raw-websocket push channel: accepts upgrades handed to it and fans messages out to every open client. */
export interface PushHub {
  /** Completes a websocket upgrade for the /push path (the caller routes upgrades by path). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Sends `msg` as JSON to every open client. @returns how many clients it was sent to. */
  broadcast(msg: PushMessage): number;
  /** Number of open clients. */
  size(): number;
  /** Closes every client (code 1001, going away) and the server. */
  close(): Promise<void>;
}

/**
 * Creates the push hub. `noServer: true` because socket.io owns the http server's upgrade path too; the process
 * routes each upgrade by path (toolchain.md: socket.io and a second websocket stack on one server).
 */
export function createPushHub(now: () => number): PushHub {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  wss.on('connection', (ws) => {
    ws.on('error', () => ws.terminate());
    // The channel is server → client only; anything a client sends is ignored.
    ws.send(JSON.stringify({ type: 'hello', serverNow: now() } satisfies PushMessage));
  });
  return {
    handleUpgrade(req, socket, head) {
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    },
    broadcast(msg) {
      const text = JSON.stringify(msg);
      let sent = 0;
      for (const ws of wss.clients) {
        if (ws.readyState === WebSocket.OPEN) { ws.send(text); sent += 1; }
      }
      return sent;
    },
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
  size: () => 0,
  close: async () => undefined,
};
