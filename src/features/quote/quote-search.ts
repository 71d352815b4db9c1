import * as z from 'zod/mini';
import { ASSETS_ID_PATTERN } from '@contract/asset-id';

/** URL state of /quoteHall: the lot's assetsId (32-char hex); anything else renders the "missing lot" page. */
export const quoteSearchSchema = z.object({
  assetsId: z.catch(z.optional(z.string().check(z.regex(ASSETS_ID_PATTERN))), undefined),
});
export type QuoteSearch = z.infer<typeof quoteSearchSchema>;
