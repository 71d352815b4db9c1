import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { PUSH_LIMITS, PUSH_POLICY_CLOSE, type PushLimits, type PushMessage } from '../../../contract/realtime';
import type { ClusterBus } from '../cluster/bus';
import type { EndedSessions } from '../modules/auth/index';
import { FrameBucket } from './frame-bucket';
import { clusterPushHub } from './push-cluster';
import { PushRegistry, type PushClient } from './push-registry';
import { handleClientMessage, type IdentityVerifier, type LotLookup, type SubscriptionDeps } from './push-subscriptions';

export type { PushMessage } from '../../../contract/realtime';

/** What the hub asks the rest of the server: token verification (with revocation) and whether a lot exists. */
export interface PushServices { verify: IdentityVerifier; lotExists: LotLookup }

/**
 * The raw-websocket push channel: accepts upgrades handed to it, answers topic subscriptions and fans messages out —
 * to everyone (`broadcast`), to the subscribers of a topic (`publish`), or to one user's connections (`sendToUser`).
 * Every connection is bounded by contract/realtime.ts PUSH_LIMITS. With several processes (REDIS_URL) the fan-outs
 * and `endSessions` reach the clients of every process; the counts they return are this process's.
 */
export interface PushHub {
  /** Completes a websocket upgrade for the /push path (the caller routes upgrades by path); HTTP 429 past the per-address limit. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Sends `msg` as JSON to every open client. @returns how many clients it was sent to. */
  broadcast(msg: PushMessage): number;
  /** Sends `msg` to the clients subscribed to `topic` (`lot:<assetsId>`), except those of `exceptUsers`. */
  publish(topic: string, msg: PushMessage, exceptUsers?: ReadonlySet<string>): number;
  /** Sends `msg` to the clients of `userId` subscribed to the `user` topic whose token has not expired. */
  sendToUser(userId: string, msg: PushMessage): number;
  /** Sets how `subscribe` verifies access tokens and looks lots up (default: every token and lot refused). */
  useServices(services: PushServices): void;
  /** Ends the `user` topic of the connections of ended sessions (`user:ended`, reason revoked). */
  endSessions(ended: EndedSessions): void;
  /** Number of open clients. */
  size(): number;
  /** Closes every client (code 1001, going away) and the server. */
  close(): Promise<void>;
}

/** How long a connection closed for a policy violation may take to answer the close before it is cut. */
const CLOSE_GRACE_MS = 1000;
/** setTimeout's largest delay; a later expiry is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;
const ENDED_MSG = {
  expired: '登录已过期，个人通知已停止，请重新登录后再订阅',
  revoked: '登录已失效，个人通知已停止',
} as const;
const REFUSED_BODY = JSON.stringify({ code: 429, success: false, data: null, msg: '同一地址的推送连接过多，请稍后再试' });

interface Connection extends PushClient {
  ws: WebSocket;
  bucket: FrameBucket;
  /** The timer that ends the `user` topic at the token's expiry. */
  expiry: NodeJS.Timeout | null;
}

/**
 * Creates the push hub. `noServer: true` because socket.io owns the http server's upgrade path too; the process
 * routes each upgrade by path (toolchain.md: socket.io and a second websocket stack on one server). Clients send
 * `subscribe` / `unsubscribe` (contract/realtime.ts); the `user` topic needs a valid access token and ends with it.
 * `limits` overrides PUSH_LIMITS (tests); they bound this process's connections only. `bus` (REDIS_URL: the
 * deployment's redisBus) makes broadcast, publish, sendToUser and endSessions cluster-wide (realtime/push-cluster.ts);
 * without it, or with the single-process bus, the hub is local exactly as before.
 */
export function createPushHub(now: () => number, limits: Partial<PushLimits> = {}, bus?: ClusterBus): PushHub {
  const local = createLocalPushHub(now, limits);
  return bus?.clustered ? clusterPushHub(local, bus) : local;
}

/** The hub of this process's own connections (what {@link createPushHub} returns without a cluster bus). */
function createLocalPushHub(now: () => number, limits: Partial<PushLimits>): PushHub {
  const bounds: PushLimits = { ...PUSH_LIMITS, ...limits };
  const wss = new WebSocketServer({ noServer: true, maxPayload: bounds.maxFrameBytes });
  const registry = new PushRegistry<Connection>(bounds);
  const deps: SubscriptionDeps = { registry, now, limits: bounds, verify: async () => null, lotExists: () => false };

  const closeForPolicy = (c: Connection, reason: string) => {
    if (c.closed) return;
    release(c);
    c.ws.close(PUSH_POLICY_CLOSE, reason);
    // Read nothing more: a flooding client's backlog is neither parsed nor kept; the close frame still goes out.
    c.ws.pause();
    setTimeout(() => c.ws.terminate(), CLOSE_GRACE_MS).unref();
  };
  const release = (c: Connection) => {
    if (c.expiry) clearTimeout(c.expiry);
    registry.release(c);
  };
  // The hot path of every fan-out: one readyState and one bufferedAmount read per client, the text encoded by the caller.
  const send = (c: Connection, text: string) => {
    if (c.closed || c.ws.readyState !== WebSocket.OPEN) return false;
    if (c.ws.bufferedAmount > bounds.maxBufferedBytes) {
      closeForPolicy(c, '接收消息过慢，连接已关闭');
      return false;
    }
    c.ws.send(text);
    return true;
  };
  const endUser = (c: Connection, reason: keyof typeof ENDED_MSG) => {
    if (c.expiry) clearTimeout(c.expiry);
    c.expiry = null;
    c.user = null;
    if (registry.drop(c, 'user')) send(c, JSON.stringify({ type: 'user:ended', reason, msg: ENDED_MSG[reason], serverNow: now() } satisfies PushMessage));
  };
  // Ends the `user` topic when its token expires (sends also check, so a late timer delivers nothing meanwhile).
  const armExpiry = (c: Connection) => {
    if (c.expiry) clearTimeout(c.expiry);
    c.expiry = null;
    const user = c.user;
    if (!user || !c.topics.has('user')) return;
    const left = user.expiresAt - now();
    if (left <= 0) return endUser(c, 'expired');
    c.expiry = setTimeout(() => armExpiry(c), Math.min(left, MAX_TIMER_MS));
    c.expiry.unref();
  };
  const connect = (ws: WebSocket, address: string) => {
    const c: Connection = {
      ws, address, topics: new Set(), user: null, closed: false, expiry: null,
      bucket: new FrameBucket(bounds.framesPerSecond, bounds.frameBurst),
    };
    registry.admit(c);
    ws.on('error', () => ws.terminate());
    ws.on('close', () => release(c));
    ws.on('message', (raw) => {
      if (c.closed) return;
      if (!c.bucket.take()) return closeForPolicy(c, '消息过于频繁，连接已关闭');
      handleClientMessage(c, String(raw), deps).then((answers) => {
        for (const answer of answers) send(c, JSON.stringify(answer));
        armExpiry(c);
      }, () => send(c, JSON.stringify({ type: 'error', code: 500, msg: '订阅处理失败，请稍后重试', serverNow: now() } satisfies PushMessage)));
    });
    send(c, JSON.stringify({ type: 'hello', serverNow: now() } satisfies PushMessage));
  };
  const sendTo = (clients: Iterable<Connection> | undefined, msg: PushMessage, keep: (c: Connection) => boolean) => {
    if (!clients) return 0;
    let text: string | undefined;
    let sent = 0;
    for (const c of clients) {
      if (!keep(c)) continue;
      text ??= JSON.stringify(msg);
      if (send(c, text)) sent += 1;
    }
    return sent;
  };

  return {
    handleUpgrade(req, socket, head) {
      const address = req.socket.remoteAddress ?? '';
      if (!registry.admits(address)) {
        socket.on('error', () => socket.destroy());
        socket.end(`HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n`
          + `Content-Length: ${Buffer.byteLength(REFUSED_BODY)}\r\n\r\n${REFUSED_BODY}`);
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => connect(ws, address));
    },
    broadcast: (msg) => sendTo(registry.clients, msg, () => true),
    // exceptUsers: those already told through their own `user` topic.
    publish: (topic, msg, exceptUsers) => sendTo(registry.subscribers(topic), msg,
      (c) => !(exceptUsers && c.user && c.topics.has('user') && exceptUsers.has(c.user.userId))),
    sendToUser: (userId, msg) => {
      const t = now();
      return sendTo(registry.subscribers('user'), msg, (c) => {
        if (c.user?.userId !== userId) return false;
        if (c.user.expiresAt > t) return true;
        endUser(c, 'expired');
        return false;
      });
    },
    useServices: (s) => {
      deps.verify = s.verify;
      deps.lotExists = s.lotExists;
    },
    endSessions: (ended) => {
      for (const c of registry.clients) {
        const match = 'familyId' in ended ? c.user?.familyId === ended.familyId : c.user?.userId === ended.userId;
        if (match) endUser(c, 'revoked');
      }
    },
    size: () => registry.clients.size,
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
  useServices: () => undefined,
  endSessions: () => undefined,
  size: () => 0,
  close: async () => undefined,
};
