import type { z } from 'zod';
import type { biddingDataSchema, biddingRateSchema } from '../../../../contract/projects';
import type { Db } from '../../db/connection';
import { countLots, findFinishedLots } from './repository';

type BiddingData = z.infer<typeof biddingDataSchema>;
type BiddingRate = z.infer<typeof biddingRateSchema>;

const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * Hall statistics at `now`: lots bidding now, lots about to bid, deals done and their turnover in 元 (the final
 * bid, or the start price when a deal closed without a counter-bid).
 */
export async function biddingData(db: Db, projectNature: number, now: number): Promise<BiddingData> {
  const c = await countLots(db, projectNature, now);
  return { ongoingCount: c.ongoing, upcomingCount: c.upcoming, dealCount: c.deals, dealAmount: c.dealFen / 100 };
}

/**
 * Hall rates in percent, 2 decimals: dealRate = deals / finished lots; avgPremiumRate = mean over deals of
 * (final − start) / start (§4 premium rate, without the abs since a forward auction cannot close below start).
 * Both are 0 when there is nothing to average.
 */
export async function biddingRate(db: Db, projectNature: number): Promise<BiddingRate> {
  const finished = await findFinishedLots(db, projectNature);
  const deals = finished.filter((l) => Number(l.deal) === 1);
  // A deal closed without any bid went at the start price: premium 0, still counted.
  const premiums = deals.filter((l) => Number(l.startPriceFen) > 0).map((l) => {
    const start = Number(l.startPriceFen);
    const final = Number(l.biddingCount) > 0 && l.biddingPriceFen !== null ? Number(l.biddingPriceFen) : start;
    return ((final - start) / start) * 100;
  });
  return {
    dealRate: finished.length ? round2((deals.length / finished.length) * 100) : 0,
    avgPremiumRate: premiums.length ? round2(premiums.reduce((a, b) => a + b, 0) / premiums.length) : 0,
  };
}
