import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NOTICE_PAGE_SIZE } from '../../../../contract/constants';
import { newsPlateSchema, newsSchema, plateArticlesSchema } from '../../../../contract/content';
import { pageSchema } from '../../../../contract/envelope';
import type { AppContext } from '../../context';
import { found, offsetOf, toPage } from '../../http/envelope';
import { tagRoutes } from '../../http/openapi';
import { get, idParam, optionalInt, paging, post } from '../../http/route';
import { findArticle, findNews } from './news-repository';
import { findPlateByCode, findPlateById } from './repository';

/** Most front-page articles a plate's carousel gets. */
const FRONT_PAGE_MAX = 5;
/** Most articles news-platecfg/select answers (the footer shows 4 of them, §9). */
const PLATE_SELECT_MAX = 10;

const plateIdParam = idParam('栏目编号').optional();
/** Longest search keyword, in characters. */
const KEYWORD_MAX = 50;
const keywordParam = z.string({ message: '关键词格式错误' }).trim().max(KEYWORD_MAX, `关键词不能超过${KEYWORD_MAX}个字`).optional();

/** The dscq-content service's news: article lists, details and plates (§2 News page, §7). Prefix `/api`. */
export async function newsRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  tagRoutes(app, '内容');
  const { ctx } = opts;
  const { db } = ctx;

  /**
   * POST /api/dscq-content/news-content/page — articles of a plate. Params: plateId (optional), isFrontPage (0|1,
   * optional), size (default 4; home tabs use 6), current, keyword (optional, trimmed, at most 50 characters; 400
   * '关键词不能超过50个字'). Answer: Page<News> without content, newest first; with a keyword only the matching
   * articles (title, summary or body contain it), best match first, each with `titleHighlight`. §2 News page, §7.
   */
  post(app, '/dscq-content/news-content/page', {
    summary: '分页查询栏目新闻',
    params: paging(NOTICE_PAGE_SIZE).extend({ plateId: plateIdParam, isFrontPage: optionalInt(0, 1), keyword: keywordParam }),
    answer: pageSchema(newsSchema),
    handler: async ({ plateId, isFrontPage, keyword, size, current }) => {
      const { records, total } = await findNews(db, { plateId, isFrontPage, keyword: keyword || undefined }, size, offsetOf(size, current));
      return toPage(records, total, size, current);
    },
  });

  /**
   * POST /api/dscq-content/news-content/front-page — the front-page carousel of a plate. Params: plateId.
   * Answer: News[] with isFrontPage 1, newest first, at most 5. §2 Home news panel front-page layout.
   */
  post(app, '/dscq-content/news-content/front-page', {
    summary: '获取栏目头条轮播新闻',
    params: z.object({ plateId: idParam('栏目编号') }),
    answer: z.array(newsSchema),
    handler: async ({ plateId }) => (await findNews(db, { plateId, isFrontPage: 1 }, FRONT_PAGE_MAX, 0)).records,
  });

  /**
   * POST /api/dscq-content/news-content/detail — Params: id. Answer: News with content, attachments (when it has
   * any), and `prev` (the newer neighbour in its plate) / `next` (the older one), null at either end. 404 '新闻不存在'. §7.
   */
  post(app, '/dscq-content/news-content/detail', {
    summary: '获取新闻详情（含上一篇/下一篇）',
    params: z.object({ id: idParam('新闻编号') }),
    answer: newsSchema,
    handler: async ({ id }) => found(await findArticle(db, id), '新闻不存在'),
  });

  /** GET /api/dscq-content/news-platecfg/detail?id= — one plate, its name in the request's language. Answer: NewsPlate. 404 '栏目不存在'. §7. */
  get(app, '/dscq-content/news-platecfg/detail', {
    summary: '获取新闻栏目详情',
    params: z.object({ id: idParam('栏目编号') }),
    answer: newsPlateSchema,
    labels: ['name'],
    handler: async ({ id }) => found(await findPlateById(db, id), '栏目不存在'),
  });

  /**
   * POST /api/dscq-content/news-platecfg/select — a plate by code with its latest articles (footer groups GYWM,
   * BZZX, ZCFG). Params: code. Answer: PlateArticles — the plate plus `data`: News[] newest first, at most 10,
   * without content; the plate's name in the request's language. 404 '栏目不存在'. §1 footer, §7.
   */
  post(app, '/dscq-content/news-platecfg/select', {
    summary: '按编码获取栏目及其最新文章',
    params: z.object({ code: z.string({ message: '栏目编码不能为空' }).trim().regex(/^[\w-]{1,32}$/, '栏目编码格式错误') }),
    answer: plateArticlesSchema,
    labels: ['name'],
    handler: async ({ code }) => {
      const plate = found(await findPlateByCode(db, code), '栏目不存在');
      const { records } = await findNews(db, { plateId: plate.id }, PLATE_SELECT_MAX, 0);
      return { ...plate, data: records };
    },
  });
}
