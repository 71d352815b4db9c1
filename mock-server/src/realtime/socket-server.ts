import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { registerBidHandlers } from '../modules/bid/handlers';
import type { PushHub } from './push-hub';

/** Path of the raw push channel (design.md "The exchange server"). */
export const PUSH_PATH = '/push';

/**
 * Attaches the realtime channels to the HTTP server that Fastify listens on:
 * socket.io at path /socket.io with the bid room namespace /bid, and the push hub at /push.
 * Upgrades are routed by path here; socket.io is told not to destroy upgrades it does not own, otherwise it would
 * kill the /push handshake (toolchain.md trap).
 */
export function attachRealtime(server: HttpServer, opts: { push: PushHub; now: () => number }): Server {
  const io = new Server(server, { path: '/socket.io', serveClient: false, destroyUpgrade: false });
  const bid = io.of('/bid');
  bid.on('connection', (socket) => registerBidHandlers(bid, socket, opts.now));

  server.on('upgrade', (req, socket, head) => {
    const path = (req.url ?? '').split('?')[0];
    if (path === PUSH_PATH) opts.push.handleUpgrade(req, socket, head);
    else if (!path.startsWith('/socket.io/')) socket.destroy();
    // /socket.io/ upgrades are engine.io's own listener's business.
  });
  return io;
}
