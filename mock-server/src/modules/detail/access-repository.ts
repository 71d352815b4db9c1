import type { Db } from '../../db/connection';
import type { Queryable } from '../../db/queryable';

/** Whether the user entered the project's directional code, applied to it, or holds a bidder row on it. */
export async function hasUnlockOrEnrolment(db: Queryable, assetsId: string, userId: string): Promise<boolean> {
  const [unlocked, applied, bidder] = await Promise.all([
    db.selectFrom('directionalAccess').select('userId').where('assetsId', '=', assetsId).where('userId', '=', userId).executeTakeFirst(),
    db.selectFrom('enrolmentApplication').select('id').where('assetsId', '=', assetsId).where('userId', '=', userId).executeTakeFirst(),
    db.selectFrom('enrolment').select('id').where('assetsId', '=', assetsId).where('userId', '=', userId).executeTakeFirst(),
  ]);
  return Boolean(unlocked || applied || bidder);
}

/** Remembers that the user entered the project's directional code (idempotent). */
export async function insertDirectionalAccess(db: Db, assetsId: string, userId: string, now: number): Promise<void> {
  await db.insertInto('directionalAccess').values({ assetsId, userId, createTime: now })
    .onConflict((oc) => oc.columns(['assetsId', 'userId']).doNothing()).execute();
}
