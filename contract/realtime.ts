import { z } from 'zod';

/**
 * Messages of the push channel (`/push`, plain websocket, server → client only). Each carries `type` and
 * `serverNow` (server epoch ms, fed to the client's shared clock).
 * - `hello`: sent once on connection so the client can set its clock offset at once;
 * - `hall:changed`: lot statuses changed (opened, closed, enrolment ended) — hall lists should reload now.
 */
export const pushMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), serverNow: z.number() }),
  z.object({ type: z.literal('hall:changed'), serverNow: z.number() }),
]);
export type PushMessage = z.infer<typeof pushMessageSchema>;
export type PushMessageType = PushMessage['type'];

/** socket.io namespace of the bid room (design.md). */
export const BID_NAMESPACE = '/bid';
/** Path of the push websocket. */
export const PUSH_PATH = '/push';

/** `time:sync` command of the bid room: the client's send time, echoed with the server's clock (epoch ms). */
export const timeSyncRequestSchema = z.object({ t0: z.number().finite() });
export type TimeSyncRequest = z.infer<typeof timeSyncRequestSchema>;
export type TimeSyncAck = { t0: number; serverNow: number } | { error: { code: number; msg: string } };

/** Client → server events of the `/bid` namespace (acks answer `{ data } | { error }` shaped payloads). */
export interface BidClientToServerEvents {
  'time:sync': (payload: TimeSyncRequest, ack: (answer: TimeSyncAck) => void) => void;
}
/** Server → client broadcasts of the `/bid` namespace (the lot events come with the auction engine). */
export type BidServerToClientEvents = Record<string, never>;
