import {
  ORDER_STATUS_LABELS, REFUND_CAUSE_LABELS, REFUND_STATUS_LABELS, type DepositOrderItem, type OrderStatus, type PaymentOrder, type RefundView,
} from '../../../../contract/payment';
import type { Db } from '../../db/connection';
import { beijingTime, fenToYuan } from '../../http/wire';
import { findProject } from '../detail/index';
import { orderEvents, type OrderRow } from './orders';
import { findRefundOfOrder, type RefundRow } from './refund-repository';
import type { DepositEnrolments } from './service';

/**
 * The exchange's deposit account for offline transfers (保证金专户); the order number goes in the transfer's remark so
 * the operator can match the bank statement line to the order.
 */
export const DEPOSIT_ACCOUNT = { accountName: '天府农村产权交易所有限公司（交易保证金专户）', bankName: '中国农业银行成都天府新区分行营业部', accountNo: '2281 0401 0400 1869 5' };

/** History entries the owner sees; refused or ignored notifications stay in the log for operators only. */
const HISTORY_LABELS: Record<string, string> = {
  created: '报名成功，保证金订单已生成', online_started: '发起网上支付', bank_cancelled: '网上支付已取消', paid: '保证金已到账，竞买号已分配',
  proof_submitted: '已提交线下转账凭证，等待确认', proof_replaced: '已更换转账凭证', proof_rejected: '转账凭证未通过确认',
  applied: '保证金已转为成交价款', refunding: '竞价结束，保证金待退还', refund_requested: '已发起退款', refunded: '保证金已退还',
  forfeited: '保证金已扣除',
};

/** States in which the order's bidder code is shown (the deposit was confirmed at some point). */
const HAS_BIDDER_CODE: OrderStatus[] = ['paid', 'refunding', 'refunded', 'applied', 'forfeited'];

const causeLabel = (cause: string) => REFUND_CAUSE_LABELS[cause as keyof typeof REFUND_CAUSE_LABELS] ?? '退还保证金';

/** The detail the owner reads beside a history entry: why it happened (rejection / forfeit reason, refund cause). */
function historyDetail(type: string, detail: string): string {
  const d = JSON.parse(detail) as { reason?: string; cause?: string };
  if (type === 'forfeited' || type === 'proof_rejected') return d.reason ?? '';
  if (type === 'refunding') return d.cause ? causeLabel(d.cause) : '';
  return '';
}

/** A refund as its owner sees it (amount 元, cause and status in Chinese, times Beijing). */
export function refundView(r: RefundRow): RefundView {
  const status = r.status as RefundView['status'];
  return {
    refundNo: r.refundNo, amount: fenToYuan(r.amountFen) ?? 0, cause: r.cause as RefundView['cause'], causeLabel: causeLabel(r.cause),
    status, statusLabel: REFUND_STATUS_LABELS[status] ?? r.status, createTime: beijingTime(r.createTime), refundedTime: beijingTime(r.refundedTime),
  };
}

/**
 * An order as its owner sees it (amount 元, history, the deposit account and the bidder code once paid); the bidder
 * code is read through `enrolments`.
 */
export async function orderView(db: Db, order: OrderRow, enrolments: Pick<DepositEnrolments, 'bidderCode'>): Promise<PaymentOrder> {
  const [project, bidderCode, events, refund] = await Promise.all([
    findProject(db, order.assetsId), enrolments.bidderCode(db, order.enrolmentId), orderEvents(db, order.orderNo), findRefundOfOrder(db, order.orderNo),
  ]);
  const status = order.status as OrderStatus;
  const forfeit = status === 'forfeited' ? events.findLast((e) => e.type === 'forfeited') : undefined;
  return {
    orderNo: order.orderNo, enrolmentId: order.enrolmentId, assetsId: order.assetsId, assetsName: project?.assetsName ?? '',
    projectCode: project?.projectCode ?? '', amount: fenToYuan(order.amountFen) ?? 0, status, statusLabel: ORDER_STATUS_LABELS[status],
    channel: order.channel === 'online' || order.channel === 'offline' ? order.channel : '', proofFileId: order.proofFileId,
    rejectReason: order.rejectReason, createTime: beijingTime(order.createTime), paidTime: beijingTime(order.paidTime),
    bidderCode: HAS_BIDDER_CODE.includes(status) ? bidderCode : null,
    offlineAccount: { ...DEPOSIT_ACCOUNT, remark: order.orderNo },
    history: events.filter((e) => HISTORY_LABELS[e.type]).map((e) => ({
      type: e.type, label: HISTORY_LABELS[e.type], time: beijingTime(e.createTime), detail: historyDetail(e.type, e.detail),
    })),
    refund: refund ? refundView(refund) : null,
    forfeitReason: forfeit ? historyDetail('forfeited', forfeit.detail) : '',
  };
}

/** One row of /myDeposit (amount 元, times Beijing); `bidderCode` read by the caller through the enrolment side. */
export function orderItem(o: OrderRow & { assetsName: string | null; projectCode: string | null }, bidderCode: string | null): DepositOrderItem {
  const status = o.status as OrderStatus;
  return {
    orderNo: o.orderNo, enrolmentId: o.enrolmentId, assetsId: o.assetsId, assetsName: o.assetsName ?? '', projectCode: o.projectCode ?? '',
    amount: fenToYuan(o.amountFen) ?? 0, channel: o.channel === 'online' || o.channel === 'offline' ? o.channel : '', status,
    statusLabel: ORDER_STATUS_LABELS[status], bidderCode: HAS_BIDDER_CODE.includes(status) ? bidderCode : null,
    createTime: beijingTime(o.createTime), paidTime: beijingTime(o.paidTime), updateTime: beijingTime(o.updateTime),
  };
}
