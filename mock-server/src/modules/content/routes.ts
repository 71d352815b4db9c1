import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ADS_SIZE, PARTNERS_SIZE } from '../../../../contract/constants';
import { bannerSchema, moduleTabSchema, partnerSchema } from '../../../../contract/content';
import { pageSchema } from '../../../../contract/envelope';
import type { AppContext } from '../../context';
import { offsetOf, toPage } from '../../http/envelope';
import { tagRoutes } from '../../http/openapi';
import { optionalInt, paging, post } from '../../http/route';
import { findAds, findModuleTabs, findPartners } from './repository';

const codeList = z.string({ message: '模块编码不能为空' }).trim()
  .regex(/^[\w-]{1,32}(,[\w-]{1,32})*$/, '模块编码必须是逗号分隔的编码');

/** The dscq-content service's home blocks: adverts, partners and page-module tabs (§2 Home, §7). Prefix `/api`. */
export async function contentRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  tagRoutes(app, '内容');
  const { ctx } = opts;
  const { db } = ctx;

  /**
   * POST /api/dscq-content/ad-ads/list — adverts of one group. Params: code (nc_home_banner, nc_home_middle_adds,
   * nc_home_project_adds; required), size (default 100), current. Answer: Banner[] (an ARRAY, not a page) by sort.
   * An unknown code answers []. §2 Home, §7 Home and content.
   */
  post(app, '/dscq-content/ad-ads/list', {
    summary: '获取广告位广告列表',
    params: paging(ADS_SIZE).extend({ code: z.string({ message: '广告位编码不能为空' }).trim().max(32) }),
    answer: z.array(bannerSchema),
    handler: ({ code, size, current }) => findAds(db, code, size, offsetOf(size, current)),
  });

  /**
   * POST /api/dscq-content/partners/page — the partner strip. Params: positionType (optional), size (default 100),
   * current. Answer: Page<Partner> by sort. §2 Home partners.
   */
  post(app, '/dscq-content/partners/page', {
    summary: '分页查询合作机构',
    params: paging(PARTNERS_SIZE).extend({ positionType: optionalInt(0, 99) }),
    answer: pageSchema(partnerSchema),
    handler: async ({ positionType, size, current }) => {
      const { records, total } = await findPartners(db, positionType, size, offsetOf(size, current));
      return toPage(records, total, size, current);
    },
  });

  /**
   * POST /api/dscq-content/page-modules-content/batch-list — the tabs of page modules. Params: modulesCodes
   * (comma list, e.g. HOME_NOTICE). Answer: (NewsPlate & { moduleCode })[] in the order the modules were asked,
   * then by each module's sort; unknown modules contribute nothing. The plates' names in the request's language.
   * §2 Home news panel.
   */
  post(app, '/dscq-content/page-modules-content/batch-list', {
    summary: '批量获取页面模块的栏目',
    params: z.object({ modulesCodes: codeList }),
    answer: z.array(moduleTabSchema),
    labels: ['name'],
    handler: ({ modulesCodes }) => findModuleTabs(db, modulesCodes.split(',')),
  });
}
