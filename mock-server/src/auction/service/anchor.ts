import type { Db } from '../../db/connection';
import { clearLotDeal } from '../../modules/deal/index';
import { clearLotOutcomeMessages } from '../../modules/messages/index';
import { resetDemoDeposits } from '../../modules/payment/index';
import { execute } from '../decide';
import { initialState } from '../evolve';
import { ownSealedBid } from '../pricing';
import type { LotEvent, LotRules, LotState } from '../types';
import { isEligible } from './lot-entry';
import { REGISTRATION_LEAD_MS } from './lot-file';
import { findAnchoredLots, loadEnrolments, rewriteLot } from './lot-repository';
import { endTimeOf, lotProjection, projectProjection } from './projection';

// Enrolment closes REGISTRATION_LEAD_MS before a demo lot's bidding starts (as for the other demo lots, hall-clock.ts).
export { REGISTRATION_LEAD_MS };

/** A seed bid of a demo lot: `atS` seconds relative to the anchor (start-up; negative = before it). */
export interface AnchorBid { atS: number; code: string; priceFen: number; type: 'bid' | 'accept' }

/**
 * How a demo lot is re-created at every start-up (bid_lot.anchor): its rules with the instants given as seconds
 * relative to the anchor (`startAtS`, and `endAtS` / `freeEndS` / `stage1EndS` where the mode has them), and the
 * seed bids to replay through the engine.
 */
export interface AnchorSpec {
  rules: Omit<LotRules, 'startAt' | 'endAt' | 'freeEnd' | 'stage1End'> & { startAtS: number; endAtS?: number; freeEndS?: number; stage1EndS?: number };
  bids: AnchorBid[];
}

/** The engine rules of `spec` anchored at `now` (epoch ms). */
export function absoluteRules(spec: AnchorSpec, now: number): LotRules {
  const { startAtS, endAtS, freeEndS, stage1EndS, ...rest } = spec.rules;
  const at = (s: number) => now + s * 1000;
  return {
    ...rest, startAt: now + startAtS * 1000,
    ...(endAtS !== undefined ? { endAt: at(endAtS) } : {}),
    ...(freeEndS !== undefined ? { freeEnd: at(freeEndS) } : {}),
    ...(stage1EndS !== undefined ? { stage1End: at(stage1EndS) } : {}),
  } as LotRules;
}

/**
 * Plays a demo lot from scratch through the engine: the fresh initial state, each seed bid at its time (ticking up
 * to it first, so openings and dutch steps happen at their instants), then a tick at `now`.
 * A sealed revision that does not raise is left out: seeds planned before revisions had to raise may hold one.
 * @throws Error when any other seed bid is refused (a broken seed must not start silently).
 */
export function simulate(assetsId: string, rules: LotRules, bidders: LotState['bidders'], bids: AnchorBid[], now: number) {
  let state = initialState(assetsId, rules, bidders);
  const events: LotEvent[] = [];
  const run = (command: Parameters<typeof execute>[1]) => {
    const r = execute(state, command);
    if ('rejection' in r) {
      const oldRevision = command.type === 'bid' && state.phase === 'sealed' && ownSealedBid(state, command.bidderCode) !== undefined
        && (r.rejection.reason === 'too-low' || r.rejection.reason === 'off-grid');
      if (oldRevision) return;
      throw new Error(`演示标的 ${assetsId} 的种子出价被拒绝：${r.rejection.msg}`);
    }
    state = r.state;
    events.push(...r.events);
  };
  for (const bid of [...bids].sort((a, b) => a.atS - b.atS)) {
    const at = now + bid.atS * 1000;
    run({ type: 'tick', at });
    run({ type: bid.type, bidderCode: bid.code, price: bid.priceFen, at });
  }
  run({ type: 'tick', at: now });
  return { state, events };
}

/**
 * Re-creates one demo lot relative to `now`, cleanly: its log, idempotency records and settlement are deleted,
 * deposits that the last close moved are confirmed again — the bidder rows, and the payment orders with their refunds
 * (payment's resetDemoDeposits) — the last run's result messages and its deal (the deal module's clearLotDeal: 成交确认书,
 * contract, 成交公告) are deleted, and the seed bids are stored as fresh
 * events with the projections (bid_lot and the project's times, price, count and status) — all in one transaction.
 */
export async function resetAnchoredLot(db: Db, assetsId: string, spec: AnchorSpec, now: number): Promise<LotState> {
  const rules = absoluteRules(spec, now);
  const enrolments = (await loadEnrolments(db, assetsId)).map((e) =>
    (['applied', 'refunding', 'refunded'].includes(e.depositStatus) ? { ...e, depositStatus: 'confirmed' as const } : e));
  const bidders = Object.fromEntries(enrolments.map((e) => [e.bidderCode, {
    bidderCode: e.bidderCode, userId: e.userId, eligible: isEligible(e), priorityRank: e.priorityRank,
  }]));
  const { state, events } = simulate(assetsId, rules, bidders, spec.bids, now);
  const registrationEnd = rules.startAt - REGISTRATION_LEAD_MS;
  const opened = events.find((e) => e.type === 'lot:phase-changed' && e.from === 'scheduled');
  await db.transaction().execute(async (trx) => {
    await rewriteLot(trx, assetsId, {
      events,
      lot: { ...lotProjection(state, now), rules: JSON.stringify(rules), openedTime: opened?.at ?? null },
      project: {
        ...projectProjection(state), announcementEndTime: registrationEnd,
        anchorStartOffsetS: spec.rules.startAtS, anchorDurationS: Math.round(((endTimeOf(state) ?? rules.startAt) - rules.startAt) / 1000),
        ...(state.phase === 'scheduled' ? { status: registrationEnd > now ? 1 : 2 } : {}),
      },
    }, now);
    // The user-centre side of the same rewind: deposit orders paid again, the last run's result messages gone.
    await resetDemoDeposits(trx, assetsId, now);
    await clearLotOutcomeMessages(trx, assetsId);
    await clearLotDeal(trx, assetsId);
  });
  return state;
}

/**
 * Re-anchors every demo lot (bid_lot.anchor set) to `now`, so a fresh clone — or a server restarted days later —
 * always has live lots in every mode. Runs at start-up before the bid service replays the open lots.
 * @returns how many lots were re-created.
 */
export async function reanchorAuctionLots(db: Db, now: number): Promise<number> {
  const rows = await findAnchoredLots(db);
  for (const row of rows) await resetAnchoredLot(db, row.assetsId, JSON.parse(row.anchor) as AnchorSpec, now);
  return rows.length;
}
