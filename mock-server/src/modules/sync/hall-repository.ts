import { sql, type Expression, type SqlBool } from 'kysely';
import type { HallRow } from '../../../../contract/projects';
import type { Db } from '../../db/connection';
import { beijingTime, fenToYuan, likeContains } from '../../http/wire';

/** Which ongoing lots to read (§7 hall/page). */
export interface OngoingFilter { now: number; projectNature: number; assetsName?: string }

/**
 * Projects bidding now by the engine's projection: within their (engine-maintained) window and not closed, or paused
 * (a paused lot stays in the hall with its countdown frozen). Shared by the hall list and the hall statistics, as a
 * subquery `hall` with the row's columns. Its cost follows the live lots, not every lot the exchange ever ran: two
 * disjoint branches, each on its own index — the running lots a range of project_hall_end (project_nature,
 * bid_end_time > now: a closed lot's end lies behind it), the paused lots that are not running the partial index
 * bid_lot_paused — joined with UNION ALL (no rows to deduplicate).
 */
export function ongoingQuery(db: Db, f: OngoingFilter) {
  return ongoingSubquery(db, f, ROW_COLUMNS);
}

/** The hall's lots as {@link ongoingQuery}, with only their assetsId: what a count needs (no row columns read). */
export function ongoingIdsQuery(db: Db, f: OngoingFilter) {
  return ongoingSubquery(db, f, ['project.assetsId'] as const);
}

const ROW_COLUMNS = ['project.assetsId', 'project.assetsName', 'project.projectType', 'project.priceType', 'project.startPriceFen',
  'project.biddingPriceFen', 'project.biddingCount', 'project.priceUnit', 'project.bidStartTime', 'project.bidEndTime',
  'bidLot.paused', 'bidLot.frozenRemainingMs'] as const;

function ongoingSubquery<C extends typeof ROW_COLUMNS | readonly ['project.assetsId']>(db: Db, f: OngoingFilter, columns: C) {
  const named = (ref: Expression<string>) => (f.assetsName ? sql<SqlBool>`${ref} like ${likeContains(f.assetsName)} escape '\\'` : sql<SqlBool>`1 = 1`);
  const running = db.selectFrom('project').leftJoin('bidLot', 'bidLot.assetsId', 'project.assetsId').select(columns)
    .where('project.projectNature', '=', f.projectNature).where('project.bidStartTime', '<=', f.now).where('project.bidEndTime', '>', f.now)
    .where((eb) => eb.and([named(eb.ref('project.assetsName')), eb.or([eb('bidLot.phase', 'is', null), eb('bidLot.phase', '<>', 'closed')])]));
  // CROSS JOIN keeps SQLite's join order: the few paused lots first (bid_lot_paused), each project by its primary key.
  const paused = db.selectFrom('bidLot').crossJoin('project').select(columns)
    .where('bidLot.paused', '=', sql.lit(1)).whereRef('project.assetsId', '=', 'bidLot.assetsId').where('bidLot.phase', '<>', 'closed')
    .where('project.projectNature', '=', f.projectNature).where('project.bidEndTime', 'is not', null)
    .where((eb) => eb.and([named(eb.ref('project.assetsName')), eb.or([eb('project.bidStartTime', 'is', null), eb('project.bidStartTime', '>', f.now), eb('project.bidEndTime', '<=', f.now)])]));
  return db.selectFrom(running.unionAll(paused).as('hall'));
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
    ongoingQuery(db, f).selectAll().orderBy('hall.bidEndTime', 'asc').orderBy('hall.assetsId').limit(limit).offset(offset).execute(),
    ongoingIdsQuery(db, f).select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
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
