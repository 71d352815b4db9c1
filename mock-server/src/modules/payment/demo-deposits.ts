import { randomBytes, randomInt } from 'node:crypto';
import type { Queryable } from '../../db/queryable';
import { newId } from '../../lib/crypto';
import { beijingYmd } from '../../seed/time';
import { createOrder, moveOrder, recordEvent } from './orders';
import { findClosedLotOrders, insertBankRefundRow, insertRefundRow, lastPaidEventId, rewindOrder } from './demo-repository';
import { insertPayment } from './repository';

const digits = (n: number) => Array.from({ length: n }, () => randomInt(0, 10)).join('');

/** Event types of a deposit after its lot closed, as the demo history writes them (payment_event.type). */
export const CLOSE_EVENTS = { applied: 'applied', refunding: 'refunding', refundRequested: 'refund_requested', refunded: 'refunded' } as const;

/**
 * A deposit order as the demo data holds it, in fen and epoch ms: created at `createdAt` (the enrolment's submit);
 * `pay` when the money arrived — online through the bank, or offline with a transfer proof an operator confirmed;
 * `close` what the lot's close did to it — applied to the price (已转价款) or refunded (已退还, with its refund and the
 * bank's ledger entry).
 */
export interface DemoDeposit {
  enrolmentId: string; userId: string; assetsId: string; amountFen: number; createdAt: number;
  pay?: { channel: 'online' | 'offline'; startedAt: number; paidAt: number; proofFileId?: string; bidderCode: string };
  close?: { kind: 'applied'; at: number } | { kind: 'refunded'; cause: 'lost' | 'unsold'; requestedAt: number; refundedAt: number };
}

/**
 * Stores a demo deposit in the caller's transaction through the order log the cashier writes (created,
 * online_started | proof_submitted, paid — with the payment row — then applied, or refunding / refund_requested / refunded).
 * @returns the order number, and the refund number when the close refunded it (else null).
 */
export async function recordDemoDeposit(trx: Queryable, d: DemoDeposit): Promise<{ orderNo: string; refundNo: string | null }> {
  const orderNo = await createOrder(trx, { enrolmentId: d.enrolmentId, userId: d.userId, assetsId: d.assetsId, amountFen: d.amountFen }, d.createdAt);
  if (!d.pay) return { orderNo, refundNo: null };
  const p = d.pay;
  const user = `user:${d.userId}` as const;
  let reference: string;
  if (p.channel === 'online') {
    reference = randomBytes(12).toString('hex');
    await recordEvent(trx, orderNo, 'online_started', user, { amountFen: d.amountFen, expires: p.startedAt + 15 * 60_000 }, p.startedAt);
  } else {
    reference = p.proofFileId ?? '';
    await moveOrder(trx, orderNo, ['unpaid'], { status: 'awaiting_confirmation', channel: 'offline', proofFileId: reference }, p.startedAt);
    await recordEvent(trx, orderNo, 'proof_submitted', user, { fileId: reference, payerName: '', remark: '' }, p.startedAt);
  }
  await insertPayment(trx, { id: newId(), orderNo, channel: p.channel, amountFen: d.amountFen, reference, createTime: p.paidAt });
  await moveOrder(trx, orderNo, ['unpaid', 'awaiting_confirmation'], { status: 'paid', channel: p.channel, paidTime: p.paidAt }, p.paidAt);
  await recordEvent(trx, orderNo, 'paid', p.channel === 'online' ? 'bank' : 'operator', {
    channel: p.channel, reference, amountFen: d.amountFen, bidderCode: p.bidderCode,
  }, p.paidAt);
  const refundNo = d.close ? await recordClose(trx, orderNo, d, d.close) : null;
  return { orderNo, refundNo };
}

/** The close's effect on a paid demo order; @returns the refund number of a refund, else null. */
async function recordClose(trx: Queryable, orderNo: string, d: DemoDeposit, c: NonNullable<DemoDeposit['close']>): Promise<string | null> {
  if (c.kind === 'applied') {
    await moveOrder(trx, orderNo, ['paid'], { status: 'applied' }, c.at);
    await recordEvent(trx, orderNo, CLOSE_EVENTS.applied, 'system', { assetsId: d.assetsId, amountFen: d.amountFen }, c.at);
    return null;
  }
  const refundNo = `TK${beijingYmd(c.requestedAt)}${digits(10)}`;
  const bankReference = `SBR${beijingYmd(c.refundedAt)}${digits(12)}`;
  await moveOrder(trx, orderNo, ['paid'], { status: 'refunding' }, c.requestedAt);
  // As the live settlement writes it: the close's cause first (竞价结束，保证金待退还), then the request to the bank.
  await recordEvent(trx, orderNo, CLOSE_EVENTS.refunding, 'system', { cause: c.cause, refundNo, amountFen: d.amountFen }, c.requestedAt);
  await recordEvent(trx, orderNo, CLOSE_EVENTS.refundRequested, 'system', { refundNo, cause: c.cause, amountFen: d.amountFen }, c.requestedAt);
  await insertRefundRow(trx, {
    refundNo, orderNo, userId: d.userId, assetsId: d.assetsId, amountFen: d.amountFen, cause: c.cause, status: 'refunded', attempts: 1,
    lastError: '', bankReference, createTime: c.requestedAt, updateTime: c.refundedAt, refundedTime: c.refundedAt,
  });
  await insertBankRefundRow(trx, { refundNo, orderNo, amountFen: d.amountFen, bankReference, createTime: c.requestedAt + 2_000 });
  await moveOrder(trx, orderNo, ['refunding'], { status: 'refunded' }, c.refundedAt);
  await recordEvent(trx, orderNo, CLOSE_EVENTS.refunded, 'bank', { refundNo, bankReference, amountFen: d.amountFen }, c.refundedAt);
  return refundNo;
}

/**
 * A re-anchored demo lot is live again, so nothing its last close did to the deposits may stand (called in the lot
 * reset's transaction, auction/service/anchor.ts): every order of `assetsId` that the close moved to refunding,
 * refunded or applied — unless a refused or withdrawn enrolment caused its refund — is paid again; its refund row and
 * the sandbox bank's ledger entry are deleted, and the events written after the payment (the close, the refund
 * request, the bank's callback, replays) are removed, so /myDeposit and /depositDetail show no refund the lot no
 * longer implies. Forfeited deposits (an operator's decision) are left alone.
 * @returns how many orders were rewound.
 */
export async function resetDemoDeposits(trx: Queryable, assetsId: string, now: number): Promise<number> {
  const orders = await findClosedLotOrders(trx, assetsId);
  for (const o of orders) {
    await rewindOrder(trx, o.orderNo, { eventId: await lastPaidEventId(trx, o.orderNo), paidTime: o.paidTime === null ? null : Number(o.paidTime) }, now);
  }
  return orders.length;
}
