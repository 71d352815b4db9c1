import { APPEAL_STATUSES } from '@contract/appeal-paths';
import { optionalEnum, optionalMatch, pageNumber, searchSchema, type SearchOf } from '@/lib/search-fields';

/**
 * URL state of /shensuRecord: the status tab (absent = 全部), the page, and `id`, the appeal whose detail is open
 * (a message's link lands on it). Malformed values fall back (tab 全部, page 1, no dialog).
 */
export const appealsSearchSchema = searchSchema({
  status: optionalEnum(APPEAL_STATUSES),
  current: pageNumber(10_000, 1),
  id: optionalMatch(/^\d{1,19}$/),
});
export type AppealsSearch = SearchOf<typeof appealsSearchSchema.fields>;
