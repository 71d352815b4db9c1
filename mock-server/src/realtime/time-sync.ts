import type { Socket } from 'socket.io';
import { timeSyncRequestSchema, type TimeSyncAck } from '../../../contract/realtime';

/**
 * Answers `time:sync {t0}` on a /bid socket with `{ t0, serverNow }` (epoch ms), from which the client derives its
 * clock offset over the round trip; a bad t0 is answered `{ error: { code: 400 } }`. No login, no bid service needed.
 */
export function answerTimeSync(socket: Socket, now: () => number): void {
  socket.on('time:sync', (payload: unknown, ack?: unknown) => {
    if (typeof ack !== 'function') return;
    const parsed = timeSyncRequestSchema.safeParse(payload);
    if (!parsed.success) return ack({ error: { code: 400, msg: '参数 t0 无效：必须是客户端发送时间（毫秒）' } } satisfies TimeSyncAck);
    ack({ t0: parsed.data.t0, serverNow: now() } satisfies TimeSyncAck);
  });
}
