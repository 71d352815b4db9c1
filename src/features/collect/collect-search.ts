import { enumOr, pageNumber, searchSchema, type SearchOf } from '@/lib/search-fields';

/** The /myCollect tabs: favourite projects (收藏的项目) and followed roadshows (关注的路演). */
export const COLLECT_TABS = ['projects', 'roadshows'] as const;
export type CollectTab = (typeof COLLECT_TABS)[number];

/** URL state of /myCollect: the tab (projects by default) and its 1-based page; bad values fall back. */
export const collectSearchSchema = searchSchema({
  tab: enumOr(COLLECT_TABS, 'projects'),
  current: pageNumber(100_000, 1),
});
export type CollectSearch = SearchOf<typeof collectSearchSchema.fields>;
