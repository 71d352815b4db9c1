import type { Db } from '../../db/connection';
import type { Queryable } from '../../db/queryable';

/** Whether a project with this asset id exists. */
export async function projectExists(db: Db, assetsId: string): Promise<boolean> {
  const row = await db.selectFrom('project').select('assetsId').where('assetsId', '=', assetsId).executeTakeFirst();
  return row !== undefined;
}

/**
 * Sets lot `assetsId` to state 7 (已成交) once its settlement is confirmed, only from 3 (bidding) or 4 (ended): a
 * second call changes nothing. @returns true when it moved.
 */
export async function setDealDone(db: Queryable, assetsId: string): Promise<boolean> {
  const res = await db.updateTable('project').set({ status: 7 }).where('assetsId', '=', assetsId).where('status', 'in', [3, 4]).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
