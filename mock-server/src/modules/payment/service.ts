import { ORDER_STATUS_LABELS, SANDBOX_BANK_PAY_PATH, type OrderStatus } from '../../../../contract/payment';
import type { Db } from '../../db/connection';
import type { Queryable } from '../../db/queryable';
import { ApiError, notFound } from '../../http/envelope';
import { newId } from '../../lib/crypto';
import { findProject } from '../detail/index';
import type { MessageService, StoredMessage } from '../messages/index';
import { isUniqueViolation } from '../../db/unique-violation';
import { depositConfirmedMessage } from './deposit-messages';
import { findOrder, moveOrder, recordEvent, type Actor, type OrderRow } from './orders';
import { insertPayment, isOwnedFile } from './repository';
import { signTicket } from './signature';

/**
 * The enrolment module's side of a deposit, wired in by app.ts (and the payment CLI): payment settles the money,
 * enrolment owns what a paid deposit means.
 */
export interface DepositEnrolments {
  /**
   * Confirms the deposit of application `enrolmentId` inside the payment's transaction `trx`: the bidder code and the
   * bidder rows of every lot the application covers, and the inbox messages stored in `trx` (to announce after the
   * commit). @returns the code, those lots and the messages. @throws ApiError 409 when the exchange refused the
   * application; Error when it does not exist.
   */
  confirm(trx: Queryable, enrolmentId: string, now: number): Promise<{ bidderCode: string; lots: string[]; messages: StoredMessage[] }>;
  /** The bidder code of application `enrolmentId`, or null (not paid yet, or no such application). */
  bidderCode(db: Queryable, enrolmentId: string): Promise<string | null>;
  /** The lots application `enrolmentId` covers: the project itself, or the chosen 标段 of a package ([] when unknown). */
  lots(db: Queryable, enrolmentId: string): Promise<string[]>;
  /** The application's state (pending_payment | paid | refused …), or null when there is no such application. */
  state(db: Queryable, enrolmentId: string): Promise<string | null>;
  /** The deposit of application `enrolmentId` went back to the payer: its bidder rows' deposit_status → 'refunded' (inside `trx`). */
  refunded(trx: Queryable, enrolmentId: string, now: number): Promise<void>;
}

/** What the payment services need: storage, the clock, the bank secret and who to tell when bidders changed. */
export interface PaymentDeps {
  db: Db;
  /** The enrolment side of a deposit (confirmation, bidder code). */
  enrolments: DepositEnrolments;
  now: () => number;
  bankSecret: string;
  /** Called after a deposit is confirmed with the lots whose bidder lists changed (the bid service reloads them). */
  onBiddersChanged: (lots: string[]) => Promise<void>;
  /** False with PAYMENT_PROVIDER=none: no bank to send the payer to, only the offline transfer. */
  onlineChannel: boolean;
  /** The inbox: deposit messages are stored in the transaction of the change and announced after the commit. */
  messages: MessageService;
  /**
   * Called after an order of project `assetsId` was paid (committed): a deposit confirmed after its lot closed (a
   * transfer proof checked late) is settled at once instead of at the next start.
   */
  onPaid?: (assetsId: string) => void;
}


/** Answer of an online start when no bank is connected. */
export const ONLINE_UNAVAILABLE_MSG = '在线支付暂未开通，请使用线下转账缴纳保证金';

/** How long the bank's payment page stays valid after the cashier opened it. */
export const PAY_LINK_TTL_MS = 15 * 60_000;
/** States from which money may still be paid. */
const PAYABLE: OrderStatus[] = ['unpaid', 'proof_rejected'];
/** Answer when the exchange refused the enrolment behind the order. */
export const ENROLMENT_REFUSED_MSG = '报名未通过，无需缴纳保证金';

/** The caller's own order. @throws ApiError 404 '订单不存在' for someone else's (ids cannot be probed). */
export async function ownOrder(db: Db, userId: string, orderNo: string): Promise<OrderRow> {
  const order = await findOrder(db, orderNo);
  if (!order || order.userId !== userId) throw notFound('订单不存在');
  return order;
}

/**
 * Refuses paying an order that is paid or later (refunding, refunded, applied, forfeited), waiting for a proof check
 * (unless `proofReplace`: a new proof may replace the one waiting), whose enrolment the exchange refused, or whose
 * enrolment window closed. @throws ApiError 409.
 */
async function requirePayable(deps: PaymentDeps, order: OrderRow, now: number, proofReplace = false): Promise<void> {
  const status = order.status as OrderStatus;
  if (status === 'awaiting_confirmation' && !proofReplace) throw new ApiError(409, '线下转账凭证正在确认中，请勿重复支付');
  if (status !== 'awaiting_confirmation' && !PAYABLE.includes(status)) {
    throw new ApiError(409, status === 'paid' ? '保证金已支付，无需重复支付' : `保证金${ORDER_STATUS_LABELS[status] ?? '状态已变化'}，无需支付`);
  }
  if ((await deps.enrolments.state(deps.db, order.enrolmentId)) === 'refused') throw new ApiError(409, ENROLMENT_REFUSED_MSG);
  const project = await findProject(deps.db, order.assetsId);
  if (project && now > Number(project.announcementEndTime)) throw new ApiError(409, '报名已截止，无法缴纳保证金');
}

/**
 * Online channel: a signed link to the bank's payment page for this order (amount in fen, valid 15 minutes).
 * @throws ApiError 404 / 409; 409 {@link ONLINE_UNAVAILABLE_MSG} when no bank is connected (PAYMENT_PROVIDER=none).
 */
export async function startOnline(deps: PaymentDeps, userId: string, orderNo: string): Promise<{ orderNo: string; payUrl: string; expiresAt: number }> {
  if (!deps.onlineChannel) throw new ApiError(409, ONLINE_UNAVAILABLE_MSG);
  const order = await ownOrder(deps.db, userId, orderNo);
  const now = deps.now();
  await requirePayable(deps, order, now);
  const ticket = { orderNo, amount: Number(order.amountFen), expires: now + PAY_LINK_TTL_MS };
  const query = new URLSearchParams({ orderNo, amount: String(ticket.amount), expires: String(ticket.expires), sign: signTicket(ticket, deps.bankSecret) });
  await recordEvent(deps.db, orderNo, 'online_started', `user:${userId}`, { amountFen: ticket.amount, expires: ticket.expires }, now);
  return { orderNo, payUrl: `${SANDBOX_BANK_PAY_PATH}?${query}`, expiresAt: ticket.expires };
}

/**
 * Offline channel: the uploaded transfer proof is attached and the order waits for an operator. A proof sent while
 * one already waits replaces it (logged proof_replaced) until the operator decides. @throws 400 / 404 / 409.
 */
export async function submitProof(deps: PaymentDeps, userId: string, p: { orderNo: string; fileId: string; payerName?: string; remark?: string }): Promise<void> {
  const { db } = deps;
  const order = await ownOrder(db, userId, p.orderNo);
  const now = deps.now();
  await requirePayable(deps, order, now, true);
  if (!(await isOwnedFile(db, p.fileId, userId))) throw new ApiError(400, '转账凭证文件无效，请重新上传');
  const replacing = order.status === 'awaiting_confirmation';
  await db.transaction().execute(async (trx) => {
    const from: OrderStatus[] = replacing ? ['awaiting_confirmation'] : PAYABLE;
    const moved = await moveOrder(trx, p.orderNo, from, { status: 'awaiting_confirmation', channel: 'offline', proofFileId: p.fileId, rejectReason: '' }, now);
    if (!moved) throw new ApiError(409, '订单状态已变化，请刷新后重试');
    const detail = { fileId: p.fileId, payerName: p.payerName ?? '', remark: p.remark ?? '', ...(replacing ? { replacedFileId: order.proofFileId } : {}) };
    await recordEvent(trx, p.orderNo, replacing ? 'proof_replaced' : 'proof_submitted', `user:${userId}`, detail, now);
  });
}

/** One money movement to settle an order with. */
export interface Settlement { channel: 'online' | 'offline'; reference: string; actor: Actor; from: OrderStatus[]; detail: object }

/**
 * Marks the order paid and confirms the deposit (bidder code, bid service rows) in ONE transaction; the payment row's
 * unique order_no means a second settlement — a replayed notification, a double confirmation, another process —
 * can never add a second payment: it is answered as a replay and logged. The bid service is told after the commit.
 * @returns replayed true when the order was already paid. @throws ApiError 404, 409 when the order is in a state `from` excludes.
 */
export async function settleOrder(deps: PaymentDeps, orderNo: string, s: Settlement): Promise<{ replayed: boolean; bidderCode: string | null }> {
  const now = deps.now();
  let lots: string[] = [];
  let stored: StoredMessage[] = [];
  let paidProject: string | null = null;
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const order = await findOrder(trx, orderNo);
    if (!order) throw notFound('订单不存在');
    if (order.status === 'paid') {
      await recordEvent(trx, orderNo, 'duplicate_ignored', s.actor, { channel: s.channel, reference: s.reference, ...s.detail }, now);
      return { replayed: true, bidderCode: null };
    }
    if (!s.from.includes(order.status as OrderStatus)) {
      throw new ApiError(409, `订单当前状态为“${ORDER_STATUS_LABELS[order.status as OrderStatus] ?? order.status}”，不能确认支付`);
    }
    await insertPayment(trx, { id: newId(), orderNo, channel: s.channel, amountFen: order.amountFen, reference: s.reference, createTime: now });
    await moveOrder(trx, orderNo, s.from, { status: 'paid', channel: s.channel, paidTime: now }, now);
    const confirmed = await deps.enrolments.confirm(trx, order.enrolmentId, now);
    await recordEvent(trx, orderNo, 'paid', s.actor, { channel: s.channel, reference: s.reference, amountFen: order.amountFen, bidderCode: confirmed.bidderCode, ...s.detail }, now);
    const project = await findProject(trx, order.assetsId);
    const confirmedMsg = await deps.messages.store(trx, depositConfirmedMessage({
      userId: order.userId, assetsId: order.assetsId, assetsName: project?.assetsName ?? order.assetsId, orderNo, amountFen: Number(order.amountFen),
    }, confirmed.bidderCode));
    lots = confirmed.lots;
    stored = [...(confirmed.messages ?? []), confirmedMsg];
    paidProject = order.assetsId;
    return { replayed: false, bidderCode: confirmed.bidderCode };
  }).catch(async (err) => {
    // Another writer paid between our read and our insert: their payment stands, ours is the replay.
    if (!isUniqueViolation(err)) throw err;
    stored = []; // rolled back with the transaction
    await recordEvent(deps.db, orderNo, 'duplicate_ignored', s.actor, { channel: s.channel, reference: s.reference, ...s.detail }, now);
    return { replayed: true, bidderCode: null };
  });
  if (stored.length) await deps.messages.announce(stored);
  if (lots.length) await deps.onBiddersChanged(lots);
  if (paidProject) deps.onPaid?.(paidProject);
  return outcome;
}
