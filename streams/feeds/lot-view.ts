import { DEPOSIT_STATUS_LABELS, LOT_MODE_LABELS, LOT_PHASE_LABELS } from '@contract/bid-basics';
import type { BidRecord, DepositStatus, LotMode, LotOutcome, LotPhase, LotRules, LotSnapshot, LotViewer, RevealedBid } from '@contract/bid';
import type { BidConnection } from '../bid-room';
import { type CountdownParts, countdownParts, remainingSeconds } from '../countdown';
import { type LotAcc, initialLotAcc, reduceLot } from './lot-state';
import { msg } from '@contract/i18n';

/** loading: nothing yet; live: in sync over the socket; stale: last state kept while disconnected (or polling);
 * resyncing: a gap or reconnect is being filled; error: nothing to show (see `error`). */
export type LotFeedStatus = 'loading' | 'live' | 'stale' | 'resyncing' | 'error';

/** The bidder's own side (null for a watcher). Prices in 元. */
export interface LotMeView {
  /** 竞买号 */
  code: string | null;
  depositStatus: DepositStatus | null;
  depositLabel: string;
  /** 优先购买权 rank, 1 highest; null = no pre-emptive right */
  priorityRank: number | null;
  eligible: boolean;
  qualified: boolean;
  canBid: boolean;
  /** why not, in Chinese for display only (未报名, 保证金未确认, 您当前领先, …); branch on the coded fields instead */
  reason: string | null;
  /** the viewer leads the open round, so may not bid again until outbid (no self-outbidding) */
  leading: boolean;
  /** lowest price this bidder may bid or accept now */
  nextValidPrice: number | null;
  canMatch: boolean;
  sealedBid: { seq: number; price: number; at: number; revisionsLeft: number } | null;
}

/** One lot as the bid room shows it. Prices in 元, times epoch ms (server clock). */
export interface LotView {
  assetsName: string;
  /** §3 price display: 2 = per priceUnitName, otherwise 万元. */
  priceType: number;
  priceUnitName: string;
  mode: LotMode;
  modeLabel: string;
  phase: LotPhase;
  phaseLabel: string;
  /** current price (null before the first bid and in sealed rounds) */
  price: number | null;
  startPrice: number;
  /** the price the §4 premium rate is computed against */
  premiumBase: number;
  increment: number;
  /** lowest valid bid for a bidder without pre-emptive right */
  nextPrice: number | null;
  leaderCode: string | null;
  /** the viewer leads ("您当前领先") */
  iLead: boolean;
  bids: BidRecord[];
  bidCount: number;
  bidderCount: number;
  sealedCount: number | null;
  revealed: RevealedBid[] | null;
  deadline: number | null;
  /** ms left to the deadline (frozen while paused); null without a running countdown */
  remainingMs: number | null;
  /** §4 display parts (remaining − 5 s); null when nothing is left to show */
  countdown: CountdownParts | null;
  /** dutch / V-shaped: next clock step (epoch ms) and ms until it */
  nextTickAt: number | null;
  nextTickInMs: number | null;
  paused: boolean;
  pauseReason: string | null;
  reserveMet: boolean | null;
  /** previous deadline while an extension is fresh (≤ 10 s), for the 延时 notice */
  extendedFrom: number | null;
  rules: LotRules;
  outcome: LotOutcome | null;
  lastSeq: number;
  /** the viewer's side (null for a watcher); while `meKnown` is false it is not known yet, not absent */
  me: LotMeView | null;
  /** false while only the document's public state is at hand (streams/feeds/lot.ts `openingSnapshot`) */
  meKnown: boolean;
}

/** The lot feed's state. `lot` is null until the first snapshot. */
export interface LotFeedState {
  assetsId: string;
  status: LotFeedStatus;
  connection: BidConnection;
  /** 'polling' while the socket cannot connect and the HTTP snapshot is polled */
  transport: 'socket' | 'polling';
  /** a resync after a drop or gap finished in the last few seconds (已重新同步) */
  resynced: boolean;
  error: string | null;
  /** server-corrected now (epoch ms) of this state */
  serverNow: number;
  lot: LotView | null;
}

const RESYNCED_SHOW_MS = 5000;
const EXTENDED_SHOW_MS = 10_000;

/** Viewer derived for events newer than the last `lot:me`: leader and phase decide, the rest stays the server's. */
function meView(acc: LotAcc, iLead: boolean): LotMeView | null {
  const me = acc.me;
  const snap = acc.snap!;
  if (!me) return null;
  let { canBid, reason, nextValidPrice } = me;
  if (acc.meSeq < snap.seq) {
    const blockedByLead = !me.canBid && me.leading;
    if (snap.phase === 'closed') [canBid, reason] = [false, msg('竞价已结束')];
    else if (snap.paused) [canBid, reason] = [false, msg('竞价已暂停')];
    else if (iLead) [canBid, reason] = [false, msg('您当前领先')];
    else if (blockedByLead) [canBid, reason] = [me.eligible && me.qualified, null];
    nextValidPrice = iLead ? null : (snap.nextPrice ?? nextValidPrice);
  }
  return {
    code: me.bidderCode, depositStatus: me.depositStatus, depositLabel: me.depositStatus ? DEPOSIT_STATUS_LABELS[me.depositStatus] : msg('未缴纳'),
    priorityRank: me.priorityRank, eligible: me.eligible, qualified: me.qualified, canBid, reason, leading: iLead, nextValidPrice, canMatch: me.canMatch,
    sealedBid: me.sealedBid,
  };
}

/**
 * The history to show. While a sealed round runs, the viewer's own sealed bid is the one row they may see: their
 * current submission from `lot:me` (a revision replaces the earlier row at once), marked 已提交 — neither 领先 nor
 * 出局 before the reveal. @see auction-rules.md § Bids are final, § onceOff
 */
function historyOf(s: LotSnapshot, me: LotViewer | null): BidRecord[] {
  if (s.phase !== 'sealed') return s.bids;
  const open = s.bids.filter((b) => b.kind !== 'sealed');
  const own = me?.sealedBid && me.bidderCode ? me.sealedBid : null;
  if (!own) return open;
  const row: BidRecord = { seq: own.seq, bidderCode: me!.bidderCode!, price: own.price, at: own.at, status: 'sealed', kind: 'sealed' };
  return [row, ...open].sort((a, b) => b.seq - a.seq);
}

function statusOf(acc: LotAcc): LotFeedStatus {
  if (!acc.snap) return acc.error ? 'error' : 'loading';
  if (acc.notFound) return 'error';
  // back online but not yet re-joined counts as resyncing too: the state is not known to be current until then
  if (acc.joining || acc.pending.length > 0 || (acc.connection === 'live' && acc.disrupted)) return 'resyncing';
  if (acc.connection !== 'live' || acc.error) return 'stale';
  return 'live';
}

/** The state to show at server time `now` (countdowns derive from the absolute deadline: nothing decrements). */
export function toLotState(assetsId: string, acc: LotAcc, now: number): LotFeedState {
  const s = acc.snap;
  const head = {
    assetsId, status: statusOf(acc), connection: acc.connection, transport: acc.connection === 'offline' ? ('polling' as const) : ('socket' as const),
    resynced: acc.resyncedAt !== null && now - acc.resyncedAt < RESYNCED_SHOW_MS, error: acc.error, serverNow: now,
  };
  if (!s) return { ...head, lot: null };
  const iLead = acc.me?.bidderCode != null && s.leaderCode === acc.me.bidderCode && s.phase !== 'sealed' && s.phase !== 'closed';
  const remainingMs = s.paused ? s.frozenRemainingMs : s.deadline !== null && s.phase !== 'closed' ? Math.max(0, s.deadline - now) : null;
  return {
    ...head,
    lot: {
      assetsName: s.assetsName, priceType: s.priceType, priceUnitName: s.priceUnitName, mode: s.mode, modeLabel: LOT_MODE_LABELS[s.mode], phase: s.phase, phaseLabel: LOT_PHASE_LABELS[s.phase],
      price: s.price, startPrice: s.rules.startPrice, premiumBase: s.premiumBase, increment: s.increment, nextPrice: s.nextPrice,
      leaderCode: s.leaderCode, iLead, bids: historyOf(s, acc.me), bidCount: s.bidCount, bidderCount: s.bidderCount, sealedCount: s.sealedCount,
      revealed: s.revealed, deadline: s.deadline, remainingMs,
      countdown: remainingMs === null ? null : countdownParts(remainingSeconds(now + remainingMs, now)),
      nextTickAt: acc.nextTickAt, nextTickInMs: acc.nextTickAt === null || s.paused ? null : Math.max(0, acc.nextTickAt - now),
      paused: s.paused, pauseReason: s.pauseReason, reserveMet: s.reserveMet,
      extendedFrom: acc.extension && now - acc.extension.at < EXTENDED_SHOW_MS ? acc.extension.from : null,
      rules: s.rules, outcome: s.outcome, lastSeq: s.seq, me: meView(acc, iLead), meKnown: acc.meKnown,
    },
  };
}

/**
 * The state before anything arrived (useObservable's `initial`): 'loading', or with `opening` (the document's public
 * snapshot, streams/feeds/lot.ts `openingSnapshot`) the lot as the feed will first show it, viewer unknown, at
 * `now` (server-corrected epoch ms).
 */
export function initialLotFeedState(assetsId: string, opening?: LotSnapshot, now = opening?.serverNow ?? 0): LotFeedState {
  if (opening) return toLotState(assetsId, reduceLot(initialLotAcc, { kind: 'snapshot', snapshot: opening, via: 'document', at: now }), now);
  return { assetsId, status: 'loading', connection: 'connecting', transport: 'socket', resynced: false, error: null, serverNow: 0, lot: null };
}
