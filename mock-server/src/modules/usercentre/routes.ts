import type { FastifyInstance } from 'fastify';
import { USERCENTRE_PATHS, usercentreSummarySchema } from '../../../../contract/usercentre';
import type { AppContext } from '../../context';
import { tagRoutes } from '../../http/openapi';
import { get } from '../../http/route';
import { currentUser } from '../../http/request-user';
import { usercentreSummary } from './service';

/** Options of {@link usercentreRoutes}. */
export interface UsercentreRoutesOptions { ctx: AppContext }

/** The user centre's home (§2 /usercenterIndex). Prefix `/api`. */
export async function usercentreRoutes(app: FastifyInstance, opts: UsercentreRoutesOptions): Promise<void> {
  tagRoutes(app, '个人中心');
  const { ctx } = opts;

  /**
   * GET /api/dscq-user/usercenter/summary — UsercentreSummary: the caller's live counts (enrolments in progress,
   * lots bidding now, deposits refunding / to pay, unread messages, favourites, open appeals). 401 without a token.
   */
  get(app, `/${USERCENTRE_PATHS.summary}`, {
    summary: '个人中心首页统计',
    answer: usercentreSummarySchema, requireUser: true,
    handler: (_q, request) => usercentreSummary({ db: ctx.db, messages: ctx.messages }, currentUser(request).id),
  });
}
