import { decide } from '../../mock-server/src/auction/decide';
import { evolve, initialState } from '../../mock-server/src/auction/evolve';
import { defineRules, type LotRulesInput } from '../../mock-server/src/auction/rules';
import type { LotBidder, LotCommand, LotEvent, LotState, Rejection } from '../../mock-server/src/auction/types';

/** 2025-06-01 09:00 Beijing time, ms. */
export const T0 = Date.UTC(2025, 5, 1, 1, 0, 0);
export const SEC = 1000;
export const MIN = 60 * SEC;
/** 元 → fen. */
export const yuan = (y: number) => Math.round(y * 100);

export function bidder(code: string, extra: Partial<LotBidder> = {}): LotBidder {
  return { bidderCode: code, userId: `u-${code}`, eligible: true, priorityRank: null, ...extra };
}

/** Bidders A, B, C (eligible, no priority), X (not eligible), P1/P2 (priority rank 1/2), Q1 (rank 1 too). */
export const BIDDERS: LotBidder[] = [
  bidder('A'),
  bidder('B'),
  bidder('C'),
  bidder('X', { eligible: false }),
  bidder('P1', { priorityRank: 1 }),
  bidder('P2', { priorityRank: 2 }),
  bidder('Q1', { priorityRank: 1 }),
];

type Partial2 = Partial<LotRulesInput> & Pick<LotRulesInput, 'mode'>;

/** Rules with round numbers: start 10,000 元, increment 100 元, no reserve, opening at T0. */
export function lot(rules: Partial2, bidders: LotBidder[] = BIDDERS): LotState {
  return initialState('a'.repeat(32), defineRules({ startPrice: yuan(10000), increment: yuan(100), reservePrice: null, startAt: T0, ...rules }), bidders);
}

export interface Step {
  state: LotState;
  events: LotEvent[];
  rejection?: Rejection;
}

/** Decides one command and applies its events. */
export function step(state: LotState, command: LotCommand): Step {
  const decision = decide(state, command);
  if ('rejection' in decision) return { state, events: [], rejection: decision.rejection };
  return { state: decision.events.reduce(evolve, state), events: decision.events };
}

/** Runs commands in order; throws on an unexpected rejection unless `allowReject`. Returns the final state and all events. */
export function run(state: LotState, commands: LotCommand[], allowReject = false): { state: LotState; events: LotEvent[]; rejections: Rejection[] } {
  const events: LotEvent[] = [];
  const rejections: Rejection[] = [];
  for (const command of commands) {
    const r = step(state, command);
    if (r.rejection) {
      if (!allowReject) throw new Error(`rejected ${JSON.stringify(command)}: ${r.rejection.msg}`);
      rejections.push(r.rejection);
    }
    state = r.state;
    events.push(...r.events);
  }
  return { state, events, rejections };
}

export const bid = (bidderCode: string, priceYuan: number, at: number): LotCommand => ({ type: 'bid', bidderCode, price: yuan(priceYuan), at });
export const accept = (bidderCode: string, priceYuan: number, at: number): LotCommand => ({ type: 'accept', bidderCode, price: yuan(priceYuan), at });
export const tick = (at: number): LotCommand => ({ type: 'tick', at });

/** Opens the lot at T0 and returns the state. */
export function opened(rules: Partial2, bidders?: LotBidder[]): LotState {
  return run(lot(rules, bidders), [tick(T0)]).state;
}

/** The rejection of one command (fails the test if it was accepted). */
export function rejectionOf(state: LotState, command: LotCommand): Rejection {
  const r = step(state, command);
  if (!r.rejection) throw new Error(`expected a rejection of ${JSON.stringify(command)}`);
  return r.rejection;
}
