import { bidsOnGrid, type BidState, type Schedule } from './hall-lots';
import type { Rng } from './random';
import { beijingAt } from './time';

/**
 * Times of an ordinary listing (projectNature 0 or 5) in `status`, relative to `now`:
 * 0 pre-disclosed, formal listing 3–12 days ahead; 1 registering, closes 1–25 days ahead;
 * 2 closed 1–12 days ago; 4 and 7 listed 40–235 days ago. Every publish date is within the past 240 days.
 */
export function listingSchedule(status: number, now: number, rng: Rng): Schedule {
  const hour = rng.pick([9, 9, 10, 10, 11, 14, 15, 16]);
  const none = { bidStartTime: null, bidEndTime: null, anchorStartOffsetS: null, anchorDurationS: null };
  if (status === 0) {
    const startDay = rng.int(3, 12);
    return {
      status, ...none, publishDate: beijingAt(now, -rng.int(1, 12), hour, rng.int(0, 11) * 5),
      announcementStartTime: beijingAt(now, startDay, 9), announcementEndTime: beijingAt(now, startDay + 20, 17),
    };
  }
  const window = rng.pick([10, 15, 20, 20, 30]);
  const startDay = status === 1 ? -rng.int(1, 25) : status === 2 ? -rng.int(1, 12) - window : -rng.int(15, 210) - window;
  const endDay = status === 1 ? Math.max(startDay + window, rng.int(1, 5)) : startDay + window;
  const announcementStartTime = beijingAt(now, startDay, hour, rng.int(0, 11) * 5);
  return {
    status, ...none, publishDate: announcementStartTime, announcementStartTime,
    announcementEndTime: beijingAt(now, endDay, 17),
  };
}

/**
 * Outcome of an ordinary listing: a deal (7) either at the listing price with one applicant (always so
 * for nature 5) or after an online bidding round among several; other statuses carry no price.
 */
export function listingBids(status: number, nature: number, startFen: number | null, incrementFen: number, rng: Rng): BidState {
  if (status !== 7 || startFen === null) return { biddingCount: 0, biddingPriceFen: null };
  // Calls for tenants and investors (nature 5) close by agreement at the listed terms.
  if (nature === 5 || rng.chance(0.4)) return { biddingCount: 1, biddingPriceFen: startFen };
  return bidsOnGrid(startFen, incrementFen, rng.int(2, 12), rng);
}
