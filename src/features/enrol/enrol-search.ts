import * as z from 'zod/mini';
import { ASSETS_ID_MESSAGE, ASSETS_ID_PATTERN } from '@contract/asset-id';

const asLower = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

/**
 * URL state of /bidEnrollNormal and /bidEnrollPkg (§2): the project's assetsId (32 hex, upper case
 * tolerated). Anything else renders the "missing project" state instead of failing.
 */
export const enrolSearchSchema = z.object({
  assetsId: z.catch(z.optional(z.pipe(z.transform(asLower), z.string().check(z.regex(ASSETS_ID_PATTERN, ASSETS_ID_MESSAGE)))), undefined),
});
export type EnrolSearch = z.infer<typeof enrolSearchSchema>;
