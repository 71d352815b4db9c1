import type { MessageService, NewMessage } from '../modules/messages/index';
import { formatYuan } from '../auction/money';

/** Title of the message that someone bid higher (出价被超越). */
export const OUTBID_MESSAGE_TITLE = '出价被超越提醒';

/** The dedupe key of a lot's outbid messages: at most one unread per user and lot. */
export const outbidKey = (assetsId: string) => `outbid:${assetsId}`;

/**
 * The outbid message of `userId` on a lot at the new price `priceFen` (fen): 'outbid', deduplicated per lot (a
 * newer outbid rewrites the unread one), opening the lot's bid room.
 */
export function outbidMessage(userId: string, lot: { assetsId: string; assetsName: string }, priceFen: number): NewMessage {
  return {
    userId, type: 'outbid', title: OUTBID_MESSAGE_TITLE, assetsId: lot.assetsId, link: `/quoteHall?assetsId=${lot.assetsId}`,
    dedupeKey: outbidKey(lot.assetsId),
    content: `您在「${lot.assetsName}」的出价已被超越，当前最高价 ${formatYuan(priceFen)}。竞价仍在进行，如需继续请及时出价。`,
  };
}

/**
 * Stores and announces the outbid messages of one committed batch: `outbid` maps each user who lost the lead to the
 * highest price that passed them (fen), so many outbids of one user in the batch make one write. Runs after the
 * commit, off the bid path: a failure is logged and never reaches the bid service.
 */
export async function sendOutbidMessages(
  messages: MessageService, lot: { assetsId: string; assetsName: string }, outbid: ReadonlyMap<string, number>,
  log: (err: unknown) => void,
): Promise<void> {
  for (const [userId, priceFen] of outbid) {
    try {
      await messages.send(outbidMessage(userId, lot, priceFen));
    } catch (err) {
      log(err);
    }
  }
}
