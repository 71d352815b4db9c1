import type { OrderStatus } from '../../../../contract/payment';
import type { Queryable } from '../../db/queryable';

/** Order states that are a decision of the exchange about a deposit, which its payer may appeal. */
export const DECIDED_ORDER_STATUSES = ['proof_rejected', 'forfeited', 'refunding', 'refunded', 'applied'] as const satisfies readonly OrderStatus[];

/** A decided deposit order: number, lot, state, amount in fen and when it last changed (epoch ms). */
export interface DecidedOrder { orderNo: string; assetsId: string; assetsName: string; status: OrderStatus; amountFen: number; decidedTime: number }

/** The deposit orders of `userId` in one of {@link DECIDED_ORDER_STATUSES}, newest change first. */
export async function decidedOrders(db: Queryable, userId: string): Promise<DecidedOrder[]> {
  const rows = await db.selectFrom('paymentOrder')
    .innerJoin('project', 'project.assetsId', 'paymentOrder.assetsId')
    .select(['paymentOrder.orderNo', 'paymentOrder.assetsId', 'project.assetsName', 'paymentOrder.status', 'paymentOrder.amountFen', 'paymentOrder.updateTime'])
    .where('paymentOrder.userId', '=', userId).where('paymentOrder.status', 'in', [...DECIDED_ORDER_STATUSES])
    .orderBy('paymentOrder.updateTime', 'desc').execute();
  return rows.map((r) => ({
    orderNo: r.orderNo, assetsId: r.assetsId, assetsName: r.assetsName, status: r.status as OrderStatus, amountFen: r.amountFen, decidedTime: r.updateTime,
  }));
}
