import { floorCloseAt, stepIntervalMs } from '../dutch';
import { lowestRaise } from '../grid';
import { lastSealedBids } from '../priority';
import { scheduleShiftOf, scheduledRules } from '../schedule';
import type { AcceptedBid, EpochMs, Fen, LotRules, LotState } from '../types';

/**
 * Project statuses the engine drives (migration 001): bidding, and ended (4) once closed — with a deal or unsold. A
 * deal's 已成交 (7) comes only with its confirmed settlement (modules/deal), not from the hammer.
 */
export const PROJECT_STATUS = { bidding: 3, ended: 4 } as const;

/** The public current price: hidden (null) while a sealed round runs. */
export function publicPrice(state: LotState): Fen | null {
  return state.phase === 'sealed' ? null : state.currentPrice;
}

/** The public leader: nobody leads visibly during a sealed round. */
export function publicLeader(state: LotState): string | null {
  return state.phase === 'sealed' ? null : state.leader;
}

/**
 * Bids anyone may count: open bids, plus each bidder's last sealed price once the lot closed (revisions are not
 * separate bids). During a sealed round the count of submitters is `sealedCount` instead.
 */
export function publicBidCount(state: LotState): number {
  const open = openBidCount(state.bids);
  return state.phase === 'closed' ? open + lastSealedBids(state.bids).length + lastSealedBids(state.bids, 'stage2').length : open;
}

/**
 * Bidders anyone may count, matching {@link publicBidCount}: those with an open bid, plus the sealed bidders once the
 * lot closed (before that, sealed rounds show `sealedCount` only).
 */
export function publicBidderCount(state: LotState, before?: LotState): number {
  const sets = bidderSets(state.bids, before?.bids);
  return (state.phase === 'closed' ? sets.all : sets.open).size;
}

interface BidderSets { open: Set<string>; all: Set<string> }
// The bidders of each bids array, grown from the previous state's when the new array extends it (the engine only
// appends): a broadcast costs O(bidders), not O(bids), also on a lot with 10,000 bids.
const bidderSetsOf = new WeakMap<readonly AcceptedBid[], BidderSets>();
function bidderSets(bids: readonly AcceptedBid[], previous?: readonly AcceptedBid[]): BidderSets {
  let sets = bidderSetsOf.get(bids);
  if (sets) return sets;
  const base = previous && bidderSetsOf.get(previous);
  const extends_ = base && previous.length <= bids.length && (previous.length === 0 || bids[previous.length - 1] === previous[previous.length - 1]);
  const from = extends_ ? previous.length : 0;
  sets = { open: new Set(extends_ ? base.open : []), all: new Set(extends_ ? base.all : []) };
  for (let i = from; i < bids.length; i++) {
    const b = bids[i];
    sets.all.add(b.bidderCode);
    if (b.kind !== 'sealed') sets.open.add(b.bidderCode);
  }
  bidderSetsOf.set(bids, sets);
  return sets;
}

// Every state has its own bids array (the engine appends by copying), and one batch asks for its count three times
// (projection, project row, broadcast): counted once per array.
const openCounts = new WeakMap<readonly AcceptedBid[], number>();
function openBidCount(bids: readonly AcceptedBid[]): number {
  let n = openCounts.get(bids);
  if (n === undefined) {
    n = 0;
    for (const b of bids) if (b.kind !== 'sealed') n += 1;
    openCounts.set(bids, n);
  }
  return n;
}

/** Lowest valid price for a bidder without pre-emptive right (null when nobody may bid now). */
export function publicNextPrice(state: LotState): Fen | null {
  switch (state.phase) {
    case 'ascending': case 'free': case 'limited': case 'stage2':
      return lowestRaise(state.rules, state.currentPrice);
    case 'sealed':
      return state.rules.startPrice;
    case 'fixed': case 'descending':
      return state.currentPrice;
    default:
      return null;
  }
}

/** When a scheduled lot is expected to end if nothing extends it (the hall's upcoming rows). */
export function plannedEnd(rules: LotRules): EpochMs {
  switch (rules.mode) {
    case 'phased': return rules.freeEnd ?? rules.startAt;
    case 'twoStage': return rules.stage1End ?? rules.startAt;
    case 'final': return rules.startAt + rules.limitedPeriodSec * 1000;
    case 'dutchAuction': case 'vShaped': return floorCloseAt(rules);
    default: return rules.endAt ?? rules.startAt;
  }
}

/** Clock steps still to come on a descending lot whose running deadline is the next step. */
function stepsLeft(state: LotState): number {
  const { step = 0, floorPrice } = state.rules;
  const price = state.currentPrice ?? state.rules.startPrice;
  if (state.phase !== 'descending' || step <= 0 || floorPrice === undefined || price <= floorPrice) return 0;
  return Math.ceil((price - floorPrice) / step);
}

/**
 * When the bidding ends as far as is known now (the hall's leftTime): the running deadline (extended end, limited
 * countdown, sealed end), for a dutch clock the instant it would close at the floor, the close time once closed,
 * the planned end while scheduled; while paused, as if it resumed at once (the frozen countdown from the pause).
 */
export function endTimeOf(state: LotState): EpochMs | null {
  if (state.phase === 'closed') return state.updatedAt;
  if (state.phase === 'scheduled') return plannedEnd(scheduledRules(state));
  const running = state.paused ? (state.paused.remainingMs === null ? null : state.paused.at + state.paused.remainingMs) : state.deadline;
  if (running === null) return null;
  return running + stepsLeft(state) * stepIntervalMs(state.rules);
}

/**
 * The one remaining time of a paused lot (ms): the frozen countdown to the next boundary the bidders see (the period
 * end, the opening, for a dutch clock the next price step), as the lot:paused event, the snapshot and the operator's
 * answer report it. null when not paused or nothing was running. @see auction-rules.md § Pause
 */
export function frozenRemainingMs(state: LotState): number | null {
  return state.paused?.remainingMs ?? null;
}

/**
 * The hall's frozen leftTime of a paused lot (ms): how long the bidding would still last if resumed at once — as for
 * a running lot, a dutch clock counts to its close at the floor. Stored as bid_lot.frozen_remaining_ms.
 */
export function frozenEndInMs(state: LotState): number | null {
  if (!state.paused || state.paused.remainingMs === null) return null;
  return state.paused.remainingMs + stepsLeft(state) * stepIntervalMs(state.rules);
}

/** The bid_lot columns {@link lotProjection} sets, in its keys' order (snake_case, as stored). */
export const LOT_COLUMNS = [
  'phase', 'seq', 'current_price_fen', 'leader_code', 'bidding_count', 'deadline', 'paused', 'frozen_remaining_ms', 'end_time',
  'result_outcome', 'result_winner_code', 'result_price_fen', 'closed_time', 'update_time',
] as const;

/** The bid_lot projection columns after `state` (written with the events, in the same transaction). */
export function lotProjection(state: LotState, now: EpochMs) {
  const result = state.result;
  return {
    phase: state.phase, seq: state.seq, currentPriceFen: publicPrice(state), leaderCode: publicLeader(state),
    biddingCount: publicBidCount(state), deadline: state.deadline, paused: state.paused ? 1 : 0,
    frozenRemainingMs: frozenEndInMs(state), endTime: endTimeOf(state),
    resultOutcome: result?.outcome ?? null, resultWinnerCode: result?.winnerCode ?? null, resultPriceFen: result?.price ?? null,
    closedTime: state.phase === 'closed' ? state.updatedAt : null, updateTime: now,
  };
}

/**
 * The project row columns the hall, the listings and the statistics read (so they show the engine's truth):
 * current price and count (a sealed round shows neither until the reveal), window times, and the status — 3 while
 * the lot runs, 4 once closed (deal or unsold: a deal becomes 7 when its settlement is confirmed); a scheduled lot
 * keeps its enrolment status (1 or 2).
 */
export function projectProjection(state: LotState) {
  const status = state.phase === 'closed' ? PROJECT_STATUS.ended : state.phase === 'scheduled' ? undefined : PROJECT_STATUS.bidding;
  const price = state.phase === 'closed' && state.result?.outcome === 'deal' ? state.result.price ?? null : publicPrice(state);
  return {
    biddingPriceFen: price, biddingCount: publicBidCount(state), bidStartTime: state.rules.startAt + scheduleShiftOf(state), bidEndTime: endTimeOf(state),
    ...(status !== undefined ? { status } : {}),
  };
}
