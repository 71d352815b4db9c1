import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  HELP_KEYWORD_MAX, HELP_PATHS, HELP_SEARCH_SIZE, helpArticleDetailSchema, helpCategorySchema, helpSearchHitSchema,
} from '../../../../contract/help';
import type { AppContext } from '../../context';
import { found } from '../../http/envelope';
import { tagRoutes } from '../../http/openapi';
import { get, idParam } from '../../http/route';
import { findHelpArticle, findHelpCategories, searchHelp } from './repository';

/** The help centre (§2 /helpCenter, /helpCenterDetail): categories, one article, keyword search. Prefix `/api`. */
export async function helpRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  tagRoutes(app, '帮助中心');
  const { ctx } = opts;
  const { db } = ctx;

  /** GET /api/dscq-content/help/categories — every help category with its article titles. Answer: HelpCategory[]. */
  get(app, `/${HELP_PATHS.categories}`, {
    summary: '获取帮助中心分类及文章标题',
    answer: z.array(helpCategorySchema),
    handler: () => findHelpCategories(db),
  });

  /** GET /api/dscq-content/help/article?id= — one help article with its rich text. 404 '帮助文章不存在'. */
  get(app, `/${HELP_PATHS.article}`, {
    summary: '获取帮助文章详情',
    params: z.object({ id: idParam('文章编号') }),
    answer: helpArticleDetailSchema,
    handler: async ({ id }) => found(await findHelpArticle(db, id), '帮助文章不存在'),
  });

  /**
   * GET /api/dscq-content/help/search?keyword=&size= — articles whose title or text contains the keyword
   * (1–50 characters, any script), title matches first. Answer: HelpSearchHit[], at most `size` (default 20, max 50).
   */
  get(app, `/${HELP_PATHS.search}`, {
    summary: '搜索帮助文章',
    params: z.object({
      keyword: z.string({ message: '请输入搜索关键词' }).trim().min(1, '请输入搜索关键词').max(HELP_KEYWORD_MAX, `关键词不能超过${HELP_KEYWORD_MAX}个字`),
      size: z.coerce.number().int().min(1).max(HELP_SEARCH_SIZE.max).default(HELP_SEARCH_SIZE.default),
    }),
    answer: z.array(helpSearchHitSchema),
    handler: ({ keyword, size }) => searchHelp(db, keyword, size),
  });
}
