import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PAGE_VIEW_PATH, pageViewSchema } from '../../../../contract/statistics';
import type { AppContext } from '../../context';
import { tagRoutes } from '../../http/openapi';
import { post } from '../../http/route';
import { newId } from '../../lib/crypto';
import { insertPageView } from './repository';

/** Page-view statistics (§2 App shell). Registered under the `/api` prefix. */
export async function statisticsRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  tagRoutes(app, '统计');
  const { ctx } = opts;

  /**
   * POST /api/dscq-system/statistics/page-view — records one page view `{ path, title?, referrer? }` (in-app paths).
   * Anonymous by design: neither the user nor the address is stored. Answer: `{ recorded: true }`.
   * 400 when path is missing, not starting with '/', or too long; 429 beyond 120 reports a minute from one address.
   */
  post(app, `/${PAGE_VIEW_PATH}`, {
    summary: '记录一次页面浏览',
    params: pageViewSchema,
    answer: z.object({ recorded: z.literal(true) }),
    rateLimit: { max: 120, timeWindow: 60_000 },
    handler: async ({ path, title, referrer }) => {
      await insertPageView(ctx.db, { id: newId(), path, title, referrer, createTime: ctx.now() });
      return { recorded: true as const };
    },
  });
}
