import type { FastifyInstance } from 'fastify';
import type { BidService } from '../../auction/service/bid-service';
import type { AppContext } from '../../context';
import { paymentCallbackRoutes } from './callback-routes';
import { paymentOperatorRoutes } from './operator-routes';
import { findLotsWithBidding } from './repository';
import { paymentRoutes } from './routes';
import { sandboxBankRoutes } from './sandbox-bank/routes';
import { loadBankSecret } from './secret';
import type { DepositEnrolments, PaymentDeps } from './service';

/** Options of {@link installPayment}: the bank secret (default SANDBOX_BANK_SECRET or DATA_DIR/sandbox-bank-secret). */
export interface PaymentInstallOptions { bankSecret?: string }

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
  await app.register(paymentRoutes, { prefix: '/api', ctx, deps });
  await app.register(paymentCallbackRoutes, { prefix: '/api', ctx, deps });
  await app.register(paymentOperatorRoutes, { prefix: '/api', ctx, deps });
  if (ctx.config.PAYMENT_PROVIDER === 'sandbox') await app.register(sandboxBankRoutes, { ctx, deps });
}
