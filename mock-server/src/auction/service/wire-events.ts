import type { BidRecord, LotEvent as WireEvent, LotOutcome, RevealedBid as WireRevealed } from '../../../../contract/bid';
import { CLOSE_REASON_TEXT } from '../../../../contract/close-reasons';
import type { LotEvent, LotState, RevealedBid } from '../types';
import { publicBidCount, publicBidderCount, publicLeader, publicNextPrice, publicPrice } from './projection';
import { lastSealedBids } from '../priority';

/** Fen → 元 for the wire (design.md: money is converted at the edge only). */
export const yuan = (fen: number) => fen / 100;
/** Nullable fen → 元. */
export const yuanOrNull = (fen: number | null | undefined) => (fen === null || fen === undefined ? null : fen / 100);

/** Ranked sealed bids in 元. */
export function wireRevealed(list: readonly RevealedBid[]): WireRevealed[] {
  return list.map((b) => ({ seq: b.seq, bidderCode: b.bidderCode, price: yuan(b.price), at: b.at, place: b.place }));
}

/** The outcome of a closed lot in 元 (null while it runs). */
export function wireOutcome(state: LotState): LotOutcome | null {
  const r = state.result;
  if (!r) return null;
  return {
    result: r.outcome, winnerCode: r.winnerCode ?? null, price: yuanOrNull(r.price), closedAt: state.updatedAt ?? 0,
    reason: r.reason, reasonText: CLOSE_REASON_TEXT[r.reason],
  };
}

/** The fields every broadcast repeats, from the state right after the event (public: sealed prices hidden). */
function stateFields(after: LotState, before: LotState) {
  return {
    phase: after.phase, price: yuanOrNull(publicPrice(after)), nextPrice: yuanOrNull(publicNextPrice(after)),
    leaderCode: publicLeader(after), bidCount: publicBidCount(after), deadline: after.deadline, bidderCount: publicBidderCount(after, before),
  };
}

/**
 * The broadcast form of one engine event (contract/bid.ts lotEventSchemas), for everyone in the lot's room:
 * `before` / `after` are the states around the event. A sealed submission becomes a count only; the stage-1 reveal
 * of two-stage lots is left out (it goes to the qualifiers through `lot:me`). `serverNow` is stamped when sent.
 */
export function toWireEvent(event: LotEvent, before: LotState, after: LotState): WireEvent {
  const base = { assetsId: after.assetsId, seq: event.seq, serverNow: event.at, ...stateFields(after, before) };
  switch (event.type) {
    case 'bid:placed': {
      const sealed = event.kind === 'sealed';
      const bid: BidRecord | null = sealed ? null : {
        seq: event.seq, bidderCode: event.bidderCode, price: yuan(event.price), at: event.at, status: 'leading', kind: event.kind,
      };
      const sealedCount = sealed || after.phase === 'sealed' ? lastSealedBids(after.bids).length : null;
      const reserve = after.rules.reservePrice;
      const reserveMet = reserve === null || sealed ? null : event.price >= reserve;
      return { name: 'bid:placed', payload: { ...base, bid, sealedCount, reserveMet } };
    }
    case 'lot:phase-changed':
      return { name: 'lot:phase-changed', payload: { ...base, from: event.from, revealed: null } };
    case 'lot:price-ticked':
      return { name: 'lot:price-ticked', payload: { ...base, nextTickAt: event.nextTickAt } };
    case 'lot:extended':
      return { name: 'lot:extended', payload: { ...base, previousDeadline: before.deadline } };
    case 'lot:paused':
      return { name: 'lot:paused', payload: { ...base, reason: event.reason, frozenRemainingMs: event.remainingMs } };
    case 'lot:resumed':
      return { name: 'lot:resumed', payload: base };
    case 'lot:closed':
      return {
        name: 'lot:closed',
        payload: {
          ...base,
          outcome: {
            result: event.outcome, winnerCode: event.winnerCode ?? null, price: yuanOrNull(event.price), closedAt: event.at,
            reason: event.reason, reasonText: CLOSE_REASON_TEXT[event.reason],
          },
          revealed: event.revealed ? wireRevealed(event.revealed) : null,
        },
      };
  }
}

/** The same event with a fresh `serverNow` (every message feeds the client's clock, replays included). */
export function stamped(event: WireEvent, serverNow: number): WireEvent {
  return { ...event, payload: { ...event.payload, serverNow } } as WireEvent;
}
