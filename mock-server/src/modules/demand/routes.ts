import type { FastifyInstance } from 'fastify';
import { DEMAND_PATHS, demandDetailQuerySchema, demandDetailSchema, demandQuerySchema, demandRecordSchema } from '../../../../contract/demand';
import { pageSchema } from '../../../../contract/envelope';
import type { AppContext } from '../../context';
import { found, offsetOf, toPage } from '../../http/envelope';
import { tagRoutes } from '../../http/openapi';
import { get, post } from '../../http/route';
import { findDemand, findDemands } from './repository';

/** Demand projects of the blade-desk service (§2 /demand, /demandDetail). Public. Prefix `/api`. */
export async function demandRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  tagRoutes(app, '需求');
  const { ctx } = opts;
  const { db } = ctx;

  /**
   * POST /api/blade-desk/demand-nccq/page — params (query and/or body): demandPurpose, q (title or description), province
   * (2 digits), status (1 征集中 | 2 已对接), current, size (default 10). Answer: Page<DemandRecord> newest first; budget
   * in 元, areas in 亩, contact phone masked 138****5678. 400 names the bad field.
   */
  post(app, `/${DEMAND_PATHS.page}`, {
    summary: '分页查询需求项目',
    params: demandQuerySchema, answer: pageSchema(demandRecordSchema),
    handler: async ({ current, size, ...filter }) => {
      const { records, total } = await findDemands(db, filter, size, offsetOf(size, current));
      return toPage(records, total, size, current);
    },
  });

  /** GET /api/blade-desk/demand-nccq/detail?id= — DemandRecord plus description (phone masked). 400 bad id, 404 '需求不存在'. */
  get(app, `/${DEMAND_PATHS.detail}`, {
    summary: '获取需求项目详情',
    params: demandDetailQuerySchema, answer: demandDetailSchema,
    handler: async ({ id }) => found(await findDemand(db, id), '需求不存在'),
  });
}
