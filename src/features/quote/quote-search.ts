import { z } from 'zod';
import { assetsIdSchema } from '@contract/projects';

/** URL state of /quoteHall: the lot's assetsId (32-char hex); anything else renders the "missing lot" page. */
export const quoteSearchSchema = z.object({
  assetsId: assetsIdSchema.optional().catch(undefined),
});
export type QuoteSearch = z.infer<typeof quoteSearchSchema>;
