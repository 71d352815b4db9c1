import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * The messages one server process sends the others of the same deployment (REDIS_URL): the push hub's fan-out, the
 * bid service's committed batches and cache notices. A process never receives its own messages. Delivery is Redis
 * pub/sub: at most once, in the order one process sent them; a process that was disconnected misses what was sent
 * meanwhile, so every receiver must be able to catch up from the database (the bid service does, by seq).
 */
export interface ClusterBus {
  /** False for the single-process bus: nothing is sent anywhere. */
  readonly clustered: boolean;
  /** This process's id on the bus (random per start). */
  readonly processId: string;
  /** Sends `msg` (JSON-serialisable) to the other processes' handlers of `channel`. */
  publish(channel: string, msg: unknown): void;
  /** Calls `handler` with every message another process publishes on `channel`. */
  subscribe(channel: string, handler: (msg: unknown) => void): void;
  /** Stops receiving and closes the connections. */
  close(): Promise<void>;
}

/** The bus of a single process (no REDIS_URL): publishing goes nowhere, nothing arrives. */
export function singleProcessBus(): ClusterBus {
  return { clustered: false, processId: 'single', publish: () => undefined, subscribe: () => undefined, close: async () => undefined };
}

/** Channel names on Redis are prefixed, so several deployments may share one Redis. */
const PREFIX = 'exchange:';

/**
 * The bus over Redis at `url`: one connection publishes, one subscribes (a subscribed Redis connection can do nothing
 * else). Messages are JSON `{ from, msg }`; `onError` hears connection errors (ioredis reconnects by itself).
 * Resolves once the subscriber connection is ready.
 */
export async function redisBus(url: string, onError: (err: unknown) => void = () => undefined): Promise<ClusterBus> {
  const processId = randomUUID();
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: null });
  const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: null });
  for (const c of [pub, sub]) c.on('error', onError);
  await Promise.all([pub.connect(), sub.connect()]);
  const handlers = new Map<string, Array<(msg: unknown) => void>>();
  sub.on('message', (channel: string, text: string) => {
    let parsed: { from: string; msg: unknown };
    try {
      parsed = JSON.parse(text) as { from: string; msg: unknown };
    } catch (err) {
      onError(err);
      return;
    }
    if (parsed.from === processId) return;
    for (const handler of handlers.get(channel.slice(PREFIX.length)) ?? []) {
      try {
        handler(parsed.msg);
      } catch (err) {
        onError(err);
      }
    }
  });
  return {
    clustered: true,
    processId,
    publish: (channel, msg) => {
      pub.publish(PREFIX + channel, JSON.stringify({ from: processId, msg })).catch(onError);
    },
    subscribe: (channel, handler) => {
      const list = handlers.get(channel);
      if (list) return void list.push(handler);
      handlers.set(channel, [handler]);
      sub.subscribe(PREFIX + channel).catch(onError);
    },
    close: async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
