import type { FastifyInstance } from 'fastify';
import type { BidService } from '../../auction/service/bid-service';
import type { AppContext } from '../../context';
import { renderPdf } from '../../services/pdf/index';
import type { DealListener } from './deal-facts';
import type { DealDeps } from './issue';
import { DealDesk } from './lifecycle';
import { settlementOperatorRoutes } from './operator';
import { settlementRoutes, type PdfRenderer } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The deals after the hammer (confirmation and settlement at close): `drain()` waits for the queued ones. */
    deals: DealDesk;
  }
}

/**
 * Options of {@link installDeal}: who is told of each new deal (the contract's draft), and the PDF renderer (default:
 * services/pdf renderPdf with config PDF_FONT_FILE; null: the PDF answers 503).
 */
export interface DealInstallOptions { listeners: DealListener[]; renderPdf?: PdfRenderer | null }

/**
 * Registers the deal module: the parties' settlement endpoints and the operator's (under /api), and issues each deal
 * — after every committed lot:closed (off the bid path) and in a start-up sweep for settlements without a
 * confirmation (restart safety). Call after installPayment.
 */
export async function installDeal(app: FastifyInstance, ctx: AppContext, bids: BidService, opts: DealInstallOptions): Promise<void> {
  const deps: DealDeps = { db: ctx.db, now: ctx.now, messages: ctx.messages, listeners: opts.listeners };
  const desk = new DealDesk(deps, (err) => app.log.error({ err }, '成交确认书出具失败'));
  app.decorate('deals', desk);
  bids.onCommit((batch) => {
    if (batch.events.some((e) => e.type === 'lot:closed')) desk.lotClosed(batch.entry.state.assetsId);
  });
  app.addHook('onReady', async () => { await desk.sweep(); });
  app.addHook('onClose', async () => desk.close());
  const render: PdfRenderer | null = opts.renderPdf !== undefined ? opts.renderPdf
    : (model, producedAt) => renderPdf(model, { producedAt, fontFile: ctx.config.PDF_FONT_FILE });
  await app.register(settlementRoutes, { prefix: '/api', deps, renderPdf: render });
  await app.register(settlementOperatorRoutes, { prefix: '/api', deps, dataDir: ctx.config.DATA_DIR });
}
