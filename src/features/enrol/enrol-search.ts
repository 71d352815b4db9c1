import { ASSETS_ID_PATTERN } from '@contract/asset-id';
import { optionalMatch, searchSchema, type SearchOf } from '@/lib/search-fields';

const asLower = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

/**
 * URL state of /bidEnrollNormal and /bidEnrollPkg (§2): the project's assetsId (32 hex, upper case
 * tolerated). Anything else renders the "missing project" state instead of failing.
 */
export const enrolSearchSchema = searchSchema({
  assetsId: (raw) => optionalMatch(ASSETS_ID_PATTERN)(asLower(raw)),
});
export type EnrolSearch = SearchOf<typeof enrolSearchSchema.fields>;
