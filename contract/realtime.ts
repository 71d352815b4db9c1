import { z } from 'zod';
import { lotOutcomeSchema, lotPhaseSchema, type BidRoomClientEvents, type BidRoomServerEvents } from './bid';
import { assetsIdSchema } from './projects';

/**
 * Messages of the push channel (`/push`, plain websocket). Each carries `type` and `serverNow` (server epoch ms,
 * fed to the client's shared clock).
 * - `hello`: sent once on connection so the client can set its clock offset at once;
 * - `hall:changed`: lot statuses changed (opened, closed, enrolment ended) — hall lists should reload now; sent to
 *   every client, subscribed or not;
 * - `subscribed`: answer to a `subscribe` (the topics now held); `error`: a refused message (401 bad token for the
 *   `user` topic, 400 malformed), the connection stays open;
 * - `lot:updated` (topic `lot:<assetsId>`): a summary after each change of the lot, enough for list rows and the
 *   detail page (price in 元, deadline ms);
 * - `notice:outbid` (topic `user`): someone outbid you on `assetsId`; price is the new price in 元;
 * - `notice:lot-closed` (topics `user` and `lot:<assetsId>`): the outcome; mine = won / lost for the user's own
 *   lots, null for a watcher;
 * - `notice:message` (topic `user`): a new message in the user's inbox (e.g. 竞价成交通知).
 */
export const pushMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), serverNow: z.number() }),
  z.object({ type: z.literal('hall:changed'), serverNow: z.number() }),
  z.object({ type: z.literal('subscribed'), topics: z.array(z.string()), serverNow: z.number() }),
  z.object({ type: z.literal('error'), code: z.number().int(), msg: z.string(), serverNow: z.number() }),
  z.object({
    type: z.literal('lot:updated'), assetsId: assetsIdSchema, seq: z.number().int(), phase: lotPhaseSchema,
    price: z.number().nullable(), bidCount: z.number().int(), deadline: z.number().nullable(), paused: z.boolean(), serverNow: z.number(),
  }),
  z.object({ type: z.literal('notice:outbid'), assetsId: assetsIdSchema, price: z.number(), seq: z.number().int(), serverNow: z.number() }),
  z.object({
    type: z.literal('notice:lot-closed'), assetsId: assetsIdSchema, outcome: lotOutcomeSchema.shape.result,
    mine: z.enum(['won', 'lost']).nullable(), serverNow: z.number(),
  }),
  z.object({ type: z.literal('notice:message'), title: z.string(), messageType: z.string(), serverNow: z.number() }),
]);
export type PushMessage = z.infer<typeof pushMessageSchema>;
export type PushMessageType = PushMessage['type'];

/** A push topic: `user` (own notices, needs a token) or `lot:<assetsId>` (anyone). */
export const pushTopicSchema = z.union([z.literal('user'), z.string().regex(/^lot:[0-9a-f]{32}$/, '订阅主题格式错误')]);
export type PushTopic = z.infer<typeof pushTopicSchema>;
/** The push topic of one lot. */
export const lotTopic = (assetsId: string): PushTopic => `lot:${assetsId}`;

/**
 * Client → server messages of `/push`. `subscribe` adds topics (the `user` topic needs `token`, an access token;
 * a token given once is kept for the connection); `unsubscribe` drops them. Answered with `subscribed` or `error`.
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
