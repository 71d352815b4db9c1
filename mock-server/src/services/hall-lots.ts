import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { HallRow } from '../../../contract/projects';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';
import { beijingTime, fenToYuan, likeContains } from '../http/wire';

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
export function hallWhere(f: HallFilter) {
  return (eb: ExpressionBuilder<Database, 'project'>): Expression<SqlBool> => {
    const conds: Expression<SqlBool>[] = [eb('projectNature', '=', f.projectNature), eb('bidEndTime', 'is not', null)];
    if (f.phase === 'ongoing') conds.push(eb('bidStartTime', '<=', f.now), eb('bidEndTime', '>', f.now));
    else conds.push(eb('bidStartTime', '>', f.now));
    if (f.assetsName) conds.push(sql<SqlBool>`${eb.ref('assetsName')} like ${likeContains(f.assetsName)} escape '\\'`);
    return eb.and(conds);
  };
}

/**
 * One page of hall rows. Ongoing lots are ordered by deadline (soonest first), upcoming lots by start time;
 * `order: 'hottest'` orders by hot score instead (home bidding block). `leftTime` is whole seconds, rounded up,
 * until the end (ongoing) or the start (upcoming), so it is > 0 for every row returned.
 */
export async function findHallRows(
  db: Db, filter: HallFilter, limit: number, offset: number, order: 'time' | 'hottest' = 'time',
): Promise<{ records: HallRow[]; total: number }> {
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
  const records = rows.map((r): HallRow => {
    const target = Number(filter.phase === 'ongoing' ? r.bidEndTime : r.bidStartTime);
    const count = Number(r.biddingCount);
    return {
      assetsId: r.assetsId,
      assetsName: r.assetsName,
      projectType: r.projectType,
      priceType: r.priceType,
      startPrice: fenToYuan(r.startPriceFen) ?? 0,
      // No bid yet means no current price, whatever the column holds (§4 premium rate shows '---').
      biddingPrice: count > 0 ? fenToYuan(r.biddingPriceFen) : null,
      biddingCount: count,
      priceUnitName: r.priceUnit,
      leftTime: Math.ceil((target - filter.now) / 1000),
      bidStartTime: beijingTime(r.bidStartTime),
      bidEndTime: beijingTime(r.bidEndTime),
    };
  });
  return { records, total: Number(counted.total) };
}
