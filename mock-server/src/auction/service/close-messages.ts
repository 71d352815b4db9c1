import type { NewMessage } from '../../modules/messages/index';
import { CLOSE_REASON_TEXT } from '../../../../contract/close-reasons';
import { amountPhrase, pricePhrase } from '../money';
import type { LotResult } from '../types';
import type { Enrolment, LotMeta } from './lot-entry';

/** Title of the winner's message (站内消息). */
export const DEAL_MESSAGE_TITLE = '竞价成交通知';
/** Title of the message to the other bidders of a deal. */
export const LOST_MESSAGE_TITLE = '竞价结束通知';
/** Title of the message to every bidder of a lot closed without a deal. */
export const UNSOLD_MESSAGE_TITLE = '竞价流拍通知';

/** Portal pages the close messages open: the caller's projects, on the tab of the outcome (contract/usercentre.ts). */
export const CLOSE_LINKS = { deal: '/myProject?tab=deal', other: '/myProject?tab=unsold' } as const;

/** The end of a non-winner's message: the refund of a held deposit, else just the full stop. */
function refundEnding(e: Enrolment): string {
  return e.depositStatus === 'confirmed' ? `；保证金 ${amountPhrase(e.depositFen)} 将原路退还。` : '。';
}

/**
 * The messages of a lot's close, one per enrolled bidder (auction-rules.md § Close): deal → the winner 'deal'
 * (price, deposit turned into payment, 5 working days to sign), every other bidder 'lot_lost' (price, deposit
 * refunded); unsold → everyone 'lot_unsold' with the close reason. Deposits by the one amount rule, the price in the lot's unit (money.ts amountPhrase, pricePhrase). `list` is the
 * lot's enrolments BEFORE the close moved the deposits.
 */
export function closeMessages(meta: LotMeta, result: LotResult, list: Enrolment[], winnerUserId: string | null): NewMessage[] {
  const lot = `「${meta.assetsName}」`;
  const base = { assetsId: meta.assetsId };
  if (result.outcome === 'deal' && result.price !== undefined) {
    const price = pricePhrase(result.price, { priceType: meta.priceType, priceUnit: meta.priceUnitName });
    return list.map((e): NewMessage => {
      if (e.userId === winnerUserId) {
        const deposit = e.depositStatus === 'confirmed' ? e.depositFen : 0;
        return {
          ...base, userId: e.userId, type: 'deal', title: DEAL_MESSAGE_TITLE, link: CLOSE_LINKS.deal,
          content: `您以竞买号 ${e.bidderCode} 参与的${lot}竞价已成交，成交价 ${price}。`
            + `保证金 ${amountPhrase(deposit)} 已转为价款，请于 5 个工作日内签订成交确认书并缴清余款。`,
        };
      }
      return {
        ...base, userId: e.userId, type: 'lot_lost', title: LOST_MESSAGE_TITLE, link: CLOSE_LINKS.other,
        content: `您以竞买号 ${e.bidderCode} 参与的${lot}竞价已结束，成交价 ${price}，您未竞得${refundEnding(e)}`,
      };
    });
  }
  const reason = CLOSE_REASON_TEXT[result.reason] ?? '';
  return list.map((e): NewMessage => ({
    ...base, userId: e.userId, type: 'lot_unsold', title: UNSOLD_MESSAGE_TITLE, link: CLOSE_LINKS.other,
    content: `您以竞买号 ${e.bidderCode} 参与的${lot}竞价已结束，未能成交${reason ? `，原因：${reason}` : ''}${refundEnding(e)}`,
  }));
}
