import { HELP_KEYWORD_MAX } from '@contract/help-paths';
import { optionalMatch, optionalText, searchSchema, type SearchOf } from '@/lib/search-fields';

const helpId = optionalMatch(/^[0-9A-Za-z_-]{1,32}$/);

/**
 * URL state of /helpCenter: the chosen category and the search keyword (1–50 characters). A keyword shows the
 * search results instead of the category's list. Fields fall back instead of failing (style.md).
 */
export const helpCenterSearchSchema = searchSchema({ categoryId: helpId, keyword: optionalText(HELP_KEYWORD_MAX, 1) });
/** Validated /helpCenter search params. */
export type HelpCenterSearch = SearchOf<typeof helpCenterSearchSchema.fields>;

/** URL state of /helpCenterDetail: `newsId` (the footer's link) or `id`, the help article. */
export const helpDetailSearchSchema = searchSchema({ newsId: helpId, id: helpId });
/** Validated /helpCenterDetail search params. */
export type HelpDetailSearch = SearchOf<typeof helpDetailSearchSchema.fields>;
