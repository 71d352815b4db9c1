import { pushClientMessageSchema, type PushMessage } from '../../../contract/realtime';
import { describeZodError } from '../http/zod-messages';

/** Verifies an access token for the push channel: the user id, or null for a bad, expired or revoked token. */
export type TokenVerifier = (token: string) => Promise<string | null>;

/** What the hub knows about one connection: its topics and, once a token was accepted, its user. */
export interface PushClient { topics: Set<string>; userId: string | null }

/**
 * Handles one client frame of /push and returns the answer to send: `subscribed` with every topic now held, or
 * `error` (400 malformed, 401 the `user` topic without a valid token — the other topics of the frame still apply).
 * A token given once stays with the connection, so a later `subscribe` may omit it.
 */
export async function handleClientMessage(client: PushClient, raw: string, verify: TokenVerifier, now: () => number): Promise<PushMessage> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { type: 'error', code: 400, msg: '消息不是合法的 JSON', serverNow: now() };
  }
  const parsed = pushClientMessageSchema.safeParse(value);
  if (!parsed.success) return { type: 'error', code: 400, msg: describeZodError(parsed.error), serverNow: now() };
  const msg = parsed.data;
  if (msg.type === 'unsubscribe') {
    for (const topic of msg.topics) client.topics.delete(topic);
    return { type: 'subscribed', topics: [...client.topics], serverNow: now() };
  }
  if (msg.token) {
    client.userId = await verify(msg.token);
    // A refused token ends the personal notices of a connection that had them (e.g. after logout).
    if (!client.userId) client.topics.delete('user');
  }
  let refused = false;
  for (const topic of msg.topics) {
    if (topic === 'user' && !client.userId) refused = true;
    else client.topics.add(topic);
  }
  if (refused) return { type: 'error', code: 401, msg: '订阅个人通知需要有效的登录令牌', serverNow: now() };
  return { type: 'subscribed', topics: [...client.topics], serverNow: now() };
}
