import { msg } from './i18n';
/**
 * The bid room's plain constants and checks, without zod (bid.ts re-exports them): the bid room page reads them on
 * its first screen, where the schema library is not loaded (bench/README.md "Web: initial JS").
 */

/** The eight bid-round modes (auction-rules.md "Modes"; §7 bid-round endpoints). */
export const LOT_MODES = ['ongoing', 'phased', 'final', 'onceOff', 'firstComeFirstServed', 'twoStage', 'dutchAuction', 'vShaped'] as const;
/** Display names of the modes. */
export const LOT_MODE_LABELS: Record<(typeof LOT_MODES)[number], string> = {
  ongoing: msg('动态报价'), phased: msg('自由报价+限时报价'), final: msg('限时竞价'), onceOff: msg('一次性报价'),
  firstComeFirstServed: msg('先到先得'), twoStage: msg('两阶段报价'), dutchAuction: msg('降价拍'), vShaped: msg('V型竞价'),
};

/**
 * Phase of a lot (the engine's names). scheduled: before the start (deadline = start); ascending: open ascending
 * round with extension window (ongoing; first-come-first-served 'ascend' after the first acceptance); free / limited:
 * 自由报价期 / 限时报价期 (limited also for final and the V-shaped up-stroke); sealed: sealed bids (onceOff, two-stage
 * stage 1); stage2: two-stage limited period among the qualified; fixed: the fixed-price offer of
 * first-come-first-served; descending: the dutch / V-shaped clock; closed: over. Pause is a flag, not a phase.
 */
export const LOT_PHASES = ['scheduled', 'ascending', 'free', 'limited', 'sealed', 'stage2', 'fixed', 'descending', 'closed'] as const;
/** Display names of the phases. */
export const LOT_PHASE_LABELS: Record<(typeof LOT_PHASES)[number], string> = {
  scheduled: msg('未开始'), ascending: msg('竞价中'), free: msg('自由报价期'), limited: msg('限时报价期'), sealed: msg('密封报价期'),
  stage2: msg('第二阶段报价'), fixed: msg('挂牌受让期'), descending: msg('降价期'), closed: msg('已结束'),
};

/** 保证金 state of an enrolment: applied = became part of the payment (winner). */
export const DEPOSIT_STATUSES = ['unpaid', 'confirmed', 'refunding', 'refunded', 'applied'] as const;
/** Display names of the deposit states. */
export const DEPOSIT_STATUS_LABELS: Record<(typeof DEPOSIT_STATUSES)[number], string> = {
  unpaid: msg('未缴纳'), confirmed: msg('已确认'), refunding: msg('退还中'), refunded: msg('已退还'), applied: msg('已转价款'),
};

/** Bid status labels of the history: 领先 'leading' / 出局 'outbid' / 已提交 'sealed' (own sealed bid before the reveal). */
export const BID_STATUS_LABELS = { leading: msg('领先'), outbid: msg('出局'), sealed: msg('已提交') } as const;

/** Broadcast event names of the `/bid` namespace (bid.ts `lotEventSchemas` holds one payload schema per name). */
const EVENT_NAMES = ['bid:placed', 'lot:phase-changed', 'lot:price-ticked', 'lot:extended', 'lot:paused', 'lot:resumed', 'lot:closed'] as const;
export type LotEventName = (typeof EVENT_NAMES)[number];
export const LOT_EVENT_NAMES: LotEventName[] = [...EVENT_NAMES];

/** Name of the batch broadcast `lot:events` (bid.ts lotEventsBatchSchema; the only lot broadcast of `/bid`). */
export const LOT_EVENTS = 'lot:events';

/** Most events `lot:join` / GET events replay; a larger gap answers with a snapshot instead. */
export const MAX_REPLAY_EVENTS = 200;

/**
 * How many of its latest bids a lot snapshot carries (`bids`, newest first), whatever the lot's bid count: a lot with
 * 10,000 bids answers a join with the same ~5 kB as one with 50. `bidCount` / `bidderCount` still count every bid;
 * bids arriving after the snapshot come as events, and the history shows the latest ones (报价厅 says so when some
 * are left out).
 */
export const SNAPSHOT_BIDS = 50;

/**
 * HTTP endpoints (envelope, Client-Id required, 404 '竞价标的不存在' for an unknown lot). The §7 mode-named
 * bid-round endpoints all map onto these: every mode bids through `bid` except firstComeFirstServed / dutchAuction /
 * vShaped offers, which are taken through `accept` (see {@link BID_ROUND_ENDPOINTS}).
 * - GET  snapshot ?assetsId — LotSnapshot (optional bearer fills `me`);
 * - GET  events ?assetsId&afterSeq — { events: LotEvent[], lastSeq } (at most MAX_REPLAY_EVENTS; `hasMore` when cut);
 * - POST bid {assetsId, price, idempotencyKey} — BidResult, bearer required;
 * - POST accept {assetsId, price, idempotencyKey} — BidResult, bearer required.
 */
export const BID_PATHS = {
  snapshot: '/api-bid/lot/snapshot', events: '/api-bid/lot/events', bid: '/api-bid/lot/bid', accept: '/api-bid/lot/accept',
} as const;

/** Fat-finger guard (auction-rules.md): ask for confirmation above this many increments over the next price. */
export const FAT_FINGER_INCREMENTS = 10;

/** socket.io namespace of the bid room (design.md); re-exported by realtime.ts. */
export const BID_NAMESPACE = '/bid';

/** Largest bid price in 元. */
export const YUAN_MAX = 1e12;
/** Messages of an invalid bid price, in the order the checks run. */
export const YUAN_MESSAGES = {
  notNumber: msg('价格必须是数字（元）'), notPositive: msg('价格必须大于0'), tooLarge: msg('价格过大'), fen: msg('价格最多两位小数'),
} as const;
/** Whether a price in 元 has at most 2 decimals (fen precision). */
export const isFenPrecise = (v: number): boolean => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/**
 * The first problem of a bid price in 元, as bid.ts `yuanSchema` reports it (a finite number, > 0, ≤ {@link YUAN_MAX},
 * fen precision), or null when the price is valid.
 */
export function yuanPriceProblem(price: unknown): string | null {
  if (typeof price !== 'number' || !Number.isFinite(price)) return YUAN_MESSAGES.notNumber;
  if (!(price > 0)) return YUAN_MESSAGES.notPositive;
  if (price > YUAN_MAX) return YUAN_MESSAGES.tooLarge;
  return isFenPrecise(price) ? null : YUAN_MESSAGES.fen;
}
