import { ORDER_STATUS_LABELS, type OrderStatus, type PaymentOrder } from '../../../../contract/payment';
import type { Db } from '../../db/connection';
import { beijingTime, fenToYuan } from '../../http/wire';
import { findProject } from '../detail/index';
import { orderEvents, type OrderRow } from './orders';
import type { DepositEnrolments } from './service';

/**
 * The exchange's deposit account for offline transfers (保证金专户); the order number goes in the transfer's remark so
 * the operator can match the bank statement line to the order.
 */
export const DEPOSIT_ACCOUNT = { accountName: '天府农村产权交易所有限公司（交易保证金专户）', bankName: '中国农业银行成都天府新区分行营业部', accountNo: '2281 0401 0400 1869 5' };

/** History entries the owner sees; refused or ignored notifications stay in the log for operators only. */
const HISTORY_LABELS: Record<string, string> = {
  created: '报名成功，保证金订单已生成', online_started: '发起网上支付', bank_cancelled: '网上支付已取消', paid: '保证金已到账，竞买号已分配',
  proof_submitted: '已提交线下转账凭证，等待确认', proof_rejected: '转账凭证未通过确认',
};

/**
 * An order as its owner sees it (amount 元, history, the deposit account and the bidder code once paid); the bidder
 * code is read through `enrolments`.
 */
export async function orderView(db: Db, order: OrderRow, enrolments: Pick<DepositEnrolments, 'bidderCode'>): Promise<PaymentOrder> {
  const [project, bidderCode, events] = await Promise.all([
    findProject(db, order.assetsId), enrolments.bidderCode(db, order.enrolmentId), orderEvents(db, order.orderNo),
  ]);
  const status = order.status as OrderStatus;
  return {
    orderNo: order.orderNo, enrolmentId: order.enrolmentId, assetsId: order.assetsId, assetsName: project?.assetsName ?? '',
    projectCode: project?.projectCode ?? '', amount: fenToYuan(order.amountFen) ?? 0, status, statusLabel: ORDER_STATUS_LABELS[status],
    channel: order.channel === 'online' || order.channel === 'offline' ? order.channel : '', proofFileId: order.proofFileId,
    rejectReason: order.rejectReason, createTime: beijingTime(order.createTime), paidTime: beijingTime(order.paidTime),
    bidderCode: status === 'paid' ? bidderCode : null,
    offlineAccount: { ...DEPOSIT_ACCOUNT, remark: order.orderNo },
    history: events.filter((e) => HISTORY_LABELS[e.type]).map((e) => ({ type: e.type, label: HISTORY_LABELS[e.type], time: beijingTime(e.createTime), detail: '' })),
    refund: null, forfeitReason: '',
  };
}
