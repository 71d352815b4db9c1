import { z } from 'zod';
import { assetsIdSchema } from '@contract/projects';

const asLower = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

/**
 * URL state of /bidEnrollNormal and /bidEnrollPkg (§2): the project's assetsId (32 hex, upper case
 * tolerated). Anything else renders the "missing project" state instead of failing.
 */
export const enrolSearchSchema = z.object({
  assetsId: z.preprocess(asLower, assetsIdSchema).optional().catch(undefined),
});
export type EnrolSearch = z.infer<typeof enrolSearchSchema>;
