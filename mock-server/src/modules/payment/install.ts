import type { FastifyInstance } from 'fastify';
import { PAYMENT_PATHS } from '../../../../contract/payment';
import type { BidService } from '../../auction/service/bid-service';
import type { AppContext } from '../../context';
import { paymentCallbackRoutes } from './callback-routes';
import { DepositLifecycle } from './deposit-lifecycle';
import { paymentOperatorRoutes } from './operator-routes';
import { findLotsWithBidding } from './repository';
import type { RefundProvider } from './refund-provider';
import { RefundRun } from './refund-run';
import { paymentRoutes } from './routes';
import { SandboxRefundBank } from './sandbox-bank/refunds';
import { sandboxBankRoutes } from './sandbox-bank/routes';
import { loadBankSecret } from './secret';
import type { DepositEnrolments, PaymentDeps } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The deposits after the bidding (settlement at close, refund run): `drain()` waits for all of it (tests, operators). */
    deposits: DepositLifecycle;
  }
}

/**
 * Options of {@link installPayment}: the bank secret (default SANDBOX_BANK_SECRET or DATA_DIR/sandbox-bank-secret),
 * the refund provider (default: the sandbox bank with PAYMENT_PROVIDER=sandbox, none otherwise) and how long the
 * sandbox bank waits before notifying a refund's result (ms, default 0).
 */
export interface PaymentInstallOptions { bankSecret?: string; refundProvider?: RefundProvider | null; refundNotifyDelayMs?: number }

/**
 * Tells the bid service that a lot's bidders changed (a deposit was confirmed), so the running engine marks the new
 * bidder eligible at once. Lots without a bid activity (ordinary listings, packages' parents) have no engine state.
 */
export function bidderRefresher(app: FastifyInstance, ctx: AppContext, bids: BidService) {
  return async (lots: string[]) => {
    for (const assetsId of await findLotsWithBidding(ctx.db, lots)) {
      // The rows are committed and the engine re-reads them on its next load, so a failure here is logged, not thrown.
      await bids.refreshEnrolments(assetsId).catch((err) => app.log.error({ err, assetsId }, '竞买人名单刷新失败'));
    }
  };
}

/**
 * Registers the cashier (under /api), the bank callback, the deposit operator endpoints and, with
 * PAYMENT_PROVIDER=sandbox only, the sandbox bank's pages (outside /api); with PAYMENT_PROVIDER=none the online
 * channel is refused and /sandbox-bank/* does not exist (404). Needs the bid service (a confirmed deposit makes the
 * bidder eligible in the running lot) and the enrolment module's side of a deposit.
 */
export async function installPayment(
  app: FastifyInstance, ctx: AppContext, bids: BidService, enrolments: DepositEnrolments, opts: PaymentInstallOptions = {},
): Promise<void> {
  const deps: PaymentDeps = {
    db: ctx.db, enrolments, now: ctx.now, bankSecret: opts.bankSecret ?? loadBankSecret(ctx.config.DATA_DIR, ctx.config.SANDBOX_BANK_SECRET), onBiddersChanged: bidderRefresher(app, ctx, bids),
    onlineChannel: ctx.config.PAYMENT_PROVIDER !== 'none', messages: ctx.messages,
  };
  const provider = opts.refundProvider !== undefined ? opts.refundProvider : ctx.config.PAYMENT_PROVIDER === 'sandbox' ? sandboxRefundBank(app, deps, opts.refundNotifyDelayMs) : null;
  const run = new RefundRun({ db: ctx.db, now: ctx.now, provider, onError: (err) => app.log.error({ err }, '保证金退款处理失败') });
  const deposits = new DepositLifecycle(deps, run, (err) => app.log.error({ err }, '保证金结算失败'));
  app.decorate('deposits', deposits);
  deps.onPaid = (assetsId) => deposits.projectPaid(assetsId);
  // Off the bid path: the listener runs after the close committed and the bidders were answered.
  bids.onCommit((batch) => {
    if (batch.events.some((e) => e.type === 'lot:closed')) deposits.lotClosed(batch.entry.state.assetsId);
  });
  // Restart safety: deposits of lots that closed before a crash, refunds left pending or unanswered.
  app.addHook('onReady', async () => { await deposits.sweep(); });
  app.addHook('onClose', async () => deposits.close());
  await app.register(paymentRoutes, { prefix: '/api', ctx, deps });
  await app.register(paymentCallbackRoutes, { prefix: '/api', ctx, deps });
  await app.register(paymentOperatorRoutes, { prefix: '/api', ctx, deps, deposits });
  if (ctx.config.PAYMENT_PROVIDER === 'sandbox') await app.register(sandboxBankRoutes, { ctx, deps });
}

/** The sandbox bank's refund desk, notifying this app's refund callback through inject (as the bank's HTTP call would). */
function sandboxRefundBank(app: FastifyInstance, deps: PaymentDeps, notifyDelayMs?: number): SandboxRefundBank {
  return new SandboxRefundBank({
    db: deps.db, now: deps.now, bankSecret: deps.bankSecret, notifyDelayMs,
    notify: async (n) => {
      const res = await app.inject({ method: 'POST', url: `/api/${PAYMENT_PATHS.bankRefundCallback}`, payload: n });
      if (res.statusCode !== 200) throw new Error(`退款通知未被接受：${(res.json() as { msg?: string }).msg ?? res.statusCode}`);
    },
    onError: (err, refundNo) => app.log.warn({ err, refundNo }, '沙箱银行退款通知失败'),
  });
}
