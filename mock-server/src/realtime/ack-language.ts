import type { Socket } from 'socket.io';
import type { LotViewer } from '../../../contract/bid';
import { localiseFields } from '../i18n/fields';
import type { Language } from '../i18n/language';
import { translateMessage } from '../i18n/messages';
import type { BidSocketData } from './lot-rooms';

/**
 * The fields of a bid room answer that hold a message for the person: a refusal's `msg`, and a viewer's `reason`
 * (LotViewer: why they cannot bid) in a join's snapshot or a bid's result. A `reason` that is a code (a close reason,
 * `token-invalid`) is not in the catalogue and stays as it is.
 */
const MESSAGE_FIELDS = ['msg', 'reason'] as const;

/** An ack answer (`{ error: { msg } }`, `{ data: { snapshot: { me } } }`…) with its messages in `language`. */
export function localiseAck(answer: unknown, language: Language): unknown {
  return localiseFields(answer, MESSAGE_FIELDS, language, translateMessage);
}

/** A bidder's own view (`lot:me`, contract LotViewer) with its `reason` in `language`. */
export function localiseViewer(me: LotViewer, language: Language): LotViewer {
  return language === 'zh' || me.reason === null ? me : { ...me, reason: translateMessage(me.reason, language) };
}

/**
 * Makes every ack of `socket` speak the connection's language (BidSocketData.language, from the handshake's
 * `auth.language`, else its Accept-Language header, else zh): a refusal's message and the viewer's reason. One socket
 * middleware wraps the ack function of each incoming command, so the handlers keep answering with the zh source.
 */
export function localiseAcks(socket: Socket): void {
  const { language } = socket.data as BidSocketData;
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
