import { Redis } from 'ioredis';
import type { ClusterBus } from './bus';

/**
 * How a server process joins the others of its deployment (REDIS_URL): the bus it publishes fan-outs on and the Redis
 * URL of the state they share (rate-limit counters, the socket.io adapter, dev-tool captcha answers). buildApp and
 * attachRealtime open their own Redis connections from `redisUrl`; the push hub is built on `bus` by the caller
 * (createPushHub), and the bus is closed by the caller. Absent for the single-process default, which keeps all of
 * that in its own memory.
 */
export interface ClusterOptions {
  bus: ClusterBus;
  redisUrl: string;
}

/** Key prefix of everything the server stores in Redis (as the bus's channel names), so deployments may share one Redis. */
export const REDIS_KEY_PREFIX = 'exchange:';

/**
 * An ioredis connection for plain commands at `url`, tuned for per-request use (as @fastify/rate-limit advises): a
 * command fails after one retry and a connection attempt after 2 s rather than holding a request; ioredis reconnects
 * by itself. `onError` hears connection errors (without a listener ioredis would print them). Close with `quit()`.
 */
export function redisCommandClient(url: string, onError: (err: unknown) => void): Redis {
  const client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  client.on('error', onError);
  return client;
}
