import type { FastifyInstance } from 'fastify';
import {
  DEPOSIT_TABS, depositOrderItemSchema, depositOrdersQuerySchema, offlineProofRequestSchema, onlineStartAnswerSchema, onlineStartRequestSchema, orderQuerySchema, PAYMENT_PATHS, paymentOrderSchema,
} from '../../../../contract/payment';
import type { AppContext } from '../../context';
import { notFound, offsetOf, toPage } from '../../http/envelope';
import { pageSchema } from '../../../../contract/envelope';
import { tagRoutes } from '../../http/openapi';
import { get, post } from '../../http/route';
import { HISTORY_MESSAGES } from '../../i18n/fields';
import { currentUser } from '../../http/request-user';
import { findOrderByEnrolment } from './orders';
import { findUserOrders } from './repository';
import { ownOrder, startOnline, submitProof, type PaymentDeps } from './service';
import { orderItem, orderView } from './view';

/** The cashier desk's calls (§2 /cashierDesk, /depositAddPayInfo); every one needs the bearer token. Prefix `/api`. */
export async function paymentRoutes(app: FastifyInstance, opts: { ctx: AppContext; deps: PaymentDeps }): Promise<void> {
  tagRoutes(app, '保证金');
  const { ctx, deps } = opts;
  const { db } = ctx;

  /**
   * GET /api/dscq-project/payment/order?enrolmentId= | ?orderNo= — the caller's deposit order (contract PaymentOrder:
   * amount in 元, status, history, the offline deposit account, bidderCode once paid). 400 neither given; 404
   * '订单不存在' for an unknown order or someone else's.
   */
  get(app, `/${PAYMENT_PATHS.order}`, {
    summary: '查询本人的保证金订单',
    params: orderQuerySchema, answer: paymentOrderSchema, requireUser: true, messages: HISTORY_MESSAGES,
    handler: async ({ enrolmentId, orderNo }, request) => {
      const userId = currentUser(request).id;
      if (orderNo) return orderView(db, await ownOrder(db, userId, orderNo), deps.enrolments);
      const order = await findOrderByEnrolment(db, enrolmentId!);
      if (!order || order.userId !== userId) throw notFound('订单不存在');
      return orderView(db, order, deps.enrolments);
    },
  });

  /**
   * GET /api/dscq-project/payment/orders?current&size&tab — the caller's deposit orders (/myDeposit), newest first,
   * only those in the tab's states (contract DEPOSIT_TABS, default all): Page<DepositOrderItem> (amount 元). 400 bad tab.
   */
  get(app, `/${PAYMENT_PATHS.orders}`, {
    summary: '本人的保证金订单列表',
    params: depositOrdersQuerySchema, answer: pageSchema(depositOrderItemSchema), requireUser: true,
    handler: async ({ current, size, tab }, request) => {
      const userId = currentUser(request).id;
      const { rows, total } = await findUserOrders(db, userId, DEPOSIT_TABS[tab].statuses, size, offsetOf(size, current));
      const records = await Promise.all(rows.map(async (o) => orderItem(o, await deps.enrolments.bidderCode(db, o.enrolmentId))));
      return toPage(records, total, size, current);
    },
  });

  /**
   * POST /api/dscq-project/payment/online/start { orderNo } — online channel: { orderNo, payUrl, expiresAt (epoch ms) };
   * open payUrl (the bank's page; the sandbox bank at /sandbox-bank/pay) in the browser. The bank notifies the server
   * and sends the browser back to /cashierDesk?orderNo=… . 404; 409 已支付 / 凭证待确认 / 报名已截止.
   */
  post(app, `/${PAYMENT_PATHS.onlineStart}`, {
    summary: '发起保证金在线支付',
    params: onlineStartRequestSchema, answer: onlineStartAnswerSchema, requireUser: true,
    handler: ({ orderNo }, request) => startOnline(deps, currentUser(request).id, orderNo),
  });

  /**
   * POST /api/dscq-project/payment/offline/proof { orderNo, fileId, payerName?, remark? } — offline bank transfer: the
   * proof (uploaded first through dscq-user/file/upload) is attached and the order becomes awaiting_confirmation until an
   * operator runs `npm run payment -- confirm|reject`; a proof sent while one awaits confirmation replaces it
   * (/depositAddPayInfo). Answer: the order. 400 file not the caller's; 404; 409 paid or later, 报名未通过, 报名已截止.
   */
  post(app, `/${PAYMENT_PATHS.offlineProof}`, {
    summary: '提交线下转账缴款凭证',
    params: offlineProofRequestSchema, answer: paymentOrderSchema, requireUser: true, messages: HISTORY_MESSAGES,
    handler: async (p, request) => {
      const userId = currentUser(request).id;
      await submitProof(deps, userId, p);
      return orderView(db, await ownOrder(db, userId, p.orderNo), deps.enrolments);
    },
  });
}
