import { z } from 'zod';
import { dateTimeSchema } from './content';

/**
 * The help centre (§2 /helpCenter, /helpCenterDetail): categories with their article titles, one article, and a
 * keyword search. Articles are the news of the 帮助中心 plate (code BZZX, the footer's links) and of its category
 * plates (codes `BZZX-…`), so a footer link's newsId is a help article id. Paths are relative to the `/api/` base.
 */
export const HELP_PATHS = {
  /** GET — no params. Answer: HelpCategory[] in display order. */
  categories: 'dscq-content/help/categories',
  /** GET — params id. Answer: HelpArticleDetail; 404 '帮助文章不存在'. */
  article: 'dscq-content/help/article',
  /** GET — params keyword (1–50 chars), size (default 20, max 50). Answer: HelpSearchHit[]. */
  search: 'dscq-content/help/search',
} as const;

/** Longest keyword the help search takes, in characters. */
export const HELP_KEYWORD_MAX = 50;
/** Default and largest number of help search hits. */
export const HELP_SEARCH_SIZE = { default: 20, max: 50 } as const;

/** An article in a category list: title only. */
export const helpArticleRefSchema = z.object({ id: z.string(), title: z.string() });
export type HelpArticleRef = z.infer<typeof helpArticleRefSchema>;

/** A help category with its articles, in reading order. */
export const helpCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  articles: z.array(helpArticleRefSchema),
});
export type HelpCategory = z.infer<typeof helpCategorySchema>;

/** One help article; `content` is sanitised rich text (HTML). */
export const helpArticleDetailSchema = z.object({
  id: z.string(),
  title: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  publishDate: dateTimeSchema,
  content: z.string(),
});
export type HelpArticleDetail = z.infer<typeof helpArticleDetailSchema>;

/** A search hit: the article, its category, and a plain-text snippet around the first match. */
export const helpSearchHitSchema = z.object({
  id: z.string(),
  title: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  snippet: z.string(),
});
export type HelpSearchHit = z.infer<typeof helpSearchHitSchema>;
