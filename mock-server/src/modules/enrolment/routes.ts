import type { FastifyInstance } from 'fastify';
import {
  ENROLMENT_PATHS, ENROLMENT_REASONS, enrolmentCheckAnswerSchema, enrolmentCheckQuerySchema, enrolmentMineAnswerSchema,
  enrolmentMineQuerySchema, enrolmentSubmitSchema, enrolmentViewSchema,
} from '../../../../contract/enrolment';
import type { AppContext } from '../../context';
import { tagRoutes } from '../../http/openapi';
import { get, post, type RouteSpec } from '../../http/route';
import { currentUser } from '../../http/request-user';
import { findProfile, optionalUserId, requireProject } from '../detail/index';
import { refusals } from './conditions';
import { submitEnrolment } from './service';
import { mineView } from './view';

/** Submissions per address and minute: each one may run a scrypt code check and writes an order. */
const SUBMIT_RATE = { max: 20, timeWindow: 60_000 };

/** Enrolment (报名): the check behind the detail page's button, submission and the caller's own enrolment. Prefix `/api`. */
export async function enrolmentRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  tagRoutes(app, '报名');
  const { ctx } = opts;
  const { db } = ctx;

  /**
   * GET|POST /api/dscq-project/enrolment/check?assetsId= — { allowed, reasons[{ code, msg }] } for the 我要报名 button,
   * every refusal in submit's order (contract ENROLMENT_REASONS plus the real-name reasons). Public: a visitor gets
   * allowed false with notLoggedIn rather than a 401 (the caller handles the answer itself, §8). 400 bad id, 404.
   */
  const check: RouteSpec<typeof enrolmentCheckQuerySchema, unknown> = {
    summary: '检查能否报名（我要报名按钮，列出全部不满足的条件）',
    params: enrolmentCheckQuerySchema, answer: enrolmentCheckAnswerSchema, messages: ['msg'],
    handler: async ({ assetsId }, request) => {
      const project = await requireProject(db, assetsId);
      const userId = await optionalUserId(ctx, request);
      if (!userId) return { allowed: false, reasons: [ENROLMENT_REASONS.notLoggedIn] };
      const found = await refusals(db, userId, project, await findProfile(db, project), { now: ctx.now(), firstOnly: false });
      return { allowed: found.length === 0, reasons: found.map(({ code, msg }) => ({ code, msg })) };
    },
  };
  get(app, `/${ENROLMENT_PATHS.check}`, check);
  post(app, `/${ENROLMENT_PATHS.check}`, check);

  /**
   * POST /api/dscq-project/enrolment/submit — contract EnrolmentSubmit (JSON): assetsId, subAssetsIds (packages),
   * materials [{ code, fileId }], directionalCode, idempotencyKey. Conditions in order, each refused in Chinese:
   * 401 login; 403 real-name not approved / wrong kind / directional code missing or wrong / window not open or closed;
   * 409 already enrolled (data = the existing enrolment). Then 400 for 标段 or materials. Answer: EnrolmentView
   * (state pending_payment, orderNo of the deposit order; replayed true for a repeated idempotency key).
   */
  post(app, `/${ENROLMENT_PATHS.submit}`, {
    summary: '提交报名（生成保证金订单；重复报名返回 409 及已有报名）',
    params: enrolmentSubmitSchema, answer: enrolmentViewSchema, errorAnswers: { 409: enrolmentViewSchema },
    requireUser: true, rateLimit: SUBMIT_RATE,
    handler: (input, request) => submitEnrolment(db, currentUser(request).id, input, ctx.now()),
  });

  /**
   * GET /api/dscq-project/enrolment/mine?assetsId= — the caller's enrolment in the project (state, deposit status,
   * bidder code once the deposit is confirmed, orderNo) or null. Also shows a bidder the operator enrolled directly.
   */
  get(app, `/${ENROLMENT_PATHS.mine}`, {
    summary: '查询本人在项目中的报名',
    params: enrolmentMineQuerySchema, answer: enrolmentMineAnswerSchema, requireUser: true,
    handler: async ({ assetsId }, request) => {
      await requireProject(db, assetsId);
      return mineView(db, currentUser(request).id, assetsId);
    },
  });
}
