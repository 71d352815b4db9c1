import { closeLot } from './close';
import { nextClockPrice, stepIntervalMs } from './dutch';
import type { Draft } from './draft';
import { emit } from './draft';
import { openLot } from './opening';
import { rankSealed } from './priority';
import type { EpochMs, RevealedBid } from './types';

/**
 * What happens when the running countdown of the current phase reaches zero at `at` (the deadline, ms).
 * Every branch either closes the lot or moves the deadline strictly later, so catching up always terminates.
 */
export function onDeadline(draft: Draft, at: EpochMs): void {
  const { state } = draft;
  const { rules } = state;
  switch (state.phase) {
    case 'scheduled':
      return openLot(draft, at);
    case 'ascending':
    case 'limited':
      return closeOpenRound(draft, at);
    case 'free':
      return endFreePeriod(draft, at);
    case 'sealed':
      return rules.mode === 'twoStage' ? endStage1(draft, at) : revealAndClose(draft, at);
    case 'stage2': {
      const raised = state.bids.some((b) => b.phase === 'stage2');
      return closeLot(draft, { at, winner: state.leader, price: state.currentPrice, dealReason: raised ? 'highest-bid' : 'stage1-leader', revealed: rankSealed(state) });
    }
    case 'fixed':
      return closeLot(draft, { at, winner: null, price: null, dealReason: 'accepted', noBidReason: 'not-taken' });
    case 'descending': {
      const price = state.currentPrice ?? rules.startPrice;
      if (price <= (rules.floorPrice ?? price)) {
        return closeLot(draft, { at, winner: null, price: null, dealReason: 'accepted', noBidReason: 'floor-reached' });
      }
      return emit(draft, { type: 'lot:price-ticked', at, price: nextClockPrice(rules, price), nextTickAt: at + stepIntervalMs(rules) });
    }
    case 'closed':
      return;
  }
}

/**
 * End of an open ascending round (ongoing, fcfs 'ascend', phased/final/vShaped limited period): the leader wins.
 * A lead still held by the first acceptance means nobody raised it.
 */
function closeOpenRound(draft: Draft, at: EpochMs): void {
  const { state } = draft;
  const raisedAfterAccept = state.bids.some((b) => b.kind !== 'accept');
  const acceptReason = state.rules.mode === 'vShaped' ? 'no-raise' : 'accepted';
  const hasAccept = state.bids.some((b) => b.kind === 'accept');
  closeLot(draft, { at, winner: state.leader, price: state.currentPrice, dealReason: hasAccept && !raisedAfterAccept ? acceptReason : 'highest-bid' });
}

/**
 * phased, at freeEnd: 0 bidders → unsold; ≥ minBiddersForLimited → limited period from the current highest, open
 * only to free-period bidders; otherwise (1 bidder, or fewer than a minimum set above 2) the free-period result stands.
 * @see auction-rules.md § phased
 */
function endFreePeriod(draft: Draft, at: EpochMs): void {
  const { state } = draft;
  const bidders = [...new Set(state.bids.map((b) => b.bidderCode))];
  if (bidders.length >= Math.max(2, state.rules.minBiddersForLimited)) {
    emit(draft, { type: 'lot:phase-changed', at, from: 'free', to: 'limited', deadline: at + state.rules.limitedPeriodSec * 1000, qualified: bidders });
    return;
  }
  closeLot(draft, { at, winner: state.leader, price: state.currentPrice, dealReason: bidders.length === 1 ? 'sole-bidder' : 'highest-bid' });
}

/** onceOff at endAt: all sealed bids revealed with codes; the first ranked wins. @see auction-rules.md § onceOff */
function revealAndClose(draft: Draft, at: EpochMs): void {
  const ranked = rankSealed(draft.state);
  const top = ranked[0];
  closeLot(draft, { at, winner: top?.bidderCode ?? null, price: top?.price ?? null, dealReason: 'highest-bid', revealed: ranked });
}

/**
 * twoStage at stage1End: the top `qualifyTopK` sealed bids (all ≥ startPrice by validation) qualify, and every
 * bidder tied at the K-th price with them; stage 2 is a limited period from the stage-1 highest with its bidder
 * leading. With a single qualifier there is nobody to compete: no stage 2, the qualifier wins at the stage-1 price
 * now (reason 'sole-qualifier'); none → unsold.
 * @see auction-rules.md § twoStage
 */
function endStage1(draft: Draft, at: EpochMs): void {
  const ranked = rankSealed(draft.state);
  const top = ranked[0];
  const qualifiers = qualifiersOf(ranked, draft.state.rules.qualifyTopK);
  if (!top || qualifiers.length < 2) {
    closeLot(draft, { at, winner: top?.bidderCode ?? null, price: top?.price ?? null, dealReason: 'sole-qualifier', revealed: ranked });
    return;
  }
  emit(draft, {
    type: 'lot:phase-changed',
    at,
    from: 'sealed',
    to: 'stage2',
    deadline: at + draft.state.rules.limitedPeriodSec * 1000,
    price: top.price,
    leader: top.bidderCode,
    qualified: qualifiers.map((q) => q.bidderCode),
    revealed: qualifiers,
  });
}

/** The stage-2 qualifiers of ranked stage-1 bids: the first `topK`, plus everyone tied at the K-th price. */
function qualifiersOf(ranked: RevealedBid[], topK: number): RevealedBid[] {
  const cut = ranked[topK - 1]?.price;
  return cut === undefined ? ranked : ranked.filter((b) => b.price >= cut);
}
