import type { CollectedProject } from '../../../../contract/favourites';
import type { Db } from '../../db/connection';
import type { Queryable } from '../../db/queryable';
import { beijingTime } from '../../http/wire';
import { LISTING_COLUMNS, toListedProjects } from '../../services/listing';

/** Adds (idempotent: a second add keeps the first time) or removes a favourite. */
export async function setCollected(db: Db, userId: string, assetsId: string, collected: boolean, now: number): Promise<void> {
  if (collected) {
    await db.insertInto('collectAsset').values({ userId, assetsId, createTime: now })
      .onConflict((oc) => oc.columns(['userId', 'assetsId']).doNothing()).execute();
  } else {
    await db.deleteFrom('collectAsset').where('userId', '=', userId).where('assetsId', '=', assetsId).execute();
  }
}

/** One page of the user's favourites, newest first, as ListedProject plus the time collected. */
export async function findCollected(db: Db, userId: string, limit: number, offset: number): Promise<{ records: CollectedProject[]; total: number }> {
  const columns = LISTING_COLUMNS.map((c) => `project.${c}` as const);
  const [rows, counted] = await Promise.all([
    db.selectFrom('collectAsset').innerJoin('project', 'project.assetsId', 'collectAsset.assetsId')
      .select([...columns, 'collectAsset.createTime as collectTime']).where('collectAsset.userId', '=', userId)
      .orderBy('collectAsset.createTime', 'desc').orderBy('project.assetsId').limit(limit).offset(offset).execute(),
    db.selectFrom('collectAsset').select((eb) => eb.fn.countAll().as('n')).where('userId', '=', userId).executeTakeFirstOrThrow(),
  ]);
  const listed = await toListedProjects(db, rows);
  return { records: listed.map((l, i) => ({ ...l, collectTime: beijingTime(rows[i].collectTime) })), total: Number(counted.n) };
}

/** How many users collected the project, and whether `userId` did. */
export async function favouriteFacts(db: Queryable, assetsId: string, userId: string | null): Promise<{ count: number; mine: boolean }> {
  const [counted, mine] = await Promise.all([
    db.selectFrom('collectAsset').select((eb) => eb.fn.countAll().as('n')).where('assetsId', '=', assetsId).executeTakeFirstOrThrow(),
    userId ? db.selectFrom('collectAsset').select('userId').where('assetsId', '=', assetsId).where('userId', '=', userId).executeTakeFirst() : undefined,
  ]);
  return { count: Number(counted.n), mine: mine !== undefined };
}

/** How many projects `userId` has collected. */
export async function countCollected(db: Queryable, userId: string): Promise<number> {
  const row = await db.selectFrom('collectAsset').select((eb) => eb.fn.countAll().as('n')).where('userId', '=', userId).executeTakeFirstOrThrow();
  return Number(row.n);
}
