import type { Rng } from './random';
import { beijingAt, HOUR, MINUTE } from './time';

/** Status and times of one project (epoch ms; bidding fields null unless it is a bidding lot). */
export interface Schedule {
  status: number;
  publishDate: number;
  announcementStartTime: number;
  announcementEndTime: number;
  bidStartTime: number | null;
  bidEndTime: number | null;
  anchorStartOffsetS: number | null;
  anchorDurationS: number | null;
}

/** Outcome of the bidding so far: count of bids and the current (or final) price. */
export interface BidState { biddingCount: number; biddingPriceFen: number | null }

/** Hall lots: live now, starting soon, or closed in the past. */
export type HallKind = 'ongoing' | 'upcoming' | 'ended';

const announcedBefore = (now: number, endDay: number, rng: Rng) => {
  const announcementEndTime = beijingAt(now, endDay, 17);
  const announcementStartTime = beijingAt(now, endDay - rng.pick([20, 20, 25, 30]), 9);
  return { announcementStartTime, announcementEndTime, publishDate: announcementStartTime };
};

/**
 * Ongoing lot: started 1–60 min before `now` (offset −3600..−60 s) and ends 20 min to 5 days after it.
 * The server re-anchors such lots at start-up from the offsets, so the hall is never empty.
 */
export function ongoingLot(now: number, rng: Rng): Schedule {
  const offset = -rng.int(1, 60) * 60;
  const remaining = rng.weighted([
    () => rng.int(20, 60) * 60, () => rng.int(1, 6) * 3600 + rng.int(0, 5) * 600,
    () => rng.int(6, 48) * 3600, () => rng.int(2, 5) * 86400 + rng.int(0, 23) * 3600,
  ], [30, 30, 25, 15])();
  const duration = -offset + remaining;
  const bidStartTime = now + offset * 1000;
  return {
    status: 3, ...announcedBefore(now, -rng.int(1, 3), rng),
    bidStartTime, bidEndTime: bidStartTime + duration * 1000, anchorStartOffsetS: offset, anchorDurationS: duration,
  };
}

/**
 * Upcoming lot: starts 5 min to 3 days after `now` and runs 1–48 h. Lots starting more than 26 h out
 * may still be registering (status 1, registration closing 12 h before the start); the rest have closed (2).
 */
export function upcomingLot(now: number, rng: Rng): Schedule {
  const offset = rng.weighted([
    () => rng.int(5, 60) * 60, () => rng.int(1, 24) * 3600, () => rng.int(24, 72) * 3600,
  ], [30, 40, 30])();
  const duration = rng.pick([1, 2, 2, 3, 4, 6, 8, 12, 24, 48]) * 3600;
  const bidStartTime = now + offset * 1000;
  const registering = offset > 26 * 3600 && rng.chance(0.8);
  const times = registering
    ? { announcementEndTime: bidStartTime - 12 * HOUR, announcementStartTime: beijingAt(now, -rng.int(5, 20), 9) }
    : announcedBefore(now, -rng.int(1, 5), rng);
  return {
    status: registering ? 1 : 2, publishDate: times.announcementStartTime, ...times,
    bidStartTime, bidEndTime: bidStartTime + duration * 1000, anchorStartOffsetS: offset, anchorDurationS: duration,
  };
}

/** A lot whose bidding closed in the past: 7 deal done, 4 ended unsold. */
export function endedLot(now: number, rng: Rng, status: 4 | 7): Schedule {
  const endDay = -rng.int(20, 200);
  const bidStartTime = beijingAt(now, endDay + rng.int(2, 5), rng.pick([9, 10, 14, 15]), rng.pick([0, 30]));
  return {
    status, ...announcedBefore(now, endDay, rng),
    bidStartTime, bidEndTime: bidStartTime + rng.int(1, 4) * HOUR + rng.int(0, 25) * MINUTE,
    anchorStartOffsetS: null, anchorDurationS: null,
  };
}

/**
 * Bids on the increment grid: `count` bids end at start + k × increment with k ≥ max(1, count − 1).
 * The premium stays under about 60% (fewer bids on lots with a coarse grid), as on the real market.
 */
export function bidsOnGrid(startFen: number, incrementFen: number, wanted: number, rng: Rng): BidState {
  if (wanted === 0) return { biddingCount: 0, biddingPriceFen: null };
  const kMax = Math.max(1, Math.floor((startFen * 0.6) / incrementFen));
  const count = Math.min(wanted, kMax + 1);
  const kMin = Math.max(1, count - 1);
  const k = Math.min(kMax, rng.int(kMin, kMin + Math.ceil(count / 2)));
  return { biddingCount: count, biddingPriceFen: startFen + k * incrementFen };
}

/** The schedule of a hall lot of `kind` (`dealStatus` chooses 4 or 7 for ended lots). */
export function hallSchedule(kind: HallKind, now: number, rng: Rng, dealStatus: 4 | 7 = 7): Schedule {
  if (kind === 'ongoing') return ongoingLot(now, rng);
  if (kind === 'upcoming') return upcomingLot(now, rng);
  return endedLot(now, rng, dealStatus);
}

/** Bids of a hall lot: some ongoing lots still without bids, deals with 2–40 bids, unsold lots none. */
export function hallBids(kind: HallKind, status: number, startFen: number, incrementFen: number, rng: Rng): BidState {
  if (kind === 'upcoming' || (kind === 'ended' && status === 4)) return bidsOnGrid(startFen, incrementFen, 0, rng);
  if (kind === 'ongoing') return bidsOnGrid(startFen, incrementFen, rng.chance(0.3) ? 0 : rng.int(1, 30), rng);
  return bidsOnGrid(startFen, incrementFen, rng.int(2, 40), rng);
}
