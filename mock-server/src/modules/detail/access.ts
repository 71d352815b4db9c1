import type { Db } from '../../db/connection';
import { hasUnlockOrEnrolment, insertDirectionalAccess } from './access-repository';
import { directionalCodeMatches } from './directional-code';
import type { Queryable } from '../../db/queryable';
import type { Profile } from './repository';

/** Whether a project is released to named parties only (定向发布): it has a stored code. */
export const isDirectional = (profile: Profile) => profile.directionalCodeHash !== '';

/**
 * May `userId` see a directional project's restricted tabs and enrol? Yes for non-directional projects; for
 * directional ones, when the user entered the code before or already enrolled (an enrolment or a bidder row counts:
 * operators may enrol bidders directly). Visitors never may.
 */
export async function hasDirectionalAccess(db: Queryable, assetsId: string, userId: string | null, profile: Profile): Promise<boolean> {
  if (!isDirectional(profile)) return true;
  if (!userId) return false;
  return hasUnlockOrEnrolment(db, assetsId, userId);
}

/**
 * Checks `code` against the project's stored hash and, when it matches, remembers the user (idempotent).
 * @returns false for a wrong code (nothing stored).
 */
export async function unlockWithCode(db: Db, assetsId: string, userId: string, code: string, profile: Profile, now: number): Promise<boolean> {
  if (!(await directionalCodeMatches(code, profile.directionalCodeHash))) return false;
  await insertDirectionalAccess(db, assetsId, userId, now);
  return true;
}
