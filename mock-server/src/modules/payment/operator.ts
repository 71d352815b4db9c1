import { ApiError } from '../../http/envelope';
import { beijingTime, fenToYuan } from '../../http/wire';
import { findOrder, moveOrder, recordEvent } from './orders';
import { findAwaitingProofs } from './repository';
import { settleOrder, type PaymentDeps } from './service';

/** An order waiting for an operator, as `npm run payment -- list` prints it. */
export interface PendingProof { orderNo: string; loginName: string; assetsName: string; amount: number; proofFileId: string; submittedAt: string }

/** Orders whose offline transfer proof waits for confirmation, oldest first. */
export async function pendingProofs(deps: Pick<PaymentDeps, 'db'>): Promise<PendingProof[]> {
  const rows = await findAwaitingProofs(deps.db);
  return rows.map((r) => ({
    orderNo: r.orderNo, loginName: r.loginName, assetsName: r.assetsName, amount: fenToYuan(r.amountFen) ?? 0, proofFileId: r.proofFileId,
    submittedAt: beijingTime(r.updateTime),
  }));
}

/**
 * 保证金到账确认 by an operator after checking the transfer proof against the bank statement: the order is paid and
 * the user gets the bidder code (settleOrder). @throws ApiError 404, 409 unless the order awaits confirmation.
 */
export async function confirmProof(deps: PaymentDeps, orderNo: string): Promise<{ bidderCode: string | null; replayed: boolean }> {
  const order = await findOrder(deps.db, orderNo);
  if (!order) throw new ApiError(404, '订单不存在');
  return settleOrder(deps, orderNo, { channel: 'offline', reference: order.proofFileId, actor: 'operator', from: ['awaiting_confirmation'], detail: {} });
}

/** Refuses the transfer proof with a reason the user sees; they may pay online or upload another proof. @throws 400 / 404 / 409. */
export async function rejectProof(deps: PaymentDeps, orderNo: string, reason: string): Promise<void> {
  if (!reason.trim()) throw new ApiError(400, '驳回须填写原因（--reason）');
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await findOrder(trx, orderNo))) throw new ApiError(404, '订单不存在');
    const moved = await moveOrder(trx, orderNo, ['awaiting_confirmation'], { status: 'proof_rejected', rejectReason: reason.trim() }, now);
    if (!moved) throw new ApiError(409, '该订单没有待确认的转账凭证');
    await recordEvent(trx, orderNo, 'proof_rejected', 'operator', { reason: reason.trim() }, now);
  });
}
