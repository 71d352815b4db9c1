import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/envelope';
import { tagRoutes } from '../../http/openapi';
import { get, post } from '../../http/route';
import { loadOperatorToken, OPERATOR_HEADER, sameToken } from '../../http/operator-token';
import { confirmProof, pendingProofs, rejectProof } from './operator';
import type { PaymentDeps } from './service';

/** Operator paths under /api (used by `npm run payment`). */
export const PAYMENT_OPERATOR_PATHS = { pending: 'payment/operator/pending', confirm: 'payment/operator/confirm', reject: 'payment/operator/reject' } as const;

const orderParam = z.object({ orderNo: z.string({ message: '订单号不能为空' }).trim().regex(/^BZJ\d{18}$/, '订单号格式错误') });

/**
 * The deposit operator's endpoints, guarded like the bid operator's: `X-Operator-Token` = DATA_DIR/operator-token
 * (403 '操作员令牌无效'). They act inside the running server so a confirmed deposit reaches the live bid engine at once.
 * - GET pending → orders whose transfer proof awaits confirmation;
 * - POST confirm { orderNo } → { bidderCode, replayed } (409 unless awaiting confirmation);
 * - POST reject { orderNo, reason } → { rejected: true } (the user sees the reason and may pay again).
 */
export async function paymentOperatorRoutes(app: FastifyInstance, opts: { ctx: AppContext; deps: PaymentDeps }): Promise<void> {
  tagRoutes(app, '保证金');
  const { ctx, deps } = opts;
  const token = loadOperatorToken(ctx.config.DATA_DIR);
  app.addHook('preValidation', async (request) => {
    if (!sameToken(request.headers[OPERATOR_HEADER.toLowerCase()], token)) throw new ApiError(403, '操作员令牌无效');
  });

  get(app, `/${PAYMENT_OPERATOR_PATHS.pending}`, { summary: '操作员：列出待确认的线下缴款凭证', handler: () => pendingProofs(deps) });
  post(app, `/${PAYMENT_OPERATOR_PATHS.confirm}`, { summary: '操作员：确认线下缴款', params: orderParam, handler: ({ orderNo }) => confirmProof(deps, orderNo) });
  post(app, `/${PAYMENT_OPERATOR_PATHS.reject}`, {
    summary: '操作员：驳回线下缴款凭证',
    params: orderParam.extend({ reason: z.string({ message: '驳回原因不能为空' }).trim().min(1, '驳回原因不能为空').max(200, '驳回原因不能超过200个字符') }),
    handler: async ({ orderNo, reason }) => {
      await rejectProof(deps, orderNo, reason);
      return { rejected: true };
    },
  });
}
