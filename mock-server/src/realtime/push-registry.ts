import type { PushLimits } from '../../../contract/realtime';

/** The account behind a connection's `user` topic: from the access token it gave, until `expiresAt` (epoch ms). */
export interface PushIdentity { userId: string; familyId: string | null; expiresAt: number }

/** What the registry knows about one connection. */
export interface PushClient {
  /** Remote address of the connection (limits are counted per address). */
  readonly address: string;
  /** Topics held (`user`, `lot:<assetsId>`); changed only through the registry. */
  readonly topics: Set<string>;
  /** The account of the last accepted token, kept so a later `subscribe` may omit it. */
  user: PushIdentity | null;
  /** Set once the connection is released: nothing may be held for it any more. */
  closed: boolean;
}

/** Outcome of {@link PushRegistry.hold}: held, or refused by the connection's or the address's topic limit. */
export type HoldResult = 'held' | 'connection-full' | 'address-full';

/**
 * The open connections of the push channel, indexed by topic so a publish walks only the topic's subscribers, and
 * counted per remote address (connections and topics) to enforce the limits of contract/realtime.ts PUSH_LIMITS.
 */
export class PushRegistry<C extends PushClient> {
  /** Every admitted, unreleased connection. */
  readonly clients = new Set<C>();
  private readonly byTopic = new Map<string, Set<C>>();
  private readonly byAddress = new Map<string, { connections: number; topics: number }>();

  constructor(private readonly limits: Pick<PushLimits, 'topicsPerConnection' | 'topicsPerAddress' | 'connectionsPerAddress'>) {}

  /** True when `address` may open one more connection. */
  admits(address: string): boolean {
    return (this.byAddress.get(address)?.connections ?? 0) < this.limits.connectionsPerAddress;
  }

  /** Counts a new connection (after {@link admits}). */
  admit(client: C): void {
    const counts = this.byAddress.get(client.address) ?? { connections: 0, topics: 0 };
    counts.connections += 1;
    this.byAddress.set(client.address, counts);
    this.clients.add(client);
  }

  /** Subscribes `client` to `topic` (already held counts as held) unless a topic limit is reached. */
  hold(client: C, topic: string): HoldResult {
    if (client.topics.has(topic)) return 'held';
    const counts = this.byAddress.get(client.address);
    if (client.closed || !counts) return 'connection-full';
    if (client.topics.size >= this.limits.topicsPerConnection) return 'connection-full';
    if (counts.topics >= this.limits.topicsPerAddress) return 'address-full';
    client.topics.add(topic);
    counts.topics += 1;
    let subscribers = this.byTopic.get(topic);
    if (!subscribers) this.byTopic.set(topic, subscribers = new Set());
    subscribers.add(client);
    return 'held';
  }

  /** Unsubscribes `client` from `topic`; false when it did not hold it. */
  drop(client: C, topic: string): boolean {
    if (!client.topics.delete(topic)) return false;
    const counts = this.byAddress.get(client.address);
    if (counts) counts.topics -= 1;
    const subscribers = this.byTopic.get(topic);
    subscribers?.delete(client);
    if (subscribers?.size === 0) this.byTopic.delete(topic);
    return true;
  }

  /** The connections holding `topic` (live set: do not keep it). */
  subscribers(topic: string): ReadonlySet<C> | undefined {
    return this.byTopic.get(topic);
  }

  /** Forgets a connection and its topics. Idempotent. */
  release(client: C): void {
    if (client.closed) return;
    for (const topic of [...client.topics]) this.drop(client, topic);
    client.closed = true;
    this.clients.delete(client);
    const counts = this.byAddress.get(client.address);
    if (counts && --counts.connections === 0) this.byAddress.delete(client.address);
  }
}
