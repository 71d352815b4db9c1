import type { MessageService, NewMessage } from '../modules/messages/index';
import { pricePhrase } from '../auction/money';
import type { LotMeta } from '../auction/service/lot-entry';

/** The lot facts an outbid message names: the lot and its price unit. */
type OutbidLot = Pick<LotMeta, 'assetsId' | 'assetsName' | 'priceType' | 'priceUnitName'>;

/** Title of the message that someone bid higher (出价被超越). */
export const OUTBID_MESSAGE_TITLE = '出价被超越提醒';

/** The dedupe key of a lot's outbid messages: at most one unread per user and lot. */
export const outbidKey = (assetsId: string) => `outbid:${assetsId}`;

/**
 * The outbid message of `userId` on a lot at the new price `priceFen` (fen): 'outbid', deduplicated per lot (a
 * newer outbid rewrites the unread one), opening the lot's bid room.
 */
export function outbidMessage(userId: string, lot: OutbidLot, priceFen: number): NewMessage {
  return {
    userId, type: 'outbid', title: OUTBID_MESSAGE_TITLE, assetsId: lot.assetsId, link: `/quoteHall?assetsId=${lot.assetsId}`,
    dedupeKey: outbidKey(lot.assetsId),
    content: `您在「${lot.assetsName}」的出价已被超越，当前最高价 ${pricePhrase(priceFen, { priceType: lot.priceType, priceUnit: lot.priceUnitName })}。竞价仍在进行，如需继续请及时出价。`,
  };
}

/** One outbid waiting to be written: the lot and the highest price that passed the user (fen). */
interface PendingOutbid { userId: string; lot: OutbidLot; priceFen: number }

/**
 * The outbid messages, written after the commit and off the bid path: one writer at a time, and an outbid of a user
 * on a lot that is still waiting to be written only raises the waiting one's price — so a burst of outbids (many
 * batches of one lot) makes at most one queued write per user and lot, and the bid path never waits behind a
 * backlog of inbox writes. A failed write is logged and dropped; nothing reaches the bid service.
 */
export class OutbidMessages {
  private readonly pending = new Map<string, PendingOutbid>();
  private running: Promise<void> | null = null;

  constructor(private readonly messages: MessageService, private readonly log: (err: unknown) => void) {}

  /** Queues the outbids of one committed batch: `outbid` maps each user who lost the lead to the highest price that passed them (fen). */
  add(lot: OutbidLot, outbid: ReadonlyMap<string, number>): void {
    for (const [userId, priceFen] of outbid) {
      const key = `${userId}|${lot.assetsId}`;
      const waiting = this.pending.get(key);
      if (waiting) waiting.priceFen = Math.max(waiting.priceFen, priceFen);
      else this.pending.set(key, { userId, lot, priceFen });
    }
    this.running ??= this.drain().finally(() => { this.running = null; });
  }

  private async drain(): Promise<void> {
    for (let next = this.take(); next; next = this.take()) {
      try {
        await this.messages.send(outbidMessage(next.userId, next.lot, next.priceFen));
      } catch (err) {
        this.log(err);
      }
    }
  }

  private take(): PendingOutbid | undefined {
    const first = this.pending.entries().next();
    if (first.done) return undefined;
    this.pending.delete(first.value[0]);
    return first.value[1];
  }
}
