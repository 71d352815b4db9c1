import { optionalMatch, optionalText, pageNumber, searchSchema, type SearchOf } from '@/lib/search-fields';

/**
 * URL state of a plate page (§2 /xwzx, /zcfg, /notice, /gywm): the tab (plateId), the page and the
 * keyword. Every field falls back instead of failing, so an outdated link still renders.
 */
export const plateSearchSchema = searchSchema({
  plateId: optionalMatch(/^\d{1,20}$/),
  keyword: optionalText(50, 1),
  current: pageNumber(100000, 1),
});
/** Validated plate page search. */
export type PlateSearch = SearchOf<typeof plateSearchSchema.fields>;
/** Dropped from the URL when equal (clean, shareable links). */
export const PLATE_SEARCH_DEFAULTS = { current: 1 } as const;

/** URL state of a news detail page: the article id (§2 newsId). */
export const newsDetailSearchSchema = searchSchema({ newsId: optionalMatch(/^[\w-]{1,40}$/) });

/** URL state of /noticeDetail: the notice id and, optionally, its notice type (§2). */
export const noticeDetailSearchSchema = searchSchema({
  id: optionalMatch(/^[\w-]{1,40}$/),
  noticeType: optionalMatch(/^\d{1,2}$/),
});
