import type { Namespace, Socket } from 'socket.io';
import { z } from 'zod';
import { bidPlaceSchema, lotAcceptSchema, lotJoinSchema, lotLeaveSchema, type Ack, type CommandError } from '../../../../contract/bid';
import { yuanToFen } from '../../auction/money';
import { loginRequired, toCommandError } from '../../auction/service/errors';
import { describeZodError } from '../../http/zod-messages';
import { lotRoom, type BidSocketData } from '../../realtime/lot-rooms';
import type { BidSocketDeps } from '../../realtime/socket-server';

const invalid = (error: z.ZodError): { error: CommandError } => ({ error: { code: 400, msg: describeZodError(error) } });
const TOKEN_EXPIRED: CommandError = { code: 401, msg: '登录已失效，请重新登录后再出价', reason: 'token-invalid' };

/**
 * Lot command handlers of the bid room namespace `/bid` (socket.io), per command (contract/bid.ts
 * BidRoomClientEvents); the realtime layer calls it for each socket (`time:sync` is its own, realtime/time-sync.ts).
 * Every command is validated with its contract schema first: an invalid one is answered `{ error: { code: 400 } }`
 * and changes and broadcasts nothing. A command without an ack function is ignored (nothing to answer to).
 * - `lot:join {assetsId, afterSeq?}` → joins the lot's room (no login needed) → `{ data: { events, me } }` when the
 *   client missed few events, else `{ data: { snapshot } }`; 404 for an unknown lot. Events with seq ≤ what the
 *   answer covers may still arrive afterwards: the client ignores them by seq;
 * - `lot:leave {assetsId}` → leaves the room;
 * - `bid:place` / `lot:accept {assetsId, price (元), idempotencyKey}` → needs the handshake token (`auth.token`),
 *   verified again at each command (expiry, logout) → `{ data: BidResult }` or `{ error }` (401 login, 404, 409 key
 *   reuse, the engine's 400/403/409). The ack is sent after the commit; the room broadcast follows it.
 */
export function registerBidHandlers(_io: Namespace, socket: Socket, deps: BidSocketDeps): void {
  const data = socket.data as BidSocketData;
  const { bids } = deps;

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
