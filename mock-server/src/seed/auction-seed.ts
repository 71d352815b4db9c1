import { AUTH_STATUS } from '../../../contract/auth';
import { absoluteRules, resetAnchoredLot, type AnchorSpec } from '../auction/service/anchor';
import type { LotBidder } from '../auction/types';
import type { Db } from '../db/connection';
import { AUCTION_BIDDERS, AUCTION_ROSTER, rosterEnrolments, seedAuctionBidders } from './auction-bidders';
import { planSeedBids } from './auction-bids';
import { livePlan, MODES, upcomingPlan } from './auction-plans';
import { Rng } from './random';
import { findDemoBiddingProjects, hasRows, insertSeedLot } from './seed-repository';
import { DEMO_USERS } from './users';

/** Seed of the auction PRNG (independent of the project seed, so adding lots never reshuffles projects). */
const AUCTION_SEED = 20261122;

const verifiedCodes = new Set(AUCTION_ROSTER.filter((r) =>
  [...DEMO_USERS, ...AUCTION_BIDDERS].find((u) => u.loginName === r.loginName)?.authStatus === AUTH_STATUS.verified).map((r) => r.code));

/**
 * Turns the demo hall lots (bidding projects with an anchored window) into auctions, once: lots live at start-up take
 * the eight modes in turn (3 variants each, see auction-plans.ts), upcoming lots too; every lot gets the demo roster
 * (auction-bidders.ts — lots starting a day or more out without zhangsan and cqnongye, who enrol there themselves)
 * and seed bids planned through the engine, and is then played to `now` by the same reset that re-anchors it at
 * every start-up. Also adds the extra bidders. Does nothing when bid activities already exist.
 * @returns how many lots were created.
 */
export async function seedAuctionIfEmpty(db: Db, now: number): Promise<number> {
  await seedAuctionBidders(db, now);
  if (await hasRows(db, 'bidLot')) return 0;
  const projects = await findDemoBiddingProjects(db);
  const rng = new Rng(AUCTION_SEED);
  const counters = { live: 0, upcoming: 0 };
  const specs: Array<{ assetsId: string; spec: AnchorSpec }> = [];
  for (const [i, p] of projects.entries()) {
    const facts = {
      startFen: Number(p.startPriceFen), incFen: Number(p.incrementFen), offsetS: p.anchorStartOffsetS!, durationS: p.anchorDurationS ?? 3600,
      bids: Number(p.biddingCount),
    };
    const live = facts.offsetS <= 0;
    const n = live ? counters.live++ : counters.upcoming++;
    const mode = MODES[n % MODES.length];
    const k = Math.floor(n / MODES.length) % 3;
    const plan = live ? livePlan(mode, k, facts, rng) : upcomingPlan(mode, k, facts);
    const enrolments = rosterEnrolments(p.assetsId, Number(p.depositFen), i, plan.priority, plan.rules.startAtS, now);
    const bidders: LotBidder[] = enrolments.map((e) => ({
      bidderCode: e.bidderCode, userId: e.userId, priorityRank: e.priorityRank,
      eligible: e.depositStatus === 'confirmed' && verifiedCodes.has(e.bidderCode),
    }));
    const spec: AnchorSpec = { rules: plan.rules, bids: planSeedBids(p.assetsId, { rules: plan.rules }, bidders, plan.steps, now, rng) };
    await insertSeedLot(db, {
      assetsId: p.assetsId, mode, rules: JSON.stringify(absoluteRules(spec, now)), anchor: JSON.stringify(spec), phase: 'scheduled',
      createTime: now, updateTime: now,
    }, enrolments);
    specs.push({ assetsId: p.assetsId, spec });
  }
  for (const { assetsId, spec } of specs) await resetAnchoredLot(db, assetsId, spec, now);
  return specs.length;
}
