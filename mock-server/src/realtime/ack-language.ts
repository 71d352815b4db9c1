import type { Socket } from 'socket.io';
import { handshakeLanguage, type Language } from '../i18n/language';
import { translateMessage } from '../i18n/messages';

/** An ack answer `{ error: { msg, … } }` with its message in `language`; any other answer is returned as it is. */
export function localiseAck(answer: unknown, language: Language): unknown {
  if (language === 'zh' || typeof answer !== 'object' || answer === null) return answer;
  const error = (answer as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null || typeof (error as { msg?: unknown }).msg !== 'string') return answer;
  const msg = (error as { msg: string }).msg;
  return { ...answer, error: { ...error, msg: translateMessage(msg, language) } };
}

/**
 * Makes every ack of `socket` (a refusal's `{ error: { code, msg } }`) speak the connection's language: the
 * handshake's `auth.language`, else its Accept-Language header, else zh ({@link handshakeLanguage}). One socket
 * middleware wraps the ack function of each incoming command, so the handlers keep answering with the zh source.
 */
export function localiseAcks(socket: Socket): void {
  const language = handshakeLanguage(socket.handshake.auth, socket.handshake.headers);
  if (language === 'zh') return;
  socket.use((packet, next) => {
    const last = packet.length - 1;
    const ack = packet[last];
    if (last > 0 && typeof ack === 'function') {
      packet[last] = (answer: unknown) => (ack as (answer: unknown) => void)(localiseAck(answer, language));
    }
    next();
  });
}
