import { FAT_FINGER_INCREMENTS, incrementAt } from './grid';
import { isQualified, lowestAcceptable, sealedSubmissionsLeft } from './pricing';
import { ASCENDING_PHASES, lastSealedBids, mayMatch, withoutReplacedSealed } from './priority';
import type { AcceptedBid, BidderCode, LotEvent, LotPublicView, LotState, PublicBid, PublicLotEvent } from './types';

const SEALED_MODES = new Set(['onceOff', 'twoStage']);

/**
 * What a watcher (no `viewerCode`) or a bidder may see of a lot. Never the reserve (only `reserveNotMet`), never
 * another bidder's sealed price before the close; a bidder sees their own sealed price, stage-2 qualifiers see
 * the stage-1 bids of the qualified. `latestBids`: only that many of the latest bids in `bids` (every count stays whole).
 * @see auction-rules.md § What the bid room shows, § Reserve price, § onceOff
 */
export function publicView(state: LotState, viewerCode?: BidderCode, opts: { latestBids?: number } = {}): LotPublicView {
  const { rules } = state;
  const viewer = viewerCode !== undefined ? state.bidders[viewerCode] : undefined;
  const code = viewer?.bidderCode ?? null;
  const closed = state.phase === 'closed';
  const sealedMode = SEALED_MODES.has(rules.mode);
  const isVisible = (b: AcceptedBid) => b.kind !== 'sealed' || closed || b.bidderCode === code;
  const leadingSeq = leadingBidSeq(state);
  const shown = latestVisible(withoutReplacedSealed(state.bids), isVisible, opts.latestBids);
  const bids: PublicBid[] = shown.map((b) => ({ ...b, ...bidStatus(b, state.phase, leadingSeq) })).reverse();
  const ownSealed = code !== null ? lastSealedBids(state.bids).find((b) => b.bidderCode === code) : undefined;
  const reserve = rules.reservePrice;
  const showReserveFlag = ASCENDING_PHASES.includes(state.phase);
  return {
    assetsId: state.assetsId,
    mode: rules.mode,
    phase: state.phase,
    paused: state.paused !== null,
    pauseReason: state.paused?.reason ?? null,
    seq: state.seq,
    deadline: state.deadline,
    currentPrice: state.currentPrice,
    leader: state.leader,
    bids,
    sealedCount: sealedMode ? lastSealedBids(state.bids).length : null,
    ownSealedPrice: ownSealed?.price ?? null,
    revisionsLeft: code !== null && state.phase === 'sealed' ? Math.max(0, sealedSubmissionsLeft(state, code) - (ownSealed ? 0 : 1)) : null,
    reserveNotMet: showReserveFlag ? reserve !== null && (state.currentPrice === null || state.currentPrice < reserve) : null,
    nextValidPrice: code !== null ? lowestAcceptable(state, code) : null,
    increment: incrementAt(rules, state.currentPrice ?? rules.startPrice),
    confirmAbove: ASCENDING_PHASES.includes(state.phase) || state.phase === 'sealed' ? fatFingerLimit(rules, state.currentPrice) : null,
    canMatch: code !== null && !!viewer?.eligible && isQualified(state, code) && mayMatch(state, code),
    viewer: viewer
      ? {
          bidderCode: viewer.bidderCode,
          eligible: viewer.eligible,
          priorityRank: viewer.priorityRank,
          leading: state.leader === viewer.bidderCode && state.phase !== 'sealed',
          qualified: isQualified(state, viewer.bidderCode),
        }
      : null,
    result: state.result,
    revealed: closed ? state.revealed : state.phase === 'stage2' && code !== null && isQualified(state, code) ? state.stage1Reveal : null,
  };
}

/** The visible bids, oldest first; with `latest`, only that many of the newest, found walking back from the end. */
function latestVisible(bids: readonly AcceptedBid[], isVisible: (b: AcceptedBid) => boolean, latest?: number): AcceptedBid[] {
  if (latest === undefined) return bids.filter(isVisible);
  const shown: AcceptedBid[] = [];
  for (let i = bids.length - 1; i >= 0 && shown.length < latest; i--) if (isVisible(bids[i])) shown.push(bids[i]);
  return shown.reverse();
}

/** A history row's status: 已提交 for a sealed bid before its round is revealed, else 领先 / 出局. */
function bidStatus(b: AcceptedBid, phase: LotState['phase'], leadingSeq: number | null): Pick<PublicBid, 'status' | 'statusText'> {
  if (b.kind === 'sealed' && b.phase === phase) return { status: 'sealed', statusText: '已提交' };
  return b.seq === leadingSeq ? { status: 'leading', statusText: '领先' } : { status: 'outbid', statusText: '出局' };
}

/** Highest price (fen) bid without confirmation: 10 increments over the current price (over the start before any bid). */
function fatFingerLimit(rules: LotState['rules'], current: number | null): number {
  const base = current ?? rules.startPrice;
  return base + FAT_FINGER_INCREMENTS * incrementAt(rules, base);
}

/**
 * Seq of the bid shown as 领先: the leader's latest bid while running; after a deal the winner's latest bid; none
 * after an unsold close or while a sealed round hides the lead.
 */
function leadingBidSeq(state: LotState): number | null {
  const holder = state.phase === 'closed' ? (state.result?.outcome === 'deal' ? state.result.winnerCode : undefined) : state.leader;
  if (!holder) return null;
  const last: AcceptedBid | undefined = state.bids.findLast((b) => b.bidderCode === holder);
  return last?.seq ?? null;
}

/**
 * The form of `event` one viewer may receive (watcher: no `viewerCode`). `after` is the lot state right after
 * the event. A sealed bid reaches its own bidder in full; everyone else gets `bid:sealed` with the new count, under
 * the same seq. The stage-1 reveal goes to stage-2 qualifiers only. The close reveals everything.
 * @see auction-rules.md § onceOff (others see only how many bids exist), § twoStage
 */
export function redactEvent(event: LotEvent, after: LotState, viewerCode?: BidderCode): PublicLotEvent {
  if (event.type === 'bid:placed' && event.kind === 'sealed' && event.bidderCode !== viewerCode) {
    return { type: 'bid:sealed', seq: event.seq, at: event.at, count: lastSealedBids(after.bids).length };
  }
  if (event.type === 'lot:phase-changed' && event.revealed !== undefined) {
    const allowed = viewerCode !== undefined && isQualified(after, viewerCode);
    if (!allowed) {
      const { revealed: _hidden, ...rest } = event;
      return rest;
    }
  }
  return event;
}
