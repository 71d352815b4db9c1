import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LISTED_ASSETS_LIMIT, PROJECT_NATURE_BIDDING } from '../../../../contract/constants';
import { pageSchema } from '../../../../contract/envelope';
import { biddingDataSchema, biddingRateSchema, hallQuerySchema, hallRowSchema, listedProjectSchema } from '../../../../contract/projects';
import type { AppContext } from '../../context';
import { offsetOf, toPage } from '../../http/envelope';
import { tagRoutes } from '../../http/openapi';
import { idParam, optionalInt, post } from '../../http/route';
import { numberList } from '../../http/wire';
import { findListings } from '../../services/listing';
import { findOngoingHallRows } from './hall-repository';
import { biddingData, biddingRate } from './service';

/** The dscq-sync service: the bidding hall and the newly listed assets feed (§7). Prefix `/api`. */
export async function syncRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  tagRoutes(app, '竞价大厅');
  const { ctx } = opts;
  const { db, now } = ctx;

  /**
   * POST /api/dscq-sync/v1/bid-assets/hall/page — the hall's ongoing tab. Params (hallQuerySchema): assetsName
   * (substring), projectNature (default 49), current (default 1), size (default 8). Answer: Page<HallRow> of lots
   * bidding now (bid_start_time <= now < bid_end_time, not closed by the engine, or paused), soonest end first;
   * leftTime, biddingPrice and biddingCount from the auction engine's projection (hall-repository.ts); prices in 元,
   * biddingPrice null before the first bid. §2 /hall, §7 Projects and bidding.
   */
  post(app, '/dscq-sync/v1/bid-assets/hall/page', {
    summary: '分页查询竞价大厅正在竞价的标的',
    params: hallQuerySchema,
    answer: pageSchema(hallRowSchema),
    handler: async ({ assetsName, projectNature, size, current }) => {
      const { records, total } = await findOngoingHallRows(db, { now: now(), projectNature, assetsName }, size, offsetOf(size, current));
      return toPage(records, total, size, current);
    },
  });

  /**
   * POST /api/dscq-sync/v1/bid-assets/bidding-data — hall statistics of bidding lots (nature 49), no params.
   * Answer: { ongoingCount, upcomingCount, dealCount, dealAmount (元) }. §7.
   */
  post(app, '/dscq-sync/v1/bid-assets/bidding-data', {
    summary: '获取竞价大厅统计（进行中、即将开始、成交）',
    answer: biddingDataSchema,
    handler: () => biddingData(db, PROJECT_NATURE_BIDDING, now()),
  });

  /**
   * POST /api/dscq-sync/v1/bid-assets/bidding-rate — hall rates of finished bidding lots, no params.
   * Answer: { dealRate, avgPremiumRate } in percent, 2 decimals. §7.
   */
  post(app, '/dscq-sync/v1/bid-assets/bidding-rate', {
    summary: '获取竞价大厅成交率与平均溢价率',
    answer: biddingRateSchema,
    handler: () => biddingRate(db, PROJECT_NATURE_BIDDING),
  });

  /**
   * POST /api/dscq-sync/v1/basic-assets/new-publish — newly listed assets for a news tab of source type 3.
   * Params: projectTypes (comma list, e.g. '0,3'), plateId and isFrontPage (accepted and validated; listings have no
   * plate), limit (default 4, at most 50). Answer: ListedProject[] newest first. §2 Home news panel, §7.
   */
  post(app, '/dscq-sync/v1/basic-assets/new-publish', {
    summary: '获取新闻栏目下的最新挂牌资产',
    params: z.object({
      projectTypes: z.string().regex(/^\d+(,\d+)*$/, '项目类型格式错误').optional(),
      plateId: idParam('栏目编号').optional(),
      isFrontPage: optionalInt(0, 1),
      limit: z.coerce.number().int().min(1).max(50).default(LISTED_ASSETS_LIMIT),
    }),
    answer: z.array(listedProjectSchema),
    handler: async ({ projectTypes, limit }) =>
      (await findListings(db, { projectTypes: numberList(projectTypes) }, 'newest', limit, 0)).records,
  });
}
