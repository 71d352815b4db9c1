import type { Namespace, Socket } from 'socket.io';
import { timeSyncRequestSchema, type TimeSyncAck } from '../../../../contract/realtime';

/**
 * Handlers of the bid room namespace `/bid` (socket.io). For now only the clock handshake:
 * `time:sync ({ t0 }, ack) → ack({ t0, serverNow })`, which lets the client estimate its offset from the round trip
 * (t0 = client send time, echoed back). An invalid payload answers `{ error: { code: 400, msg } }`. The bid commands come with the
 * auction engine.
 */
export function registerBidHandlers(_io: Namespace, socket: Socket, now: () => number): void {
  socket.on('time:sync', (payload: unknown, ack?: unknown) => {
    if (typeof ack !== 'function') return;
    const parsed = timeSyncRequestSchema.safeParse(payload);
    if (!parsed.success) return ack({ error: { code: 400, msg: '参数 t0 无效：必须是客户端发送时间（毫秒）' } } satisfies TimeSyncAck);
    ack({ t0: parsed.data.t0, serverNow: now() } satisfies TimeSyncAck);
  });
}
