import { DEFAULT_PAGE_SIZE } from '@contract/constants';
import { optionalMatch, optionalText, pageNumber, searchSchema, type SearchOf } from '@/lib/search-fields';

/**
 * URL state of /demand (§2 "/demand — query demandPurpose"): the land purpose (dictionary key of
 * the demand-purpose tree), the province (2-digit region code), keywords and the 1-based page.
 * Every field falls back instead of failing, so an outdated or hand-edited link still renders.
 */
export const demandListSearchSchema = searchSchema({
  demandPurpose: optionalMatch(/^\d{1,4}$/),
  province: optionalMatch(/^\d{2}$/),
  q: optionalText(50),
  current: pageNumber(100000, 1),
});
/** Validated /demand search params. */
export type DemandListSearch = SearchOf<typeof demandListSearchSchema.fields>;

/** Values dropped from the URL because they are the defaults. */
export const DEMAND_SEARCH_DEFAULTS = { current: 1 } as const;

/** Page size of the demand list (§9 default page size). */
export const DEMAND_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** Next URL state after changing one filter: the page goes back to 1 (style.md). */
export function withDemandFilter<T extends Partial<DemandListSearch>>(prev: T, field: 'demandPurpose' | 'province' | 'q', value: string): T {
  return { ...prev, [field]: value || undefined, current: undefined };
}
