import type { Queryable } from '../../db/queryable';

/** A transfer proof of a deposit order: the file, the order, its project and when the order last changed (epoch ms). */
export interface DepositProofFile { fileId: string; orderNo: string; assetsId: string; assetsName: string; time: number }

/**
 * The transfer proofs (线下转账凭证) on the deposit orders of `userId` (the current proof of each order, any status),
 * newest change first. What the file cabinet files under 缴款凭证, grouped by project.
 */
export async function depositProofFiles(db: Queryable, userId: string): Promise<DepositProofFile[]> {
  const rows = await db.selectFrom('paymentOrder').innerJoin('project', 'project.assetsId', 'paymentOrder.assetsId')
    .select(['paymentOrder.proofFileId', 'paymentOrder.orderNo', 'paymentOrder.assetsId', 'project.assetsName', 'paymentOrder.updateTime'])
    .where('paymentOrder.userId', '=', userId).where('paymentOrder.proofFileId', '<>', '')
    .orderBy('paymentOrder.updateTime', 'desc').orderBy('paymentOrder.orderNo', 'desc').execute();
  return rows.map((r) => ({ fileId: r.proofFileId, orderNo: r.orderNo, assetsId: r.assetsId, assetsName: r.assetsName, time: r.updateTime }));
}
