import type { HallRow } from '../../../contract/projects';
import type { Db } from '../db/connection';
import { beijingTime, fenToYuan } from '../http/wire';
import { findHallLotRows, type HallFilter } from './hall-lots-repository';

export type { HallFilter, HallPhase } from './hall-lots-repository';

/**
 * One page of hall rows. Ongoing lots are ordered by deadline (soonest first), upcoming lots by start time;
 * `order: 'hottest'` orders by hot score instead (home bidding block). `leftTime` is whole seconds, rounded up,
 * until the end (ongoing) or the start (upcoming), so it is > 0 for every row returned.
 */
export async function findHallRows(
  db: Db, filter: HallFilter, limit: number, offset: number, order: 'time' | 'hottest' = 'time',
): Promise<{ records: HallRow[]; total: number }> {
  const { rows, total } = await findHallLotRows(db, filter, limit, offset, order);
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
  return { records, total };
}
