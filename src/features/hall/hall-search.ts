import { z } from 'zod';
import { PROJECT_ACTIVE } from '@contract/constants';
import type { HallKind } from '@streams/feeds/hall';

/**
 * URL state of /hall (§2): projectActive 1 = 正在竞价, 2 = 即将竞价 (anything else falls back to 1),
 * assetsName keywords and the 1-based page.
 */
export const hallSearchSchema = z.object({
  projectActive: z.coerce
    .number()
    .refine((v) => v === PROJECT_ACTIVE.ongoing || v === PROJECT_ACTIVE.upcoming)
    .default(PROJECT_ACTIVE.ongoing)
    .catch(PROJECT_ACTIVE.ongoing),
  assetsName: z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().max(50))
    .optional()
    .catch(undefined),
  current: z.coerce.number().int().min(1).max(100000).default(1).catch(1),
});
/** Validated /hall search params. */
export type HallSearch = z.infer<typeof hallSearchSchema>;

/** The feed kind for a projectActive value. */
export function hallKindOf(projectActive: number): HallKind {
  return projectActive === PROJECT_ACTIVE.upcoming ? 'upcoming' : 'ongoing';
}
