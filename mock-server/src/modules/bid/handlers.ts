import type { Namespace, Socket } from 'socket.io';
import { z } from 'zod';
import { bidPlaceSchema, lotAcceptSchema, lotJoinSchema, lotLeaveSchema, type Ack, type CommandError } from '../../../../contract/bid';
import { timeSyncRequestSchema, type TimeSyncAck } from '../../../../contract/realtime';
import { yuanToFen } from '../../auction/money';
import type { BidService } from '../../auction/service/bid-service';
import { loginRequired, toCommandError } from '../../auction/service/errors';
import { describeZodError } from '../../http/zod-messages';
import { lotRoom, type BidSocketData, type LotRooms } from '../../realtime/lot-rooms';
import type { TokenVerifier } from '../../realtime/push-subscriptions';

export type { TokenVerifier } from '../../realtime/push-subscriptions';

/** What the /bid handlers need: the bid service, the server clock, token verification and the room index. */
export interface BidHandlerDeps { bids?: BidService; now: () => number; verifyToken: TokenVerifier; rooms: LotRooms }

const invalid = (error: z.ZodError): { error: CommandError } => ({ error: { code: 400, msg: describeZodError(error) } });
const TOKEN_EXPIRED: CommandError = { code: 401, msg: '登录已失效，请重新登录后再出价', reason: 'token-invalid' };

/**
 * Handlers of the bid room namespace `/bid` (socket.io), per command (contract/bid.ts BidRoomClientEvents).
 * Every command is validated with its contract schema first: an invalid one is answered `{ error: { code: 400 } }`
 * and changes and broadcasts nothing. A command without an ack function is ignored (nothing to answer to).
 * - `time:sync {t0}` → `{ t0, serverNow }` (clock offset from the round trip);
 * - `lot:join {assetsId, afterSeq?}` → joins the lot's room (no login needed) → `{ data: { events, me } }` when the
 *   client missed few events, else `{ data: { snapshot } }`; 404 for an unknown lot. Events with seq ≤ what the
 *   answer covers may still arrive afterwards: the client ignores them by seq;
 * - `lot:leave {assetsId}` → leaves the room;
 * - `bid:place` / `lot:accept {assetsId, price (元), idempotencyKey}` → needs the handshake token (`auth.token`),
 *   verified again at each command (expiry, logout) → `{ data: BidResult }` or `{ error }` (401 login, 404, 409 key
 *   reuse, the engine's 400/403/409). The ack is sent after the commit; the room broadcast follows it.
 */
export function registerBidHandlers(_io: Namespace, socket: Socket, deps: BidHandlerDeps): void {
  const data = socket.data as BidSocketData;
  socket.on('time:sync', (payload: unknown, ack?: unknown) => {
    if (typeof ack !== 'function') return;
    const parsed = timeSyncRequestSchema.safeParse(payload);
    if (!parsed.success) return ack({ error: { code: 400, msg: '参数 t0 无效：必须是客户端发送时间（毫秒）' } } satisfies TimeSyncAck);
    ack({ t0: parsed.data.t0, serverNow: deps.now() } satisfies TimeSyncAck);
  });
  const { bids } = deps;
  if (!bids) return;

  socket.on('lot:join', async (payload: unknown, ack?: unknown) => {
    if (typeof ack !== 'function') return;
    const parsed = lotJoinSchema.safeParse(payload);
    if (!parsed.success) return ack(invalid(parsed.error));
    const { assetsId, afterSeq } = parsed.data;
    try {
      await bids.entry(assetsId);
      // Join before reading: an event racing the answer then arrives twice (ignored by seq) instead of never.
      await socket.join(lotRoom(assetsId));
      deps.rooms.add(assetsId, socket);
      ack({ data: await bids.join(assetsId, afterSeq, data.userId) });
    } catch (err) {
      ack({ error: toCommandError(err) });
    }
  });

  socket.on('lot:leave', async (payload: unknown, ack?: unknown) => {
    const parsed = lotLeaveSchema.safeParse(payload);
    const answer: Ack<null> = parsed.success ? { data: null } : invalid(parsed.error);
    if (parsed.success) {
      await socket.leave(lotRoom(parsed.data.assetsId));
      deps.rooms.remove(parsed.data.assetsId, socket);
      data.lastMe.delete(parsed.data.assetsId);
    }
    if (typeof ack === 'function') ack(answer);
  });

  const command = (type: 'bid' | 'accept', schema: typeof bidPlaceSchema) => async (payload: unknown, ack?: unknown) => {
    if (typeof ack !== 'function') return;
    const parsed = schema.safeParse(payload);
    if (!parsed.success) return ack(invalid(parsed.error));
    if (!data.token) return ack({ error: loginRequired().toWire() });
    const userId = await deps.verifyToken(data.token);
    if (!userId) return ack({ error: TOKEN_EXPIRED });
    data.userId = userId;
    const { assetsId, price, idempotencyKey } = parsed.data;
    try {
      ack({ data: await bids.place(userId, { assetsId, priceFen: yuanToFen(price), idempotencyKey }, type) });
    } catch (err) {
      ack({ error: toCommandError(err) });
    }
  };
  socket.on('bid:place', command('bid', bidPlaceSchema));
  socket.on('lot:accept', command('accept', lotAcceptSchema));
  socket.on('disconnect', () => deps.rooms.drop(socket));
}
