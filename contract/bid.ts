import { z } from 'zod';
import {
  DEPOSIT_STATUSES, isFenPrecise, LOT_MODES, LOT_PHASES, YUAN_MAX, YUAN_MESSAGES, BID_PATHS, type LotEventName,
} from './bid-basics';
import { assetsIdSchema } from './projects';
import { msg } from './i18n';

export {
  BID_PATHS, BID_STATUS_LABELS, DEPOSIT_STATUS_LABELS, DEPOSIT_STATUSES, FAT_FINGER_INCREMENTS, LOT_EVENT_NAMES,
  LOT_EVENTS, LOT_MODE_LABELS, LOT_MODES, LOT_PHASE_LABELS, LOT_PHASES, MAX_REPLAY_EVENTS, SNAPSHOT_BIDS, YUAN_MAX, YUAN_MESSAGES, isFenPrecise, yuanPriceProblem,
  type LotEventName,
} from './bid-basics';

/**
 * The bid room contract (auction-rules.md, design.md "The exchange server"): the socket.io namespace `/bid`, the
 * HTTP endpoints under `/api-bid/`, and the lot snapshot both of them answer with. Money on the wire is in 元
 * (numbers, at most 2 decimals), times are epoch ms. Every lot event carries `assetsId`, `seq` (per lot, strictly
 * increasing, no gaps) and `serverNow`; a client that sees a gap re-joins with `afterSeq` (or loads the snapshot).
 */

export const lotModeSchema = z.enum(LOT_MODES);
export type LotMode = z.infer<typeof lotModeSchema>;

export const lotPhaseSchema = z.enum(LOT_PHASES);
export type LotPhase = z.infer<typeof lotPhaseSchema>;

export const depositStatusSchema = z.enum(DEPOSIT_STATUSES);
export type DepositStatus = z.infer<typeof depositStatusSchema>;

/** A price in 元: positive, at most 2 decimals (fen precision), at most 10^12 (bid-basics.ts {@link yuanPriceProblem}). */
export const yuanSchema = z.number({ message: YUAN_MESSAGES.notNumber }).positive(YUAN_MESSAGES.notPositive).max(YUAN_MAX, YUAN_MESSAGES.tooLarge)
  .refine(isFenPrecise, YUAN_MESSAGES.fen);
/** Client-generated idempotency key of a bid (a UUID fits). */
export const idempotencyKeySchema = z.string({ message: msg('请求标识不能为空') }).regex(/^[A-Za-z0-9_-]{8,64}$/, msg('请求标识格式错误'));

/**
 * One bid of the history. status: 领先 'leading' / 出局 'outbid' / 已提交 'sealed' (the viewer's own sealed bid before
 * the reveal: neither leading nor outbid yet; a revised sealed bid replaces the earlier one). kind: a raise ('bid'), a match of the current
 * price under 优先购买权 ('match'), an acceptance of the offered price ('accept'), a sealed submission ('sealed').
 */
export const bidRecordSchema = z.object({
  seq: z.number().int(), bidderCode: z.string(), price: z.number(), at: z.number(),
  status: z.enum(['leading', 'outbid', 'sealed']), kind: z.enum(['bid', 'match', 'accept', 'sealed']),
});
export type BidRecord = z.infer<typeof bidRecordSchema>;
/** A sealed bid at the reveal: `place` 1 is the best (price, then pre-emptive rank, then time). */
export const revealedBidSchema = z.object({ seq: z.number().int(), bidderCode: z.string(), price: z.number(), at: z.number(), place: z.number().int() });
export type RevealedBid = z.infer<typeof revealedBidSchema>;

/**
 * The result of a closed lot: 成交 deal (winner, price) or 流拍 unsold. reason: the engine's close reason
 * (highest-bid, sole-bidder, accepted, no-raise, stage1-leader, sole-qualifier, no-bids, reserve-not-met, floor-reached, not-taken),
 * reasonText its Chinese sentence. price is the 成交价 of a deal; an unsold lot has none (null), and its events and
 * snapshot carry no current price either (auction-rules.md "Close").
 */
export const lotOutcomeSchema = z.object({
  result: z.enum(['deal', 'unsold']), winnerCode: z.string().nullable(), price: z.number().nullable(), closedAt: z.number(),
  reason: z.string(), reasonText: z.string(),
});
export type LotOutcome = z.infer<typeof lotOutcomeSchema>;

/**
 * 竞价须知: the rules of a lot, shown before enrolment and in the room. Mode-specific fields are null when they do
 * not apply. `notes` are the rule sentences in Chinese, ready to list. The reserve price itself is never sent.
 */
export const lotRulesSchema = z.object({
  mode: lotModeSchema, modeLabel: z.string(), startPrice: z.number(), increment: z.number(),
  incrementTiers: z.array(z.object({ fromPrice: z.number(), increment: z.number() })),
  deposit: z.number(), hasReserve: z.boolean(), startAt: z.number(), endAt: z.number().nullable(),
  extensionWindowSec: z.number().nullable(), limitedPeriodSec: z.number().nullable(), freeEndAt: z.number().nullable(),
  minBiddersForLimited: z.number().nullable(), revisionsAllowed: z.number().nullable(), stage1EndAt: z.number().nullable(),
  qualifyTopK: z.number().nullable(), step: z.number().nullable(), stepIntervalSec: z.number().nullable(),
  floorPrice: z.number().nullable(), onFirstTake: z.enum(['sell', 'ascend']).nullable(), ascendingSec: z.number().nullable(),
  priorityEnabled: z.boolean(), priorityRule: z.string(), notes: z.array(z.string()),
});
export type LotRules = z.infer<typeof lotRulesSchema>;

/**
 * The caller's own view of a lot (authenticated viewers only). canBid false comes with a Chinese `reason`
 * (未报名, 保证金未确认, 您当前领先, 不在报价期…). nextValidPrice: the lowest price this caller may bid (or accept)
 * now; canMatch: a priority holder may bid the current price itself. eligible: enrolled, verified, deposit confirmed;
 * qualified: admitted to the current restricted round (limited period, stage 2). sealedBid: own current sealed bid
 * during a sealed round (the last revision; `seq` of its bid:placed event), revisionsLeft how often it may still be raised.
 */
export const lotViewerSchema = z.object({
  bidderCode: z.string().nullable(), depositStatus: depositStatusSchema.nullable(), priorityRank: z.number().int().nullable(),
  eligible: z.boolean(), qualified: z.boolean(), leading: z.boolean(), nextValidPrice: z.number().nullable(), canMatch: z.boolean(),
  canBid: z.boolean(), reason: z.string().nullable(),
  sealedBid: z.object({ seq: z.number().int(), price: z.number(), at: z.number(), revisionsLeft: z.number().int() }).nullable(),
});
export type LotViewer = z.infer<typeof lotViewerSchema>;

/**
 * Public view of a lot at `seq`. price: current price (null before the first bid and in sealed rounds; the fixed
 * price while `fixed`, the clock price while `descending`); premiumBase: the price the premium rate is computed
 * against (startPrice, §4); increment: the increment at the current price (+/- buttons); nextPrice: the lowest valid
 * bid for a bidder without pre-emptive right (null when nobody may bid). deadline: end of the running countdown
 * (start time while scheduled, next clock step while descending; null while paused — then frozenRemainingMs).
 * reserveMet: null when the lot has no reserve or it is not shown. bids: the latest SNAPSHOT_BIDS, newest first
 * (bidCount counts them all), empty in sealed rounds until the reveal; sealedCount: how many bidders submitted (sealed rounds only); revealed: the ranked sealed bids once shown.
 */
export const lotSnapshotSchema = z.object({
  assetsId: assetsIdSchema, assetsName: z.string(),
  /** §3 price display: 2 = per priceUnitName (e.g. 元/亩/年), otherwise 万元. Prices themselves are always 元. */
  priceType: z.number().int(), priceUnitName: z.string(),
  seq: z.number().int(), serverNow: z.number(),
  mode: lotModeSchema, phase: lotPhaseSchema, price: z.number().nullable(), premiumBase: z.number(), increment: z.number(),
  nextPrice: z.number().nullable(), leaderCode: z.string().nullable(), bids: z.array(bidRecordSchema),
  bidCount: z.number().int(), bidderCount: z.number().int(), sealedCount: z.number().int().nullable(),
  revealed: z.array(revealedBidSchema).nullable(), deadline: z.number().nullable(), paused: z.boolean(),
  pauseReason: z.string().nullable(), frozenRemainingMs: z.number().nullable(), reserveMet: z.boolean().nullable(),
  outcome: lotOutcomeSchema.nullable(), rules: lotRulesSchema, me: lotViewerSchema.nullable(),
});
export type LotSnapshot = z.infer<typeof lotSnapshotSchema>;

const lotEventBase = { assetsId: assetsIdSchema, seq: z.number().int(), serverNow: z.number() };
/** Fields every lot broadcast repeats so a client can patch its view without a snapshot. */
const lotEventState = {
  phase: lotPhaseSchema, price: z.number().nullable(), nextPrice: z.number().nullable(), leaderCode: z.string().nullable(),
  bidCount: z.number().int(), deadline: z.number().nullable(),
  /** The snapshot's bidderCount after the event (a snapshot's bids are only its latest ones, so they cannot tell). */
  bidderCount: z.number().int().optional(),
};

/** Lot event payloads per event name: the items of a `lot:events` broadcast, of `lot:join` and of GET events. */
export const lotEventSchemas = {
  /** An accepted bid or acceptance. bid is null in sealed rounds (only the counts move) until the reveal. */
  'bid:placed': z.object({
    ...lotEventBase, ...lotEventState, bid: bidRecordSchema.nullable(), sealedCount: z.number().int().nullable(), reserveMet: z.boolean().nullable(),
  }),
  /** A new phase. revealed: the ranked stage-1 bids when two-stage moves to stage 2 (null otherwise). */
  'lot:phase-changed': z.object({ ...lotEventBase, ...lotEventState, from: lotPhaseSchema, revealed: z.array(revealedBidSchema).nullable() }),
  /** The dutch / V-shaped clock stepped down to `price`. */
  'lot:price-ticked': z.object({ ...lotEventBase, ...lotEventState, nextTickAt: z.number().nullable() }),
  /** The deadline moved (extension window or limited-period restart); previousDeadline for the animation. */
  'lot:extended': z.object({ ...lotEventBase, ...lotEventState, previousDeadline: z.number().nullable() }),
  /** An operator paused the lot: countdowns freeze at frozenRemainingMs. */
  'lot:paused': z.object({ ...lotEventBase, ...lotEventState, reason: z.string(), frozenRemainingMs: z.number().nullable() }),
  /** The lot resumed; deadline is the restored countdown end. */
  'lot:resumed': z.object({ ...lotEventBase, ...lotEventState }),
  /** The lot closed with its outcome; revealed: every bid of a sealed round (null otherwise). */
  'lot:closed': z.object({ ...lotEventBase, ...lotEventState, outcome: lotOutcomeSchema, revealed: z.array(revealedBidSchema).nullable() }),
} as const satisfies Record<LotEventName, z.ZodType>;
export type LotEventPayload<N extends LotEventName> = z.infer<(typeof lotEventSchemas)[N]>;
/** A stored lot event as `lot:join` / GET events return it: the broadcast name and its payload. */
export const lotEventSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('bid:placed'), payload: lotEventSchemas['bid:placed'] }),
  z.object({ name: z.literal('lot:phase-changed'), payload: lotEventSchemas['lot:phase-changed'] }),
  z.object({ name: z.literal('lot:price-ticked'), payload: lotEventSchemas['lot:price-ticked'] }),
  z.object({ name: z.literal('lot:extended'), payload: lotEventSchemas['lot:extended'] }),
  z.object({ name: z.literal('lot:paused'), payload: lotEventSchemas['lot:paused'] }),
  z.object({ name: z.literal('lot:resumed'), payload: lotEventSchemas['lot:resumed'] }),
  z.object({ name: z.literal('lot:closed'), payload: lotEventSchemas['lot:closed'] }),
]);
export type LotEvent = z.infer<typeof lotEventSchema>;

/**
 * Broadcast `lot:events`: one frame per committed batch of a lot, carrying its events in seq order (consecutive seqs,
 * at least one). Each event keeps its own `seq` and carries the batch's `serverNow` (the send time, epoch ms), which the
 * frame repeats at the top for the clock. Clients apply the events one by one exactly as they would apply the same
 * events from `lot:join` / GET events. One frame per batch instead of one per event: a burst of bids costs every
 * watcher one write, not one per bid.
 */
export const lotEventsBatchSchema = z.object({
  assetsId: assetsIdSchema, serverNow: z.number(), events: z.array(lotEventSchema).min(1),
});
export type LotEventsBatch = z.infer<typeof lotEventsBatchSchema>;

/**
 * Personal update `lot:me`, sent to an authenticated socket in a lot's room after each change it could care about
 * (outbid, became leader, next valid price moved). `seq` is the lot seq it reflects; it is not a lot event itself.
 */
export const lotMeEventSchema = z.object({
  assetsId: assetsIdSchema, seq: z.number().int(), serverNow: z.number(), me: lotViewerSchema,
  /** Two-stage: the stage-1 bids, revealed to stage-2 qualifiers only (the room broadcast carries none). */
  revealed: z.array(revealedBidSchema).nullable(),
});
export type LotMeEvent = z.infer<typeof lotMeEventSchema>;

/** A command failure: `code` as in the envelope (400 invalid, 401 login needed, 403 not eligible, 404 unknown lot, 409 conflict), Chinese `msg`. */
export const commandErrorSchema = z.object({
  code: z.number().int(), msg: z.string(), reason: z.string().optional(), nextValidPrice: z.number().optional(),
});
export type CommandError = z.infer<typeof commandErrorSchema>;

/** `lot:join` — watchers need no login. afterSeq: the last seq the client holds (events after it, if few enough). */
export const lotJoinSchema = z.object({ assetsId: assetsIdSchema, afterSeq: z.number().int().min(0).optional() });
export type LotJoin = z.infer<typeof lotJoinSchema>;
/** `bid:place` — price in 元 on the grid; the same idempotencyKey never makes two bids. */
export const bidPlaceSchema = z.object({ assetsId: assetsIdSchema, price: yuanSchema, idempotencyKey: idempotencyKeySchema });
export type BidPlace = z.infer<typeof bidPlaceSchema>;
/** `lot:accept` — take the offered price (first-come-first-served, dutch, V-shaped); price = the price the client saw. */
export const lotAcceptSchema = bidPlaceSchema;
export type LotAccept = BidPlace;
/** `lot:leave` — stop receiving a lot's broadcasts. */
export const lotLeaveSchema = z.object({ assetsId: assetsIdSchema });

/** The accepted outcome of bid:place / lot:accept (also replayed for a repeated idempotency key). */
export const bidResultSchema = z.object({
  bid: bidRecordSchema, phase: lotPhaseSchema, price: z.number().nullable(), leaderCode: z.string().nullable(),
  deadline: z.number().nullable(), outcome: lotOutcomeSchema.nullable(), replayed: z.boolean(), me: lotViewerSchema.nullable(),
});
export type BidResult = z.infer<typeof bidResultSchema>;

export type Ack<T> = { data: T } | { error: CommandError };
export type JoinAck = Ack<{ snapshot: LotSnapshot } | { events: LotEvent[]; me: LotViewer | null }>;
export type BidAck = Ack<BidResult>;
export type TimeSyncAnswer = { t0: number; serverNow: number } | { error: CommandError };

/**
 * Client → server events of `/bid`. Joining needs no login (watchers). Bidding needs the handshake
 * `auth: { token }` (the access token); it is verified again at every bid, so after a token refresh or a 401
 * (`reason: 'token-invalid'`) the client sets the new token and reconnects, then re-joins with `afterSeq`.
 * Events with a seq the client already holds may arrive after a join answer: ignore them by seq.
 */
export interface BidRoomClientEvents {
  'lot:join': (payload: LotJoin, ack: (answer: JoinAck) => void) => void;
  'lot:leave': (payload: { assetsId: string }, ack?: (answer: Ack<null>) => void) => void;
  'bid:place': (payload: BidPlace, ack: (answer: BidAck) => void) => void;
  'lot:accept': (payload: LotAccept, ack: (answer: BidAck) => void) => void;
  'time:sync': (payload: { t0: number }, ack: (answer: TimeSyncAnswer) => void) => void;
}
/**
 * Server → client events of `/bid`: the lot broadcasts as `lot:events` batches (room per lot), and `lot:me` to
 * authenticated sockets only.
 */
export interface BidRoomServerEvents {
  'lot:events': (payload: LotEventsBatch) => void;
  'lot:me': (payload: LotMeEvent) => void;
}


export const lotEventsQuerySchema = z.object({ assetsId: assetsIdSchema, afterSeq: z.coerce.number().int().min(0).default(0) });
export const lotEventsAnswerSchema = z.object({ events: z.array(lotEventSchema), lastSeq: z.number().int(), hasMore: z.boolean() });
export type LotEventsAnswer = z.infer<typeof lotEventsAnswerSchema>;

/** Which HTTP call of {@link BID_PATHS} carries each mode's bid-round action (§7 "bid-round endpoints"). */
export const BID_ROUND_ENDPOINTS: Record<LotMode, { snapshot: string; bid: string | null; accept: string | null }> = {
  ongoing: { snapshot: BID_PATHS.snapshot, bid: BID_PATHS.bid, accept: null },
  phased: { snapshot: BID_PATHS.snapshot, bid: BID_PATHS.bid, accept: null },
  final: { snapshot: BID_PATHS.snapshot, bid: BID_PATHS.bid, accept: null },
  onceOff: { snapshot: BID_PATHS.snapshot, bid: BID_PATHS.bid, accept: null },
  twoStage: { snapshot: BID_PATHS.snapshot, bid: BID_PATHS.bid, accept: null },
  firstComeFirstServed: { snapshot: BID_PATHS.snapshot, bid: BID_PATHS.bid, accept: BID_PATHS.accept },
  dutchAuction: { snapshot: BID_PATHS.snapshot, bid: null, accept: BID_PATHS.accept },
  vShaped: { snapshot: BID_PATHS.snapshot, bid: BID_PATHS.bid, accept: BID_PATHS.accept },
};

