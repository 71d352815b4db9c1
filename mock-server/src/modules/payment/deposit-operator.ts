import { REFUND_CAUSE_LABELS } from '../../../../contract/payment';
import { ApiError, notFound } from '../../http/envelope';
import { beijingTime, fenToYuan } from '../../http/wire';
import { findProject } from '../detail/index';
import type { StoredMessage } from '../messages/index';
import { findOrder, moveOrder, recordEvent } from './orders';
import { findRefund, findRefundsForOperator, moveRefund, type RefundStatus } from './refund-repository';
import type { RefundRun } from './refund-run';
import { completeRefund } from './refunds';
import { depositForfeitedMessage } from './deposit-messages';
import type { PaymentDeps } from './service';

/** A refund as `npm run payment -- refunds` prints it: amount in 元, time Beijing. */
export interface RefundLine {
  refundNo: string; orderNo: string; loginName: string; assetsName: string; amount: number; cause: string; status: string;
  attempts: number; lastError: string; bankReference: string; updatedAt: string;
}

/** Which refunds to list: every one, the failed ones (to retry) or the pending ones (not yet paid back). */
export type RefundFilter = 'all' | 'failed' | 'pending';
const FILTERS: Record<RefundFilter, RefundStatus[] | null> = { all: null, failed: ['failed'], pending: ['pending', 'requested'] };

/** The refunds of `filter`, oldest first. */
export async function listRefunds(deps: Pick<PaymentDeps, 'db'>, filter: RefundFilter): Promise<RefundLine[]> {
  const rows = await findRefundsForOperator(deps.db, FILTERS[filter]);
  return rows.map((r) => ({
    refundNo: r.refundNo, orderNo: r.orderNo, loginName: r.loginName ?? '', assetsName: r.assetsName ?? '', amount: fenToYuan(r.amountFen) ?? 0,
    cause: REFUND_CAUSE_LABELS[r.cause as keyof typeof REFUND_CAUSE_LABELS] ?? r.cause, status: r.status, attempts: Number(r.attempts),
    lastError: r.lastError, bankReference: r.bankReference, updatedAt: beijingTime(r.updateTime),
  }));
}

/**
 * Retries a failed refund: failed → pending (logged refund_retry), then a refund run asks the bank again under the
 * same refund number. @returns the refund's status after the run. @throws ApiError 404, 409 unless it failed.
 */
export async function retryRefund(deps: PaymentDeps, run: RefundRun, refundNo: string): Promise<{ refundNo: string; status: string }> {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const refund = await findRefund(trx, refundNo);
    if (!refund) throw notFound('退款单不存在');
    if (!(await moveRefund(trx, refundNo, ['failed'], { status: 'pending', lastError: '' }, now))) throw new ApiError(409, '只有退款失败的退款单可以重试');
    await recordEvent(trx, refund.orderNo, 'refund_retry', 'operator', { refundNo, lastError: refund.lastError }, now);
  });
  await run.drain();
  return { refundNo, status: (await findRefund(deps.db, refundNo))?.status ?? 'pending' };
}

/**
 * The operator paid the refund by hand (PAYMENT_PROVIDER=none, or a bank that keeps failing) and records the
 * transfer's reference: the refund completes exactly like on the bank's SUCCESS (message deposit_refunded).
 * @throws ApiError 400 without a reference, 404, 409 when it was refunded already.
 */
export async function markRefundPaid(deps: PaymentDeps, refundNo: string, reference: string): Promise<{ refundNo: string; status: 'refunded' }> {
  if (!reference.trim()) throw new ApiError(400, '请填写退款的银行流水号（--reference）');
  const { replayed } = await completeRefund(deps, refundNo, { actor: 'operator', bankReference: reference.trim(), detail: { manual: true } });
  if (replayed) throw new ApiError(409, '该退款单已退还，未重复处理');
  return { refundNo, status: 'refunded' };
}

/**
 * Forfeits a deposit (扣除保证金: e.g. the winner refused to sign), an operator's decision with a reason the owner
 * sees: paid | applied → forfeited, logged 'forfeited', message deposit_forfeited, one transaction.
 * @throws ApiError 400 without a reason, 404, 409 from any other state.
 */
export async function forfeitDeposit(deps: PaymentDeps, orderNo: string, reason: string): Promise<{ orderNo: string; status: 'forfeited' }> {
  const why = reason.trim();
  if (!why) throw new ApiError(400, '扣除保证金须填写原因（--reason）');
  if (why.length > 200) throw new ApiError(400, '扣除原因不能超过200个字符');
  const now = deps.now();
  let stored: StoredMessage | null = null;
  await deps.db.transaction().execute(async (trx) => {
    const order = await findOrder(trx, orderNo);
    if (!order) throw notFound('订单不存在');
    if (!(await moveOrder(trx, orderNo, ['paid', 'applied'], { status: 'forfeited' }, now))) throw new ApiError(409, '只有已确认或已转价款的保证金可以扣除');
    await recordEvent(trx, orderNo, 'forfeited', 'operator', { reason: why, from: order.status }, now);
    const project = await findProject(trx, order.assetsId);
    stored = await deps.messages.store(trx, depositForfeitedMessage({
      userId: order.userId, assetsId: order.assetsId, assetsName: project?.assetsName ?? order.assetsId, orderNo, amountFen: Number(order.amountFen),
    }, why));
  });
  if (stored) await deps.messages.announce(stored);
  return { orderNo, status: 'forfeited' };
}
