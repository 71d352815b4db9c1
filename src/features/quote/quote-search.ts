import { ASSETS_ID_PATTERN } from '@contract/asset-id';
import { searchSchema, type SearchOf } from '@/lib/search-fields';

/** URL state of /quoteHall: the lot's assetsId (32-char hex); anything else renders the "missing lot" page. */
export const quoteSearchSchema = searchSchema({
  // strings only: unlike the list filters, a number is not an asset id
  assetsId: (raw: unknown) => (typeof raw === 'string' && ASSETS_ID_PATTERN.test(raw) ? raw : undefined),
});
export type QuoteSearch = SearchOf<typeof quoteSearchSchema.fields>;
