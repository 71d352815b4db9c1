import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HALL_PAGE_SIZE, NOTICE_PAGE_SIZE, PROJECT_NATURE_BIDDING } from '../../../../contract/constants';
import { noticeSchema } from '../../../../contract/content';
import { pageSchema } from '../../../../contract/envelope';
import { hallQuerySchema, hallRowSchema } from '../../../../contract/projects';
import type { AppContext } from '../../context';
import { found, offsetOf, toPage } from '../../http/envelope';
import { tagRoutes } from '../../http/openapi';
import { idParam, optionalInt, paging, post } from '../../http/route';
import { findHallRows } from '../../services/hall-lots';
import { findNotice, findNotices } from '../../services/notices';

/** The dscq-project service's bidding activity and project notices (§7 Projects, Home and content). Prefix `/api`. */
export async function projectActivityRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  tagRoutes(app, '项目');
  const { ctx } = opts;
  const { db, now } = ctx;

  /**
   * POST /api/dscq-project/activity/bidding-assets — lots bidding right now, hottest first (home bidding block).
   * Params: size (default 8), current, projectNature (default 49). Answer: Page<HallRow>; leftTime = seconds to the end.
   */
  post(app, '/dscq-project/activity/bidding-assets', {
    summary: '分页查询正在竞价的标的（首页竞价区）',
    params: paging(HALL_PAGE_SIZE, 100).extend({ projectNature: z.coerce.number().int().default(PROJECT_NATURE_BIDDING) }),
    answer: pageSchema(hallRowSchema),
    handler: async ({ size, current, projectNature }) => {
      const filter = { phase: 'ongoing' as const, now: now(), projectNature };
      const { records, total } = await findHallRows(db, filter, size, offsetOf(size, current), 'hottest');
      return toPage(records, total, size, current);
    },
  });

  /**
   * POST /api/dscq-project/activity/upcoming-bid — the hall's upcoming tab. Params (hallQuerySchema): assetsName
   * (substring), projectNature (default 49), current, size (default 8). Answer: Page<HallRow> of lots whose bidding
   * starts later, soonest first; leftTime = seconds until the start (> 0). §2 /hall, §7.
   */
  post(app, '/dscq-project/activity/upcoming-bid', {
    summary: '分页查询即将开始竞价的标的',
    params: hallQuerySchema,
    answer: pageSchema(hallRowSchema),
    handler: async ({ assetsName, projectNature, size, current }) => {
      const filter = { phase: 'upcoming' as const, now: now(), projectNature, assetsName };
      const { records, total } = await findHallRows(db, filter, size, offsetOf(size, current));
      return toPage(records, total, size, current);
    },
  });

  /**
   * POST /api/dscq-project/notice/page — project notices. Params: noticeType (1 交易, 2 成交, 3 平台, 4 流拍;
   * optional), isFrontPage (0|1, optional), size (default 4), current. Answer: Page<Notice> newest first, no content.
   */
  post(app, '/dscq-project/notice/page', {
    summary: '分页查询项目公告',
    params: paging(NOTICE_PAGE_SIZE).extend({ noticeType: optionalInt(1, 99), isFrontPage: optionalInt(0, 1) }),
    answer: pageSchema(noticeSchema),
    handler: async ({ noticeType, isFrontPage, size, current }) => {
      const { records, total } = await findNotices(db, { noticeType, isFrontPage }, size, offsetOf(size, current));
      return toPage(records, total, size, current);
    },
  });

  /**
   * POST /api/dscq-project/notice/detail — Params: id. Answer: Notice with content, `attachments` when it has any
   * ([{name, url under /files/, size in bytes}], as news detail: 公告原文, 成交确认书 PDFs), and `prev` (the newer notice
   * of the same noticeType) / `next` (the older one), null at either end. 404 '公告不存在'. §7.
   */
  post(app, '/dscq-project/notice/detail', {
    summary: '获取项目公告详情（含上一条/下一条）',
    params: z.object({ id: idParam('公告编号') }),
    answer: noticeSchema,
    handler: async ({ id }) => found(await findNotice(db, id), '公告不存在'),
  });
}
