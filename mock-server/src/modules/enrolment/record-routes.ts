import type { FastifyInstance } from 'fastify';
import { pageSchema } from '../../../../contract/envelope';
import {
  enrolmentDetailQuerySchema, enrolmentDetailSchema, myProjectItemSchema, myProjectsQuerySchema, USERCENTRE_PATHS,
} from '../../../../contract/usercentre';
import type { AppContext } from '../../context';
import { tagRoutes } from '../../http/openapi';
import { get } from '../../http/route';
import { HISTORY_MESSAGES } from '../../i18n/fields';
import { currentUser } from '../../http/request-user';
import { enrolmentDetail } from './enrolment-detail';
import { myProjectsPage } from './my-projects';

/** The bidder's own enrolment records in the user centre (§2 /myProject, /enrollDetail). Prefix `/api`. */
export async function enrolmentRecordRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  tagRoutes(app, '报名');
  const { ctx } = opts;

  /**
   * GET /api/dscq-project/enrolment/my-projects?tab&current&size — Page<MyProjectItem>: the caller's applications
   * newest first, filtered by tab (all 全部, enrolling 报名中, bidding 竞价中, ended 已结束, deal 已成交, unsold
   * 未成交; total and pages count the tab), each with deposit (元) and order state, its lot (a package shows its first
   * chosen 标段) with the running `deadline` (epoch ms), its tabs and action. 400 bad tab, 401 without a token.
   */
  get(app, `/${USERCENTRE_PATHS.myProjects}`, {
    summary: '我的项目（本人报名记录，按状态分页）',
    params: myProjectsQuerySchema, answer: pageSchema(myProjectItemSchema), requireUser: true,
    handler: (q, request) => myProjectsPage(ctx.db, currentUser(request).id, q, ctx.now()),
  });

  /**
   * GET /api/dscq-project/enrolment/detail?id= — EnrolmentDetail: the enrolment, refusal reason, history (oldest
   * first, Beijing times), deposit order state, lot and action. 400 bad id, 401, 404 '报名记录不存在' (also another
   * user's id).
   */
  get(app, `/${USERCENTRE_PATHS.enrolmentDetail}`, {
    summary: '报名详情（含状态历史）',
    params: enrolmentDetailQuerySchema, answer: enrolmentDetailSchema, requireUser: true, messages: HISTORY_MESSAGES,
    handler: ({ id }, request) => enrolmentDetail(ctx.db, currentUser(request).id, id, ctx.now()),
  });
}
