import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '@contract/constants';

// Query values arrive as strings; a number can still show up when code navigates with one.
const asString = (v: unknown) => (typeof v === 'number' ? String(v) : v);
const matching = (re: RegExp) => z.preprocess(asString, z.string().regex(re)).optional().catch(undefined);

/**
 * URL state of /demand (§2 "/demand — query demandPurpose"): the land purpose (dictionary key of
 * the demand-purpose tree), the province (2-digit region code), keywords and the 1-based page.
 * Every field falls back instead of failing, so an outdated or hand-edited link still renders.
 */
export const demandListSearchSchema = z.object({
  demandPurpose: matching(/^\d{1,4}$/),
  province: matching(/^\d{2}$/),
  q: z.preprocess(asString, z.string().trim().max(50)).optional().catch(undefined),
  current: z.coerce.number().int().min(1).max(100000).default(1).catch(1),
});
/** Validated /demand search params. */
export type DemandListSearch = z.infer<typeof demandListSearchSchema>;

/** Values dropped from the URL because they are the defaults. */
export const DEMAND_SEARCH_DEFAULTS = { current: 1 } as const;

/** Page size of the demand list (§9 default page size). */
export const DEMAND_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** Next URL state after changing one filter: the page goes back to 1 (style.md). */
export function withDemandFilter<T extends Partial<DemandListSearch>>(prev: T, field: 'demandPurpose' | 'province' | 'q', value: string): T {
  return { ...prev, [field]: value || undefined, current: undefined };
}
