import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { esignatureProviderFor } from '../../services/e-signature/index';
import { FileStore } from '../realname/index';
import { sweepPendingDocuments } from './completion';
import type { ContractDeps, SealLookup } from './deps';
import { pdfDocumentMaker, type DocumentMaker } from './document';
import { contractOperatorRoutes } from './operator-routes';
import { tradeContractRoutes } from './routes';

/**
 * Options of {@link installTradeContract}: the organisations' seal lookup (the seal module's `findSealState`;
 * default: none has a seal) and the document maker (default: services/pdf in PDF_FONT_FILE, certified by the
 * ESIGN_PROVIDER authority).
 */
export interface TradeContractInstallOptions { sealLookup?: SealLookup; documents?: DocumentMaker }

/** The deps of the contract's services over the app's context (also used by the operator CLI offline). */
export function contractDeps(ctx: Pick<AppContext, 'db' | 'now' | 'messages' | 'auth' | 'config'>, opts: TradeContractInstallOptions, log: ContractDeps['log']): ContractDeps {
  return {
    db: ctx.db, now: ctx.now, messages: ctx.messages, sms: ctx.auth.sms, log,
    files: new FileStore({ db: ctx.db, dataDir: ctx.config.DATA_DIR, now: ctx.now }),
    sealLookup: opts.sealLookup ?? (async () => null), documents: opts.documents ?? pdfDocumentMaker(ctx.config.PDF_FONT_FILE, esignatureProviderFor(ctx.config.ESIGN_PROVIDER, {
      dataDir: ctx.config.DATA_DIR, secret: ctx.config.ESIGN_SANDBOX_SECRET, exchangeEnv: ctx.config.EXCHANGE_ENV,
    })),
  };
}

/** How often documents that could not be made (no font, the authority down) are tried again while the server runs. */
const RETRY_EVERY_MS = 5 * 60_000;

/**
 * Registers the trade contracts' routes (TRADE_CONTRACT_PATHS under /api, except verify: see contractVerifyRoutes)
 * and the operator's, and once the app is ready, then every 5 minutes, completes every contract whose signatures are in
 * but whose document is missing (a crash or a failed render since).
 */
export async function installTradeContract(app: FastifyInstance, ctx: AppContext, opts: TradeContractInstallOptions = {}): Promise<ContractDeps> {
  const deps = contractDeps(ctx, opts, (err, msg) => app.log.error({ err }, msg));
  const sweep = async () => {
    // A failure only delays those documents (each is retried at the next sweep or signing call).
    try {
      await sweepPendingDocuments(deps);
    } catch (err) {
      app.log.error({ err }, '待生成的合同文件未能补做');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => { void sweep(); }, RETRY_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
  await app.register(tradeContractRoutes, { prefix: '/api', deps });
  await app.register(contractOperatorRoutes, { prefix: '/api', ctx, deps });
  return deps;
}
