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

/** How long outbids gather before they are written together (ms): the push notice:outbid is instant, the inbox can wait. */
export const OUTBID_FLUSH_MS = 500;

/**
 * The outbid messages, written after the commit and off the bid path, in batches: outbids gather for `flushMs`, an
 * outbid of a user on a lot already waiting only raises the waiting one's price, and then everything waiting is written
 * in ONE transaction (messages.sendMany) — so a busy lot costs the database one write transaction per half second,
 * not one per bid, and the bid path never waits behind inbox writes. Flushes never overlap. A failed flush is logged
 * and dropped; nothing reaches the bid service.
 */
export class OutbidMessages {
  private readonly pending = new Map<string, PendingOutbid>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly messages: Pick<MessageService, 'sendMany'>, private readonly log: (err: unknown) => void, private readonly flushMs = OUTBID_FLUSH_MS,
  ) {}

  /** Queues the outbids of one committed batch: `outbid` maps each user who lost the lead to the highest price that passed them (fen). */
  add(lot: OutbidLot, outbid: ReadonlyMap<string, number>): void {
    for (const [userId, priceFen] of outbid) {
      const key = `${userId}|${lot.assetsId}`;
      const waiting = this.pending.get(key);
      if (waiting) waiting.priceFen = Math.max(waiting.priceFen, priceFen);
      else this.pending.set(key, { userId, lot, priceFen });
    }
    this.schedule();
  }

  private schedule(): void {
    if (this.timer || this.running || this.pending.size === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.flush().finally(() => {
        this.running = null;
        this.schedule();
      });
    }, this.flushMs);
    this.timer.unref();
  }

  /** Writes everything waiting now, in one transaction. */
  private async flush(): Promise<void> {
    const batch = [...this.pending.values()];
    this.pending.clear();
    try {
      await this.messages.sendMany(batch.map((o) => outbidMessage(o.userId, o.lot, o.priceFen)));
    } catch (err) {
      this.log(err);
    }
  }
}
