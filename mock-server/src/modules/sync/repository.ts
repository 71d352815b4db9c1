import type { Db } from '../../db/connection';
import { ongoingIdsQuery } from './hall-repository';

/** Bidding lots (projects of one nature with a bidding window); the hall statistics are over these. */
function lots(db: Db, projectNature: number) {
  return db.selectFrom('project').where('projectNature', '=', projectNature).where('bidEndTime', 'is not', null);
}

/**
 * Lots that closed with a deal: for a lot the engine ran, its result (bid_lot.result_outcome 'deal', whether or not
 * the settlement is confirmed yet); for any other lot, state 7 (已成交).
 */
function dealLots(db: Db, projectNature: number) {
  return lots(db, projectNature).leftJoin('bidLot', 'bidLot.assetsId', 'project.assetsId')
    .where((eb) => eb.or([eb('bidLot.resultOutcome', '=', 'deal'), eb.and([eb('bidLot.assetsId', 'is', null), eb('project.status', '=', 7)])]));
}

/** Counts of ongoing (as the hall lists them) and upcoming lots at `now`, and the deals with their summed contract value in fen. */
export async function countLots(db: Db, projectNature: number, now: number) {
  const [ongoing, upcoming, deals] = await Promise.all([
    ongoingIdsQuery(db, { now, projectNature }).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    lots(db, projectNature).where('bidStartTime', '>', now).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    dealLots(db, projectNature)
      .select((eb) => {
        // A per-unit price (price_type 2, e.g. 元/亩/年) is not a deal value: the contract total is unit × area × years.
        const price = eb.fn.coalesce('biddingPriceFen', 'startPriceFen');
        const total = eb.case().when('priceType', '=', 2)
          .then(eb(eb(price, '*', eb.fn.coalesce('area', eb.lit(1))), '*', eb.fn.coalesce('termYears', eb.lit(1))))
          .else(price).end();
        return [eb.fn.countAll().as('n'), eb.fn.sum(total).as('fen')];
      })
      .executeTakeFirstOrThrow(),
  ]);
  return { ongoing: Number(ongoing.n), upcoming: Number(upcoming.n), deals: Number(deals.n), dealFen: Math.round(Number(deals.fen ?? 0)) };
}

/**
 * Finished lots (status 4 ended or 7 deal done) with their start and final prices in fen and whether they closed
 * with a deal (`deal` 1/0: the engine's result for its lots, state 7 for the others).
 */
export async function findFinishedLots(db: Db, projectNature: number) {
  return lots(db, projectNature).leftJoin('bidLot', 'bidLot.assetsId', 'project.assetsId').where('project.status', 'in', [4, 7])
    .select((eb) => [
      'project.status', 'project.startPriceFen', 'project.biddingPriceFen', 'project.biddingCount',
      eb.case().when(eb.or([eb('bidLot.resultOutcome', '=', 'deal'), eb.and([eb('bidLot.assetsId', 'is', null), eb('project.status', '=', 7)])]))
        .then(1).else(0).end().as('deal'),
    ]).execute();
}
