import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HOT_PROJECTS_HOME_SIZE, LATEST_PROJECTS_SIZE, RECOMMEND_MAX } from '../../../../contract/constants';
import { pageSchema } from '../../../../contract/envelope';
import { treeNodeSchema } from '../../../../contract/lookups';
import { assetsIdSchema, listedProjectSchema, projectSearchSchema } from '../../../../contract/projects';
import type { AppContext } from '../../context';
import { offsetOf, toPage } from '../../http/envelope';
import { tagRoutes } from '../../http/openapi';
import { get, paging, post } from '../../http/route';
import { numberList } from '../../http/wire';
import { dictTree } from '../../services/dictionary';
import { findListings } from '../../services/listing';
import { listingAnswerCache } from '../../services/listing-version';
import { recommend, searchFilter } from './service';

const natureList = z.string().regex(/^\d+(,\d+)*$/, '项目性质格式错误').optional();

/** The dscq-project service's supply-project lists (§2 Project list, §7 Projects). Prefix `/api`. */
export async function projectRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  tagRoutes(app, '项目');
  const { ctx } = opts;
  const { db } = ctx;

  /**
   * POST /api/dscq-project/search/page — the /project list. Params (query and/or body, contract projectSearchSchema):
   * q (substring of name, project code or transferor), operationId (family or type id), parentId (family id),
   * demandPurpose, transferType, province (2-digit code prefix), investmentBand ('1'..'4', 万元 bands of §9),
   * status (1 2 3 4 7), projectNatures, projectTypes (comma lists), size (default 10), current.
   * Answer: Page<ListedProject>, newest publication first; package sub-assets never listed. 400 on a bad filter.
   * Answers are cached by the validated filters until the listing version moves (at most 5 s).
   */
  post(app, '/dscq-project/search/page', {
    summary: '分页搜索挂牌项目',
    params: projectSearchSchema,
    cache: listingAnswerCache(db),
    answer: pageSchema(listedProjectSchema),
    handler: async (p) => {
      const { records, total } = await findListings(db, searchFilter(p), 'newest', p.size, offsetOf(p.size, p.current));
      return toPage(records, total, p.size, p.current);
    },
  });

  /**
   * GET /api/dscq-project/top/hot-by-solr — hot projects. Params: size (default 4; the home block uses 6 with
   * projectNatures 49), current, projectNatures (optional comma list). Answer: Page<ListedProject> by hot score. §9.
   * Cached like search/page.
   */
  get(app, '/dscq-project/top/hot-by-solr', {
    summary: '分页查询热门项目',
    cache: listingAnswerCache(db),
    params: paging(HOT_PROJECTS_HOME_SIZE, 100).extend({ projectNatures: natureList }),
    answer: pageSchema(listedProjectSchema),
    handler: async ({ size, current, projectNatures }) => {
      const filter = { projectNatures: numberList(projectNatures) };
      const { records, total } = await findListings(db, filter, 'hottest', size, offsetOf(size, current));
      return toPage(records, total, size, current);
    },
  });

  /**
   * GET /api/dscq-project/top/new-publish — latest listings. Params: size (default 6), current. Answer:
   * Page<ListedProject> newest first. §2 Home. Cached like search/page.
   */
  get(app, '/dscq-project/top/new-publish', {
    summary: '分页查询最新挂牌项目',
    cache: listingAnswerCache(db),
    params: paging(LATEST_PROJECTS_SIZE, 100),
    answer: pageSchema(listedProjectSchema),
    handler: async ({ size, current }) => {
      const { records, total } = await findListings(db, {}, 'newest', size, offsetOf(size, current));
      return toPage(records, total, size, current);
    },
  });

  /**
   * POST /api/dscq-project/search/assets-recommend — recommended projects (hottest still registering). Params:
   * size (default 4, capped at 4), assetsId (optional: the project being viewed, left out). Answer: ListedProject[].
   * 404 '项目不存在' for an unknown assetsId. §9 Recommended projects.
   */
  post(app, '/dscq-project/search/assets-recommend', {
    summary: '获取推荐项目',
    params: z.object({
      size: z.coerce.number().int().min(1).default(RECOMMEND_MAX).transform((v) => Math.min(v, RECOMMEND_MAX)),
      assetsId: assetsIdSchema.optional(),
    }),
    answer: z.array(listedProjectSchema),
    handler: ({ size, assetsId }) => recommend(db, size, assetsId),
  });

  /**
   * GET /api/dscq-project/village-assets/roll-out-type-tree — transfer (roll-out) types, dictionary 'transferType'
   * nested by parent key. Answer: TreeNode[]. §7 Lookups.
   */
  get(app, '/dscq-project/village-assets/roll-out-type-tree', {
    summary: '获取流转方式分类树',
    answer: z.array(treeNodeSchema),
    labels: ['dictValue'],
    handler: () => dictTree(db, 'transferType'),
  });
}
