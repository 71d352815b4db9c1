import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/envelope';
import { loadOperatorToken, OPERATOR_HEADER, sameToken } from '../../http/operator-token';
import { tagRoutes } from '../../http/openapi';
import { get, post } from '../../http/route';
import { pendingApplications, REFUSE_REASON_MAX, refuseApplication } from './refuse';

/** Operator paths under /api (used by `npm run enrolment`). */
export const ENROLMENT_OPERATOR_PATHS = { pending: 'enrolment/operator/pending', refuse: 'enrolment/operator/refuse' } as const;

const refuseParams = z.object({
  enrolmentId: z.string({ message: '报名编号不能为空' }).trim().regex(/^\d{1,19}$/, '报名编号格式错误'),
  reason: z.string({ message: '请填写报名未通过的原因' }).trim().min(1, '请填写报名未通过的原因').max(REFUSE_REASON_MAX, `原因不能超过${REFUSE_REASON_MAX}个字符`),
});

/**
 * The enrolment operator's endpoints, guarded like the deposit operator's: `X-Operator-Token` = DATA_DIR/operator-token
 * (403 '操作员令牌无效'). They act inside the running server so the user's open pages hear of a refusal at once.
 * - GET pending → applications whose deposit is not confirmed yet (oldest first);
 * - POST refuse { enrolmentId, reason } → { enrolmentId, state: 'refused', refuseReason } (400 no reason, 404, 409
 *   already confirmed or refused for another reason; the same refusal again answers the same).
 */
export async function enrolmentOperatorRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  tagRoutes(app, '报名');
  const { ctx } = opts;
  const token = loadOperatorToken(ctx.config.DATA_DIR);
  app.addHook('preValidation', async (request) => {
    if (!sameToken(request.headers[OPERATOR_HEADER.toLowerCase()], token)) throw new ApiError(403, '操作员令牌无效');
  });

  get(app, `/${ENROLMENT_OPERATOR_PATHS.pending}`, { summary: '操作员：列出待缴纳保证金的报名', handler: () => pendingApplications(ctx.db) });
  post(app, `/${ENROLMENT_OPERATOR_PATHS.refuse}`, {
    summary: '操作员：资格审核未通过，驳回报名',
    params: refuseParams,
    handler: ({ enrolmentId, reason }) => refuseApplication(ctx.db, ctx.messages, enrolmentId, reason, ctx.now()),
  });
}
