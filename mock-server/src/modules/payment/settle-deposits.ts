import type { REFUND_CAUSE_LABELS } from '../../../../contract/payment';
import { findProject } from '../detail/index';
import type { StoredMessage } from '../messages/index';
import { moveOrder, newRefundNo, recordEvent, type OrderRow } from './orders';
import { insertRefund } from './refund-repository';
import { findLotResults, findPaidOrders } from './repository';
import { depositAppliedMessage } from './deposit-messages';
import type { PaymentDeps } from './service';

/** What happens to a held deposit once every lot of its order closed. */
type Decision = { order: OrderRow; lots: string[] } & ({ won: true } | { won: false; cause: keyof typeof REFUND_CAUSE_LABELS });

/**
 * The decision for one paid order, or null while one of its lots is still open (or has no bid activity): applied when
 * the user won any of its lots, else refunded — cause 'unsold' when none of its lots was sold (流拍), else 'lost'.
 */
async function decide(deps: PaymentDeps, order: OrderRow): Promise<Decision | null> {
  const lots = await deps.enrolments.lots(deps.db, order.enrolmentId);
  const results = await findLotResults(deps.db, lots);
  if (!lots.length || results.length < lots.length || results.some((r) => r.phase !== 'closed')) return null;
  if (results.some((r) => r.outcome === 'deal' && r.winnerUserId === order.userId)) return { order, lots, won: true };
  return { order, lots, won: false, cause: results.every((r) => r.outcome !== 'deal') ? 'unsold' : 'lost' };
}

/**
 * Settles the deposits of closed lots (保证金结算, auction-rules.md § Close): for every paid order of `projects` (all
 * projects when null) whose lots have all closed, the winner's becomes 'applied' (已转价款, message deposit_applied)
 * and every other 'refunding' with its deposit_refund row (pending, cause lost | unsold) — one transaction per project,
 * each change logged in payment_event (actor system). Moves are guarded (only from 'paid'), so running it again, from
 * the close listener and the start-up sweep alike, changes nothing. Messages are announced after each commit.
 * @returns how many orders moved and how many refunds were created.
 */
export async function settleClosedDeposits(deps: PaymentDeps, projects: string[] | null): Promise<{ settled: number; refunds: number }> {
  const byProject = new Map<string, OrderRow[]>();
  for (const order of await findPaidOrders(deps.db, projects)) byProject.set(order.assetsId, [...(byProject.get(order.assetsId) ?? []), order]);
  let settled = 0;
  let refunds = 0;
  for (const [assetsId, orders] of byProject) {
    const decisions = (await Promise.all(orders.map((o) => decide(deps, o)))).filter((d): d is Decision => d !== null);
    if (!decisions.length) continue;
    const now = deps.now();
    const project = await findProject(deps.db, assetsId);
    const name = project?.assetsName ?? assetsId;
    const stored: StoredMessage[] = [];
    await deps.db.transaction().execute(async (trx) => {
      for (const d of decisions) {
        const { orderNo, userId } = d.order;
        const amountFen = Number(d.order.amountFen);
        if (d.won) {
          if (!(await moveOrder(trx, orderNo, ['paid'], { status: 'applied' }, now))) continue;
          await recordEvent(trx, orderNo, 'applied', 'system', { cause: 'deal', lots: d.lots, amountFen }, now);
          stored.push(await deps.messages.store(trx, depositAppliedMessage({ userId, assetsId, assetsName: name, orderNo, amountFen })));
        } else {
          if (!(await moveOrder(trx, orderNo, ['paid'], { status: 'refunding' }, now))) continue;
          const refundNo = await newRefundNo(trx, now);
          await insertRefund(trx, { refundNo, orderNo, userId, assetsId, amountFen, cause: d.cause }, now);
          await recordEvent(trx, orderNo, 'refunding', 'system', { cause: d.cause, refundNo, lots: d.lots, amountFen }, now);
          refunds += 1;
        }
        settled += 1;
      }
    });
    if (stored.length) await deps.messages.announce(stored);
  }
  return { settled, refunds };
}
