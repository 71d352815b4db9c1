import type { LotBidder, LotEvent, LotRules, LotState } from './types';

/**
 * The state of a lot before any event: scheduled, with the opening instant (`startAt`, ms) as its deadline.
 * `bidders` is the enrolment list as of the opening; the engine does not change it.
 */
export function initialState(assetsId: string, rules: LotRules, bidders: LotBidder[] | Record<string, LotBidder>): LotState {
  const list = Array.isArray(bidders) ? bidders : Object.values(bidders);
  return {
    assetsId,
    rules,
    bidders: Object.fromEntries(list.map((b) => [b.bidderCode, b])),
    phase: 'scheduled',
    paused: null,
    seq: 0,
    updatedAt: null,
    currentPrice: null,
    leader: null,
    bids: [],
    scheduleShiftMs: 0,
    deadline: rules.startAt,
    qualified: null,
    stage1Reveal: null,
    revealed: null,
    result: null,
  };
}

/**
 * Applies one event (pure: returns a new state). Events carry everything they change, so replaying a lot's log
 * reproduces its state exactly. Throws on a seq gap: a log with a hole must not be silently replayed.
 * @see auction-rules.md § Sequence
 */
export function evolve(state: LotState, event: LotEvent): LotState {
  if (event.seq !== state.seq + 1) throw new Error(`lot ${state.assetsId}: event seq ${event.seq} after ${state.seq}`);
  const next: LotState = { ...state, seq: event.seq, updatedAt: event.at };
  switch (event.type) {
    case 'bid:placed': {
      const bid = { bidderCode: event.bidderCode, price: event.price, at: event.at, seq: event.seq, kind: event.kind, phase: state.phase };
      next.bids = [...state.bids, bid];
      // Sealed submissions move neither the public price nor the lead until the reveal.
      if (event.kind !== 'sealed') {
        next.currentPrice = event.price;
        next.leader = event.leader;
      }
      return next;
    }
    case 'lot:phase-changed':
      next.phase = event.to;
      next.deadline = event.deadline;
      if (event.price !== undefined) next.currentPrice = event.price;
      if (event.leader !== undefined) next.leader = event.leader;
      if (event.qualified !== undefined) next.qualified = event.qualified;
      if (event.revealed !== undefined) next.stage1Reveal = event.revealed;
      if (event.shiftMs !== undefined) next.scheduleShiftMs = event.shiftMs;
      return next;
    case 'lot:price-ticked':
      next.currentPrice = event.price;
      next.deadline = event.nextTickAt;
      return next;
    case 'lot:extended':
      next.deadline = event.deadline;
      return next;
    case 'lot:paused':
      // The countdown is frozen in `remainingMs`; nothing is running while paused.
      next.paused = { at: event.at, reason: event.reason, remainingMs: event.remainingMs };
      next.deadline = null;
      return next;
    case 'lot:resumed':
      next.paused = null;
      next.deadline = event.deadline;
      return next;
    case 'lot:closed':
      next.phase = 'closed';
      next.deadline = null;
      next.result = {
        outcome: event.outcome,
        reason: event.reason,
        ...(event.winnerCode !== undefined ? { winnerCode: event.winnerCode } : {}),
        ...(event.price !== undefined ? { price: event.price } : {}),
      };
      if (event.outcome === 'deal') {
        next.leader = event.winnerCode ?? state.leader;
        next.currentPrice = event.price ?? state.currentPrice;
      } else {
        // 流拍 has no price and nobody leads: an unsold lot shows no 成交价 anywhere (auction-rules.md § Close).
        next.leader = null;
        next.currentPrice = null;
      }
      if (event.revealed !== undefined) next.revealed = event.revealed;
      return next;
  }
}

/** Folds an event log over a state: `replay(initial, log)` equals the state the decisions reached. */
export function replay(initial: LotState, events: readonly LotEvent[]): LotState {
  return events.reduce(evolve, initial);
}
