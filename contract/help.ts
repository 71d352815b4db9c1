import { z } from 'zod';
import { dateTimeSchema } from './content';

export { HELP_KEYWORD_MAX, HELP_PATHS, HELP_SEARCH_SIZE } from './help-paths';

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
