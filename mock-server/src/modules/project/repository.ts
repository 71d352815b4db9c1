import type { Db } from '../../db/connection';

/** Whether a project with this asset id exists. */
export async function projectExists(db: Db, assetsId: string): Promise<boolean> {
  const row = await db.selectFrom('project').select('assetsId').where('assetsId', '=', assetsId).executeTakeFirst();
  return row !== undefined;
}
