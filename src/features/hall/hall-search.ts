import { PROJECT_ACTIVE } from '@contract/constants';
import { numberOr, optionalText, pageNumber, searchSchema, type SearchOf } from '@/lib/search-fields';
import type { HallKind } from '@streams/feeds/hall';

/**
 * URL state of /hall (§2): projectActive 1 = 正在竞价, 2 = 即将竞价 (anything else falls back to 1),
 * assetsName keywords and the 1-based page.
 */
export const hallSearchSchema = searchSchema({
  projectActive: numberOr((v) => v === PROJECT_ACTIVE.ongoing || v === PROJECT_ACTIVE.upcoming, PROJECT_ACTIVE.ongoing),
  assetsName: optionalText(50),
  current: pageNumber(100000, 1),
});
/** Validated /hall search params. */
export type HallSearch = SearchOf<typeof hallSearchSchema.fields>;

/** The feed kind for a projectActive value. */
export function hallKindOf(projectActive: number): HallKind {
  return projectActive === PROJECT_ACTIVE.upcoming ? 'upcoming' : 'ongoing';
}
