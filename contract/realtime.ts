import { z } from 'zod';
import { lotOutcomeSchema, lotPhaseSchema, type BidRoomClientEvents, type BidRoomServerEvents } from './bid';
import { MESSAGE_CATEGORIES } from './messages';
import { assetsIdSchema } from './projects';
import { FACE_STATUSES, SEAL_STATUSES } from './seal-paths';
import { msg } from './i18n';

/**
 * Messages of the push channel (`/push`, plain websocket). Each carries `type` and `serverNow` (server epoch ms,
 * fed to the client's shared clock).
 * - `hello`: sent once on connection so the client can set its clock offset at once;
 * - `hall:changed`: lot statuses changed (opened, closed, enrolment ended) — hall lists should reload now; sent to
 *   every client, subscribed or not;
 * - `subscribed` / `unsubscribed`: answer to a `subscribe` / `unsubscribe` with the change only — the frame's topics
 *   now held / no longer held — and `count`, how many topics the connection holds in all;
 * - `error`: a refused message or part of one, the connection stays open: 400 malformed, 401 the `user` topic
 *   without a valid token, 404 a lot that does not exist, 429 past the topic limits ({@link PUSH_LIMITS}); `topics`
 *   lists the refused topics of a `subscribe`, whose other topics still apply;
 * - `user:ended`: the `user` topic was dropped because its token expired or its session ended (logout, password
 *   reset, refresh-token reuse); subscribe again with a fresh token to keep the personal notices;
 * - `lot:updated` (topic `lot:<assetsId>`): a summary after each change of the lot, enough for list rows and the
 *   detail page (price in 元, deadline ms);
 * - `notice:outbid` (topic `user`): someone outbid you on `assetsId`; price is the new price in 元;
 * - `notice:lot-closed` (topics `user` and `lot:<assetsId>`): the outcome; mine = won / lost for the user's own
 *   lots, null for a watcher;
 * - `notice:message` (topic `user`): the user's inbox changed (contract/messages.ts): a new message (`id`, `title`,
 *   `messageType`, `category`) or, with `id` null, messages read or deleted elsewhere; `unread` is the new unread total;
 * - `notice:face` (topic `user`): a face-recognition session of the user's e-seal moved (contract/seal.ts): the phone
 *   opened it (scanned), or the check passed or failed; `sealStatus` the seal's status after it.
 */
export const pushMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), serverNow: z.number() }),
  z.object({ type: z.literal('hall:changed'), serverNow: z.number() }),
  z.object({ type: z.literal('subscribed'), topics: z.array(z.string()), count: z.number().int(), serverNow: z.number() }),
  z.object({ type: z.literal('unsubscribed'), topics: z.array(z.string()), count: z.number().int(), serverNow: z.number() }),
  z.object({ type: z.literal('error'), code: z.number().int(), msg: z.string(), topics: z.array(z.string()).optional(), serverNow: z.number() }),
  z.object({ type: z.literal('user:ended'), reason: z.enum(['expired', 'revoked']), msg: z.string(), serverNow: z.number() }),
  z.object({
    type: z.literal('lot:updated'), assetsId: assetsIdSchema, seq: z.number().int(), phase: lotPhaseSchema,
    price: z.number().nullable(), bidCount: z.number().int(), deadline: z.number().nullable(), paused: z.boolean(), serverNow: z.number(),
  }),
  z.object({ type: z.literal('notice:outbid'), assetsId: assetsIdSchema, price: z.number(), seq: z.number().int(), serverNow: z.number() }),
  z.object({
    type: z.literal('notice:lot-closed'), assetsId: assetsIdSchema, outcome: lotOutcomeSchema.shape.result,
    mine: z.enum(['won', 'lost']).nullable(), serverNow: z.number(),
  }),
  z.object({
    type: z.literal('notice:message'), id: z.string().nullable(), title: z.string(), messageType: z.string(),
    category: z.enum(MESSAGE_CATEGORIES).nullable(), unread: z.number().int().nonnegative(), serverNow: z.number(),
  }),
  z.object({
    type: z.literal('notice:face'), token: z.string(), status: z.enum(FACE_STATUSES), sealStatus: z.enum(SEAL_STATUSES), serverNow: z.number(),
  }),
]);
export type PushMessage = z.infer<typeof pushMessageSchema>;
export type PushMessageType = PushMessage['type'];

/** A push topic: `user` (own notices, needs a token) or `lot:<assetsId>` of an existing lot (anyone). */
export const pushTopicSchema = z.string().regex(/^(?:user|lot:[0-9a-f]{32})$/, msg('订阅主题格式错误'));
export type PushTopic = z.infer<typeof pushTopicSchema>;
/** The push topic of one lot. */
export const lotTopic = (assetsId: string): PushTopic => `lot:${assetsId}`;

/**
 * Limits of one `/push` connection; past them the server refuses (429 `error`) or closes the connection with
 * {@link PUSH_POLICY_CLOSE}:
 * - `topicsPerConnection` / `topicsPerAddress`: topics held at once (per connection / over all connections of one
 *   remote address);
 * - `connectionsPerAddress`: open connections of one address (more are refused with HTTP 429 at the handshake);
 * - `framesPerSecond`, `frameBurst`: client frames, a token bucket (a burst of `frameBurst`, then
 *   `framesPerSecond`); one frame more closes the connection;
 * - `maxFrameBytes`: the largest client frame (a bigger one closes the connection with 1009);
 * - `maxBufferedBytes`: server messages queued for a client that does not read them; past it the connection is closed.
 */
export const PUSH_LIMITS = {
  topicsPerConnection: 64, topicsPerAddress: 512, connectionsPerAddress: 20,
  framesPerSecond: 10, frameBurst: 20, maxFrameBytes: 16 * 1024, maxBufferedBytes: 1024 * 1024,
} as const;
export type PushLimits = { [K in keyof typeof PUSH_LIMITS]: number };
/** Close code of a connection ended for breaking {@link PUSH_LIMITS} (RFC 6455 1008, policy violation). */
export const PUSH_POLICY_CLOSE = 1008;

/**
 * Client → server messages of `/push`. `subscribe` adds topics (the `user` topic needs `token`, an access token;
 * a token given once is kept for the connection until it expires or its session ends); `unsubscribe` drops them.
 * Answered with `subscribed` / `unsubscribed` and an `error` for each kind of refused topic.
 */
export const pushClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), topics: z.array(pushTopicSchema).min(1).max(50), token: z.string().min(1).max(4096).optional() }),
  z.object({ type: z.literal('unsubscribe'), topics: z.array(pushTopicSchema).min(1).max(50) }),
]);
export type PushClientMessage = z.infer<typeof pushClientMessageSchema>;

export { BID_NAMESPACE } from './bid-basics';
/** Path of the push websocket. */
export const PUSH_PATH = '/push';

/** `time:sync` command of the bid room: the client's send time, echoed with the server's clock (epoch ms). */
export const timeSyncRequestSchema = z.object({ t0: z.number().finite() });
export type TimeSyncRequest = z.infer<typeof timeSyncRequestSchema>;
export type TimeSyncAck = { t0: number; serverNow: number } | { error: { code: number; msg: string } };

/** Client → server events of the `/bid` namespace (acks answer `{ data } | { error }`); the commands are in contract/bid.ts. */
export interface BidClientToServerEvents extends Omit<BidRoomClientEvents, 'time:sync'> {
  'time:sync': (payload: TimeSyncRequest, ack: (answer: TimeSyncAck) => void) => void;
}
/** Server → client events of the `/bid` namespace: the lot events of contract/bid.ts as `lot:events` batches, and the personal `lot:me`. */
export type BidServerToClientEvents = BidRoomServerEvents;
