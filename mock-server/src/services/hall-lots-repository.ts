import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';
import { likeContains } from '../http/wire';

/** Ongoing: bidding has started and not ended. Upcoming: bidding starts later. Both relative to server `now`. */
export type HallPhase = 'ongoing' | 'upcoming';

/** Which lots of the hall to read (§7 hall/page and activity/upcoming-bid). */
export interface HallFilter {
  phase: HallPhase;
  now: number;
  projectNature: number;
  /** Substring of the asset name. */
  assetsName?: string;
}

/** WHERE of a hall phase: `bid_start_time <= now < bid_end_time` (ongoing) or `now < bid_start_time` (upcoming). */
function hallWhere(f: HallFilter) {
  return (eb: ExpressionBuilder<Database, 'project'>): Expression<SqlBool> => {
    const conds: Expression<SqlBool>[] = [eb('projectNature', '=', f.projectNature), eb('bidEndTime', 'is not', null)];
    if (f.phase === 'ongoing') conds.push(eb('bidStartTime', '<=', f.now), eb('bidEndTime', '>', f.now));
    else conds.push(eb('bidStartTime', '>', f.now));
    if (f.assetsName) conds.push(sql<SqlBool>`${eb.ref('assetsName')} like ${likeContains(f.assetsName)} escape '\\'`);
    return eb.and(conds);
  };
}

/** One page of hall lots' project rows in `order` (see findHallRows), with the total. */
export async function findHallLotRows(db: Db, filter: HallFilter, limit: number, offset: number, order: 'time' | 'hottest') {
  let query = db.selectFrom('project')
    .select(['assetsId', 'assetsName', 'projectType', 'priceType', 'startPriceFen', 'biddingPriceFen', 'biddingCount',
      'priceUnit', 'bidStartTime', 'bidEndTime'])
    .where(hallWhere(filter));
  if (order === 'hottest') query = query.orderBy('hotScore', 'desc');
  query = query.orderBy(filter.phase === 'ongoing' ? 'bidEndTime' : 'bidStartTime', 'asc').orderBy('assetsId');
  const [rows, counted] = await Promise.all([
    query.limit(limit).offset(offset).execute(),
    db.selectFrom('project').select((eb) => eb.fn.countAll().as('total')).where(hallWhere(filter)).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.total) };
}
