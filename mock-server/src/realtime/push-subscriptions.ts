import { pushClientMessageSchema, type PushLimits, type PushMessage } from '../../../contract/realtime';
import { describeZodError } from '../http/zod-messages';
import type { PushClient, PushIdentity, PushRegistry } from './push-registry';

/** Verifies an access token for a realtime channel: the user id, or null for a bad, expired or revoked token (/bid). */
export type TokenVerifier = (token: string) => Promise<string | null>;
/** Verifies an access token for the push channel: its account, session and expiry, or null for a bad, expired or revoked token. */
export type IdentityVerifier = (token: string) => Promise<PushIdentity | null>;
/** Whether a lot exists (cheap: asked for every new lot topic; synchronous on SQLite, a query on PostgreSQL). */
export type LotLookup = (assetsId: string) => boolean | Promise<boolean>;

/** What {@link handleClientMessage} works with. */
export interface SubscriptionDeps {
  registry: PushRegistry<PushClient>;
  verify: IdentityVerifier;
  lotExists: LotLookup;
  now: () => number;
  limits: Pick<PushLimits, 'topicsPerConnection' | 'topicsPerAddress'>;
}

const USER_TOPIC = 'user';
const LOT_PREFIX = 'lot:';

/**
 * Handles one client frame of /push and returns the answers to send (contract/realtime.ts), with the change only —
 * never the whole list, so answers stay small however many frames come: `subscribed` / `unsubscribed` with the
 * frame's topics now held / no longer held and the connection's count, then one `error` per kind of refused topic
 * (401 `user` without a valid token, 404 a lot that does not exist, 429 past a topic limit) while the frame's other
 * topics still apply; `subscribed` is left out when every topic of the frame was refused. A malformed frame gets a
 * single 400 `error`.
 * A token given once stays with the connection, so a later `subscribe` may omit it, until it expires.
 */
export async function handleClientMessage(client: PushClient, raw: string, deps: SubscriptionDeps): Promise<PushMessage[]> {
  const { registry, now } = deps;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [{ type: 'error', code: 400, msg: '消息不是合法的 JSON', serverNow: now() }];
  }
  const parsed = pushClientMessageSchema.safeParse(value);
  if (!parsed.success) return [{ type: 'error', code: 400, msg: describeZodError(parsed.error), serverNow: now() }];
  const msg = parsed.data;
  const topics = [...new Set(msg.topics)];
  if (msg.type === 'unsubscribe') {
    for (const topic of topics) registry.drop(client, topic);
    return [{ type: 'unsubscribed', topics, count: client.topics.size, serverNow: now() }];
  }

  if (msg.token) {
    const identity = await deps.verify(msg.token);
    if (client.closed) return [];
    client.user = identity;
  } else if (client.user && client.user.expiresAt <= now()) {
    client.user = null;
  }
  // A refused or expired token ends the personal notices of a connection that had them (e.g. after logout).
  if (!client.user) registry.drop(client, USER_TOPIC);

  const held: string[] = [];
  const refused = new Map<string, { code: number; topics: string[] }>();
  const refuse = (code: number, reason: string, topic: string) => {
    const entry = refused.get(reason) ?? { code, topics: [] };
    entry.topics.push(topic);
    refused.set(reason, entry);
  };
  for (const topic of topics) {
    if (!client.topics.has(topic)) {
      if (topic === USER_TOPIC && !client.user) {
        refuse(401, '订阅个人通知需要有效的登录令牌', topic);
        continue;
      }
      if (topic !== USER_TOPIC) {
        const exists = deps.lotExists(topic.slice(LOT_PREFIX.length));
        if (!(typeof exists === 'boolean' ? exists : await exists)) {
          refuse(404, '订阅的竞价标的不存在', topic);
          continue;
        }
        if (client.closed) return [];
      }
    }
    const result = registry.hold(client, topic);
    if (result === 'held') held.push(topic);
    else if (result === 'connection-full') refuse(429, `每个连接最多订阅 ${deps.limits.topicsPerConnection} 个主题`, topic);
    else refuse(429, `同一地址最多订阅 ${deps.limits.topicsPerAddress} 个主题`, topic);
  }

  const serverNow = now();
  const answers: PushMessage[] = [];
  if (held.length > 0 || refused.size === 0) answers.push({ type: 'subscribed', topics: held, count: client.topics.size, serverNow });
  for (const [msg, { code, topics: list }] of refused) answers.push({ type: 'error', code, msg, topics: list, serverNow });
  return answers;
}
