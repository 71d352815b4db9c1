import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/envelope';
import { tagRoutes } from '../../http/openapi';
import { get, post } from '../../http/route';
import { loadOperatorToken, OPERATOR_HEADER, sameToken } from '../../http/operator-token';
import type { DepositLifecycle } from './deposit-lifecycle';
import { forfeitDeposit, listRefunds, markRefundPaid, retryRefund } from './deposit-operator';
import { confirmProof, pendingProofs, rejectProof } from './operator';
import type { PaymentDeps } from './service';

/** Operator paths under /api (used by `npm run payment`). */
export const PAYMENT_OPERATOR_PATHS = {
  pending: 'payment/operator/pending', confirm: 'payment/operator/confirm', reject: 'payment/operator/reject',
  refunds: 'payment/operator/refunds', retry: 'payment/operator/refund/retry', markRefunded: 'payment/operator/refund/mark-refunded',
  forfeit: 'payment/operator/forfeit',
} as const;

const orderParam = z.object({ orderNo: z.string({ message: '订单号不能为空' }).trim().regex(/^BZJ\d{18}$/, '订单号格式错误') });
const refundParam = z.object({ refundNo: z.string({ message: '退款单号不能为空' }).trim().regex(/^TK\d{18}$/, '退款单号格式错误') });
const reasonOf = (what: string) => z.string({ message: `${what}原因不能为空` }).trim().min(1, `${what}原因不能为空`).max(200, `${what}原因不能超过200个字符`);

/**
 * The deposit operator's endpoints, guarded like the bid operator's: `X-Operator-Token` = DATA_DIR/operator-token
 * (403 '操作员令牌无效'). They act inside the running server so a confirmed deposit reaches the live bid engine at once.
 * - GET pending → orders whose transfer proof awaits confirmation;
 * - POST confirm { orderNo } → { bidderCode, replayed } (409 unless awaiting confirmation);
 * - POST reject { orderNo, reason } → { rejected: true } (the user sees the reason and may pay again);
 * - GET refunds ?filter=all|failed|pending → the deposit refunds (amount 元);
 * - POST refund/retry { refundNo } → { refundNo, status } (failed → pending, then asked again; 409 unless failed);
 * - POST refund/mark-refunded { refundNo, reference } → paid by hand (PAYMENT_PROVIDER=none); 409 when refunded;
 * - POST forfeit { orderNo, reason } → { orderNo, status: 'forfeited' } (409 unless paid or applied).
 */
export async function paymentOperatorRoutes(app: FastifyInstance, opts: { ctx: AppContext; deps: PaymentDeps; deposits: DepositLifecycle }): Promise<void> {
  tagRoutes(app, '保证金');
  const { ctx, deps, deposits } = opts;
  const token = loadOperatorToken(ctx.config.DATA_DIR);
  app.addHook('preValidation', async (request) => {
    if (!sameToken(request.headers[OPERATOR_HEADER.toLowerCase()], token)) throw new ApiError(403, '操作员令牌无效');
  });

  get(app, `/${PAYMENT_OPERATOR_PATHS.pending}`, { summary: '操作员：列出待确认的线下缴款凭证', handler: () => pendingProofs(deps) });
  post(app, `/${PAYMENT_OPERATOR_PATHS.confirm}`, { summary: '操作员：确认线下缴款', params: orderParam, handler: ({ orderNo }) => confirmProof(deps, orderNo) });
  post(app, `/${PAYMENT_OPERATOR_PATHS.reject}`, {
    summary: '操作员：驳回线下缴款凭证',
    params: orderParam.extend({ reason: reasonOf('驳回') }),
    handler: async ({ orderNo, reason }) => {
      await rejectProof(deps, orderNo, reason);
      return { rejected: true };
    },
  });
  get(app, `/${PAYMENT_OPERATOR_PATHS.refunds}`, {
    summary: '操作员：列出保证金退款',
    params: z.object({ filter: z.enum(['all', 'failed', 'pending'], { message: '筛选只能是 all、failed 或 pending' }).default('all') }),
    handler: ({ filter }) => listRefunds(deps, filter),
  });
  post(app, `/${PAYMENT_OPERATOR_PATHS.retry}`, {
    summary: '操作员：重试失败的退款', params: refundParam, handler: ({ refundNo }) => retryRefund(deps, deposits.refunds, refundNo),
  });
  post(app, `/${PAYMENT_OPERATOR_PATHS.markRefunded}`, {
    summary: '操作员：登记线下已退还的保证金',
    params: refundParam.extend({ reference: z.string({ message: '银行流水号不能为空' }).trim().min(1, '银行流水号不能为空').max(64, '银行流水号不能超过64个字符') }),
    handler: ({ refundNo, reference }) => markRefundPaid(deps, refundNo, reference),
  });
  post(app, `/${PAYMENT_OPERATOR_PATHS.forfeit}`, {
    summary: '操作员：扣除保证金', params: orderParam.extend({ reason: reasonOf('扣除') }),
    handler: ({ orderNo, reason }) => forfeitDeposit(deps, orderNo, reason),
  });
}
