import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server, type Namespace, type Socket } from 'socket.io';
import type { BidService } from '../auction/service/bid-service';
import { REDIS_KEY_PREFIX, redisCommandClient, type ClusterOptions } from '../cluster/redis';
import { handshakeLanguage } from '../i18n/language';
import { localiseAcks } from './ack-language';
import { connectLotFanout } from './lot-fanout';
import { LotRooms, type BidSocketData } from './lot-rooms';
import type { PushHub } from './push-hub';
import type { TokenVerifier } from './push-subscriptions';
import { answerTimeSync } from './time-sync';

/** Path of the raw push channel (design.md "The exchange server"). */
export const PUSH_PATH = '/push';

/** What the lot command handlers of one /bid socket get: the bid service, the clock, token checks and the room index. */
export interface BidSocketDeps { bids: BidService; now: () => number; verifyToken: TokenVerifier; rooms: LotRooms }

/** Registers the lot commands on one /bid socket (the bid module's registerBidHandlers, wired by serve.ts). */
export type BidSocketHandlers = (io: Namespace, socket: Socket, deps: BidSocketDeps) => void;

/** What {@link attachRealtime} needs; without `bids` and `bidHandlers` the bid room only answers time:sync. */
export interface RealtimeOptions {
  push: PushHub;
  now: () => number;
  bids?: BidService;
  /** The lot commands (lot:join, lot:leave, bid:place, lot:accept), registered per socket when `bids` is given. */
  bidHandlers?: BidSocketHandlers;
  /** Access-token verification (user id or null); default: every token is refused. */
  verifyToken?: TokenVerifier;
  /**
   * One of several server processes (REDIS_URL): socket.io's Redis adapter makes room operations and server-side
   * emits of every namespace cluster-wide (the push hub given as `push` carries its own bus). Default: this process only.
   */
  cluster?: ClusterOptions;
  /** Hears the Redis connection errors of the adapter (default: ignored; ioredis reconnects by itself). */
  onRedisError?: (err: unknown) => void;
}

/**
 * Attaches the realtime channels to the HTTP server that Fastify listens on:
 * socket.io at path /socket.io with the bid room namespace /bid (websocket transport only), and the push hub at /push.
 * The /bid handshake may carry `auth: { token }` (an access token): a valid one makes the socket personal (its
 * snapshot and `lot:me` carry the bidder's own view); without one the socket is a watcher — it can join and follow
 * lots but not bid. It may also carry `auth: { language }` ('en' or 'zh'; else its Accept-Language counts): the
 * refusals in acks are answered in that language. Upgrades are routed by path here; socket.io is told not to destroy upgrades it does not own,
 * otherwise it would kill the /push handshake (toolchain.md trap). With `cluster` (REDIS_URL) socket.io runs on
 * @socket.io/redis-adapter over two ioredis connections (publish, subscribe), quit when `server` closes.
 */
export function attachRealtime(server: HttpServer, opts: RealtimeOptions): Server {
  const io = new Server(server, {
    path: '/socket.io', serveClient: false, destroyUpgrade: false,
    // Websocket only: no long-polling handshake, upgrade or sticky sessions; a client that cannot open a websocket
    // polls the HTTP snapshot instead (streams/feeds/lot.ts). No per-message deflate: a lot broadcast's frame is
    // encoded once for the whole room and written as is (room-broadcast.ts).
    transports: ['websocket'], perMessageDeflate: false,
    ...(opts.cluster ? { adapter: redisAdapter(server, opts.cluster.redisUrl, opts.onRedisError ?? (() => undefined)) } : {}),
  });
  const bid = io.of('/bid');
  const rooms = new LotRooms();
  const verifyToken = opts.verifyToken ?? (async () => null);
  bid.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const data: BidSocketData = {
      token: typeof token === 'string' && token !== '' ? token : undefined, userId: null, lastMe: new Map(),
      language: handshakeLanguage(socket.handshake.auth, socket.handshake.headers),
    };
    socket.data = data;
    if (!data.token) return next();
    // An invalid token does not refuse the connection: the socket watches, and a bid answers 401.
    verifyToken(data.token).then((userId) => { data.userId = userId; next(); }, () => next());
  });
  const { bids, bidHandlers } = opts;
  bid.on('connection', (socket) => {
    localiseAcks(socket);
    answerTimeSync(socket, opts.now);
    if (bids && bidHandlers) bidHandlers(bid, socket, { bids, now: opts.now, verifyToken, rooms });
  });
  if (opts.bids) connectLotFanout(bid, opts.bids, rooms, opts.now);

  server.on('upgrade', (req, socket, head) => {
    const path = (req.url ?? '').split('?')[0];
    if (path === PUSH_PATH) opts.push.handleUpgrade(req, socket, head);
    else if (!path.startsWith('/socket.io/')) socket.destroy();
    // /socket.io/ upgrades are engine.io's own listener's business.
  });
  return io;
}

/** socket.io's Redis adapter at `url` (channels prefixed like the bus's); its two connections end with `server`. */
function redisAdapter(server: HttpServer, url: string, onError: (err: unknown) => void): ReturnType<typeof createAdapter> {
  const pub = redisCommandClient(url, onError);
  const sub = pub.duplicate();
  sub.on('error', onError);
  server.once('close', () => {
    for (const client of [pub, sub]) client.quit().catch(() => undefined);
  });
  return createAdapter(pub, sub, { key: `${REDIS_KEY_PREFIX}socket.io` });
}
