import { SNAPSHOT_BIDS, type LotSnapshot, type LotViewer } from '../../../../contract/bid';
import { isQualified, lowestAcceptable, sealedSubmissionsLeft } from '../pricing';
import { lastSealedBids, mayMatch } from '../priority';
import { publicView } from '../public-view';
import { scheduledRules } from '../schedule';
import type { LotPublicView, LotState } from '../types';
import type { LotEntry } from './lot-entry';
import { frozenRemainingMs, publicBidCount, publicBidderCount, publicLeader, publicNextPrice, publicPrice } from './projection';
import { rulesSummary } from './rules-summary';
import { wireOutcome, wireRevealed, yuan, yuanOrNull } from './wire-events';

/** The viewer-specific engine facts, without building the whole public view (lot:me goes to every bidder after every bid). */
function viewerFacts(state: LotState, code: string | undefined) {
  const bidder = code ? state.bidders[code] : undefined;
  if (!code || !bidder) return { eligible: false, qualified: false, leading: false, next: null, canMatch: false, own: undefined };
  const qualified = isQualified(state, code);
  const own = state.rules.mode === 'onceOff' || state.rules.mode === 'twoStage'
    ? lastSealedBids(state.bids).find((b) => b.bidderCode === code) : undefined;
  return {
    eligible: bidder.eligible, qualified, leading: state.leader === code && state.phase !== 'sealed',
    next: lowestAcceptable(state, code), canMatch: bidder.eligible && qualified && mayMatch(state, code), own,
  };
}

/**
 * Why a viewer cannot bid right now (LotViewer.reason), in the zh source: each connection and answer puts it in the
 * caller's language (i18n/en.json) on the way out.
 */
const CANNOT_BID_REASONS = {
  notEnrolled: '您未报名本标的',
  closed: '竞价已结束',
  notVerified: '您尚未完成实名认证',
  depositUnpaid: '您的保证金尚未确认到账',
  depositReleased: '您的保证金已不在冻结状态',
  notStarted: '竞价尚未开始',
  paused: '竞价已暂停，请等待恢复',
  notShortlisted: '您未入围第二阶段报价',
  noOpenBid: '仅自由报价期内出过价的竞买人可参加限时报价',
  leading: '您当前领先，无需加价',
  sealedSubmitted: '您已提交报价，不能再修改',
  noBidNow: '当前阶段不能出价',
} as const;

/** Why the viewer cannot bid right now ({@link CANNOT_BID_REASONS}); null when they can. */
function cannotBidReason(entry: LotEntry, userId: string, f: ReturnType<typeof viewerFacts>): string | null {
  const R = CANNOT_BID_REASONS;
  const e = entry.enrolmentOf(userId);
  const { state } = entry;
  if (!e) return R.notEnrolled;
  if (state.phase === 'closed') return R.closed;
  if (!e.verified) return R.notVerified;
  if (e.depositStatus !== 'confirmed') return e.depositStatus === 'unpaid' ? R.depositUnpaid : R.depositReleased;
  if (state.phase === 'scheduled') return R.notStarted;
  if (state.paused) return R.paused;
  if (!f.qualified) return state.phase === 'stage2' ? R.notShortlisted : R.noOpenBid;
  if (f.leading) return R.leading;
  if (f.next === null) return state.phase === 'sealed' ? R.sealedSubmitted : R.noBidNow;
  return null;
}

/** The caller's own view (contract LotViewer); computed per socket / per request, never broadcast. */
export function viewerOf(entry: LotEntry, userId: string): LotViewer {
  const e = entry.enrolmentOf(userId);
  const { state } = entry;
  const f = viewerFacts(state, e?.bidderCode);
  const reason = cannotBidReason(entry, userId, f);
  const sealedLeft = e && state.phase === 'sealed' ? sealedSubmissionsLeft(state, e.bidderCode) : 0;
  return {
    bidderCode: e?.bidderCode ?? null, depositStatus: e?.depositStatus ?? null, priorityRank: e?.priorityRank ?? null,
    eligible: f.eligible, qualified: f.qualified, leading: f.leading,
    nextValidPrice: reason === null ? yuanOrNull(f.next) : null, canMatch: reason === null && f.canMatch, canBid: reason === null, reason,
    sealedBid: f.own && state.phase === 'sealed' ? { seq: f.own.seq, price: yuan(f.own.price), at: f.own.at, revisionsLeft: sealedLeft } : null,
  };
}

/** The stage-1 bids `userId` may see (two-stage qualifiers during stage 2), or null. */
export function privateReveal(entry: LotEntry, userId: string) {
  const code = entry.enrolmentOf(userId)?.bidderCode;
  if (entry.state.phase !== 'stage2' || !code) return null;
  const revealed = publicView(entry.state, code).revealed;
  return revealed ? wireRevealed(revealed) : null;
}

const reserveMet = (state: LotState, view: LotPublicView) =>
  state.rules.reservePrice === null || view.reserveNotMet === null ? null : !view.reserveNotMet;

/**
 * The lot snapshot (contract LotSnapshot, 元) as `userId` may see it (null: a watcher). Built from the engine's
 * publicView, so sealed prices of others and the reserve never leave the server. Carries the latest SNAPSHOT_BIDS
 * bids only (its size does not grow with the lot's bid count); older ones are in the events (GET events, afterSeq).
 */
export function toSnapshot(entry: LotEntry, userId: string | null, serverNow: number): LotSnapshot {
  const { state, meta } = entry;
  const code = userId ? entry.enrolmentOf(userId)?.bidderCode : undefined;
  const view = publicView(state, code, { latestBids: SNAPSHOT_BIDS });
  return {
    assetsId: meta.assetsId, assetsName: meta.assetsName, priceType: meta.priceType, priceUnitName: meta.priceUnitName, seq: state.seq, serverNow, mode: state.rules.mode, phase: state.phase,
    price: yuanOrNull(publicPrice(state)), premiumBase: yuan(state.rules.startPrice), increment: yuan(view.increment),
    nextPrice: yuanOrNull(publicNextPrice(state)), leaderCode: publicLeader(state),
    bids: view.bids.map((b) => ({ seq: b.seq, bidderCode: b.bidderCode, price: yuan(b.price), at: b.at, status: b.status, kind: b.kind })),
    bidCount: publicBidCount(state), bidderCount: publicBidderCount(state),
    sealedCount: view.sealedCount, revealed: view.revealed ? wireRevealed(view.revealed) : null,
    deadline: state.paused ? null : state.deadline, paused: view.paused, pauseReason: view.pauseReason,
    frozenRemainingMs: frozenRemainingMs(state), reserveMet: reserveMet(state, view),
    outcome: wireOutcome(state),
    rules: rulesSummary(scheduledRules(state), meta.depositFen, entry.hasPriorityHolders(), { priceType: meta.priceType, priceUnit: meta.priceUnitName }),
    me: userId ? viewerOf(entry, userId) : null,
  };
}
