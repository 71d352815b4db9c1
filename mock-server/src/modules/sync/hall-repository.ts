import { sql, type Expression, type SqlBool } from 'kysely';
import type { HallRow } from '../../../../contract/projects';
import type { Db } from '../../db/connection';
import { beijingTime, fenToYuan, likeContains } from '../../http/wire';

/** Which ongoing lots to read (§7 hall/page). */
export interface OngoingFilter { now: number; projectNature: number; assetsName?: string }

/**
 * Projects bidding now by the engine's projection: within their (engine-maintained) window and not closed, or paused
 * (a paused lot stays in the hall with its countdown frozen). Shared by the hall list and the hall statistics.
 * Its cost follows the live lots, not every lot the exchange ever ran: the candidates are the projects whose window
 * ends after now (index project_hall_end: a closed lot's end lies behind it) and the paused lots (partial index
 * bid_lot_paused), read by primary key and then filtered exactly as before.
 */
export function ongoingQuery(db: Db, f: OngoingFilter) {
  const candidates = db.selectFrom('project').select('project.assetsId')
    .where('project.projectNature', '=', f.projectNature).where('project.bidEndTime', '>', f.now)
    .union(db.selectFrom('bidLot').select('bidLot.assetsId').where('bidLot.paused', '=', sql.lit(1)));
  // CROSS JOIN keeps SQLite's join order: the (few) candidates first, each project then found by its primary key.
  return db.selectFrom(candidates.as('live')).crossJoin('project').leftJoin('bidLot', 'bidLot.assetsId', 'project.assetsId')
    .where((eb) => {
      const conds: Expression<SqlBool>[] = [
        eb('project.assetsId', '=', eb.ref('live.assetsId')), eb('project.projectNature', '=', f.projectNature), eb('project.bidEndTime', 'is not', null),
      ];
      if (f.assetsName) conds.push(sql<SqlBool>`${eb.ref('project.assetsName')} like ${likeContains(f.assetsName)} escape '\\'`);
      const notClosed = eb.or([eb('bidLot.phase', 'is', null), eb('bidLot.phase', '<>', 'closed')]);
      const paused = eb.and([eb('bidLot.paused', '=', 1), notClosed]);
      const running = eb.and([eb('project.bidStartTime', '<=', f.now), eb('project.bidEndTime', '>', f.now), notClosed]);
      return eb.and([...conds, eb.or([paused, running])]);
    });
}

/**
 * The hall's ongoing rows, soonest end first, from the engine's projection: for a lot with a bid activity the
 * project row's bid_end_time, bidding_price_fen and bidding_count are written by the bid service with every event
 * (extended ends, dutch floor close, the close time), so leftTime = ceil((end − now) / 1000) s follows the engine;
 * a paused lot shows its frozen countdown (bid_lot.frozen_remaining_ms). Prices in 元; biddingPrice null before the
 * first bid (and during sealed rounds).
 */
export async function findOngoingHallRows(db: Db, f: OngoingFilter, limit: number, offset: number): Promise<{ records: HallRow[]; total: number }> {
  const [rows, counted] = await Promise.all([
    ongoingQuery(db, f)
      .select(['project.assetsId', 'project.assetsName', 'project.projectType', 'project.priceType', 'project.startPriceFen',
        'project.biddingPriceFen', 'project.biddingCount', 'project.priceUnit', 'project.bidStartTime', 'project.bidEndTime',
        'bidLot.paused', 'bidLot.frozenRemainingMs'])
      .orderBy('project.bidEndTime', 'asc').orderBy('project.assetsId').limit(limit).offset(offset).execute(),
    ongoingQuery(db, f).select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  const records = rows.map((r): HallRow => {
    const count = Number(r.biddingCount);
    const leftMs = r.paused === 1 ? Number(r.frozenRemainingMs ?? 0) : Number(r.bidEndTime) - f.now;
    return {
      assetsId: r.assetsId, assetsName: r.assetsName, projectType: r.projectType, priceType: r.priceType,
      startPrice: fenToYuan(r.startPriceFen) ?? 0,
      biddingPrice: count > 0 ? fenToYuan(r.biddingPriceFen) : null,
      biddingCount: count, priceUnitName: r.priceUnit, leftTime: Math.ceil(leftMs / 1000),
      bidStartTime: beijingTime(r.bidStartTime), bidEndTime: beijingTime(r.bidEndTime),
    };
  });
  return { records, total: Number(counted.total) };
}
