import { REFUND_CAUSE_LABELS } from '../../../../contract/payment';
import { amountPhrase } from '../../auction/money';
import type { NewMessage } from '../messages/index';

/** The /depositDetail page of an order: where every deposit message leads. */
export const depositLink = (orderNo: string) => `/depositDetail?orderNo=${encodeURIComponent(orderNo)}`;

/** The order a deposit message is about: its owner, project (id and name), number and amount (fen). */
export interface DepositFacts { userId: string; assetsId: string; assetsName: string; orderNo: string; amountFen: number }

const base = (d: DepositFacts) => ({ userId: d.userId, assetsId: d.assetsId, link: depositLink(d.orderNo) });
const lot = (d: DepositFacts) => `「${d.assetsName}」`;

/** 保证金到账确认: the order is paid and the bidder code assigned. */
export function depositConfirmedMessage(d: DepositFacts, bidderCode: string): NewMessage {
  return { ...base(d), type: 'deposit_confirmed', title: '保证金到账确认', content: `您为${lot(d)}缴纳的保证金 ${amountPhrase(d.amountFen)}已确认到账，竞买号 ${bidderCode}。` };
}

/** 保证金已转为成交价款: the winner's deposit counts towards the price. */
export function depositAppliedMessage(d: DepositFacts): NewMessage {
  return {
    ...base(d), type: 'deposit_applied', title: '保证金已转为成交价款',
    content: `您竞得${lot(d)}，缴纳的保证金 ${amountPhrase(d.amountFen)}已转为成交价款。请按成交通知签订成交确认书并缴清余款。`,
  };
}

/** 保证金已退还: the bank confirmed refund `refundNo` (cause lost | unsold | refused | withdrawn). */
export function depositRefundedMessage(d: DepositFacts, refund: { refundNo: string; cause: string }): NewMessage {
  const cause = REFUND_CAUSE_LABELS[refund.cause as keyof typeof REFUND_CAUSE_LABELS] ?? '退还保证金';
  return {
    ...base(d), type: 'deposit_refunded', title: '保证金已退还',
    content: `您为${lot(d)}缴纳的保证金 ${amountPhrase(d.amountFen)}已退还至原付款账户（${cause}），退款单号 ${refund.refundNo}。`,
  };
}

/** 保证金已扣除: an operator's decision, with its reason. */
export function depositForfeitedMessage(d: DepositFacts, reason: string): NewMessage {
  return { ...base(d), type: 'deposit_forfeited', title: '保证金已扣除', content: `您为${lot(d)}缴纳的保证金 ${amountPhrase(d.amountFen)}已被扣除。原因：${reason}` };
}
