import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HOT_CATEGORIES_SIZE, NOTICE_BOX_SIZE } from '../../../../contract/constants';
import { navItemSchema, noticeSchema } from '../../../../contract/content';
import { pageSchema } from '../../../../contract/envelope';
import { filterGroupSchema, hotInvestmentSchema, treeNodeSchema } from '../../../../contract/lookups';
import type { AppContext } from '../../context';
import { found, offsetOf, toPage } from '../../http/envelope';
import { tagRoutes } from '../../http/openapi';
import { get, idParam, optionalInt, paging } from '../../http/route';
import { dictTree } from '../../services/dictionary';
import { findNotice, findNotices } from '../../services/notices';
import { findNavigation } from './repository';
import { filterGroups, hotInvestments } from './service';

/** The blade-desk service: notice box, filter panel, hot categories and navigation (§7). Prefix `/api`. */
export async function deskRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  tagRoutes(app, '平台资讯');
  const { ctx } = opts;
  const { db } = ctx;

  /**
   * GET /api/blade-desk/notice-info/list — the home notice box. Params: noticeType (1 交易, 2 成交, 3 平台, 4 流拍;
   * optional), size (default 7), current (default 1). Answer: Page<Notice> newest first, without content. §7 Home.
   */
  get(app, '/blade-desk/notice-info/list', {
    summary: '分页查询首页公告',
    params: paging(NOTICE_BOX_SIZE).extend({ noticeType: optionalInt(1, 99) }),
    answer: pageSchema(noticeSchema),
    handler: async ({ noticeType, size, current }) => {
      const { records, total } = await findNotices(db, { noticeType }, size, offsetOf(size, current));
      return toPage(records, total, size, current);
    },
  });

  /**
   * GET /api/blade-desk/notice-info/detail?id= — one notice with content and attachments, the same answer as
   * dscq-project/notice/detail. Answer: Notice. 404 '公告不存在'. §7 Home.
   */
  get(app, '/blade-desk/notice-info/detail', {
    summary: '获取公告详情',
    params: z.object({ id: idParam('公告编号') }),
    answer: noticeSchema,
    handler: async ({ id }) => found(await findNotice(db, id), '公告不存在'),
  });

  /**
   * GET /api/blade-desk/demand-nccq/demand-purpose-tree — the land purposes of demand projects (dictionary
   * 'demandPurpose') as a tree. Answer: TreeNode[]. §2 Home classify strip, §7 Lookups.
   */
  get(app, '/blade-desk/demand-nccq/demand-purpose-tree', {
    summary: '获取需求用途分类树',
    answer: z.array(treeNodeSchema),
    labels: ['dictValue'],
    handler: () => dictTree(db, 'demandPurpose'),
  });

  /**
   * GET /api/blade-desk/filter-query-config/open-list — the /project filter panel: groups operationId, demandPurpose,
   * transferType, province, investmentBand, status, in that order. Answer: FilterGroup[]. §2 Project list.
   */
  get(app, '/blade-desk/filter-query-config/open-list', {
    summary: '获取项目列表筛选项配置',
    answer: z.array(filterGroupSchema),
    labels: ['name', 'label'],
    handler: () => filterGroups(db),
  });

  /**
   * GET /api/blade-desk/hot-investments/list — hot categories. Params: size (default 8), current. Answer:
   * Page<HotInvestment>; projectCount = listed projects of that type. §9 Hot categories.
   */
  get(app, '/blade-desk/hot-investments/list', {
    summary: '分页查询热门投资品类',
    params: paging(HOT_CATEGORIES_SIZE),
    answer: pageSchema(hotInvestmentSchema),
    labels: ['typeName'],
    handler: async ({ size, current }) => {
      const { records, total } = await hotInvestments(db, size, offsetOf(size, current));
      return toPage(records, total, size, current);
    },
  });

  /** GET /api/blade-desk/navigation-config/list — the header menu. Answer: NavItem[] by sort. §1, §3 Navigation item. */
  get(app, '/blade-desk/navigation-config/list', {
    summary: '获取顶部导航菜单',
    answer: z.array(navItemSchema),
    labels: ['navigationName'],
    handler: () => findNavigation(db),
  });
}
