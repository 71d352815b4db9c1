import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assetsIdSchema } from '../../../../contract/projects';
import type { BidService } from '../../auction/service/bid-service';
import { lotFileSchema } from '../../auction/service/lot-file';
import { confirmDeposit, createLot, enrol, listLots } from '../../auction/service/operator';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/envelope';
import { tagRoutes } from '../../http/openapi';
import { get, post } from '../../http/route';
import { loadOperatorToken, OPERATOR_HEADER, sameToken } from '../../http/operator-token';

const lotParam = z.object({ assetsId: assetsIdSchema });
const userParam = lotParam.extend({ loginName: z.string().trim().min(1).max(32) });

/**
 * Operator endpoints under /api-bid/operator (used by `npm run exchange`): they act on the live engine, so a pause
 * freezes the running countdown at once. Guarded by `X-Operator-Token` = the content of DATA_DIR/operator-token
 * (403 '操作员令牌无效' otherwise) on top of the usual Client-Id.
 * - POST create-lot (body: the lot file, lot-file.ts) → { assetsId, projectCode };
 * - POST enrol {assetsId, loginName, priority?} → { bidderCode } (deposit unpaid until confirmed);
 * - POST confirm-deposit {assetsId, loginName} → the lot's enrolments take effect in the engine at once;
 * - POST pause {assetsId, reason?} / resume {assetsId} → the lot snapshot;
 * - GET lots → every bid activity with its projection.
 */
export async function operatorRoutes(app: FastifyInstance, opts: { ctx: AppContext; bids: BidService }): Promise<void> {
  tagRoutes(app, '竞价');
  const { ctx, bids } = opts;
  const { db, now } = ctx;
  const token = loadOperatorToken(ctx.config.DATA_DIR);
  app.addHook('preValidation', async (request) => {
    if (!sameToken(request.headers[OPERATOR_HEADER.toLowerCase()], token)) throw new ApiError(403, '操作员令牌无效');
  });

  post(app, '/create-lot', {
    summary: '操作员：创建竞价标的',
    params: lotFileSchema,
    handler: async (lotFile) => {
      const created = await createLot(db, lotFile, now());
      await bids.reload(created.assetsId); // arms its timer: the live engine opens it at startAt
      return created;
    },
  });

  post(app, '/enrol', {
    summary: '操作员：为用户报名竞价标的',
    params: userParam.extend({ priority: z.coerce.number().int().min(1).max(99).optional() }),
    handler: async ({ assetsId, loginName, priority }) => {
      const bidderCode = await enrol(db, assetsId, loginName, priority ?? null, now());
      await bids.refreshEnrolments(assetsId);
      return { bidderCode };
    },
  });

  post(app, '/confirm-deposit', {
    summary: '操作员：确认保证金到账',
    params: userParam,
    handler: async ({ assetsId, loginName }) => {
      await confirmDeposit(db, assetsId, loginName, now());
      await bids.refreshEnrolments(assetsId);
      return { confirmed: true };
    },
  });

  post(app, '/pause', {
    summary: '操作员：暂停竞价',
    params: lotParam.extend({ reason: z.string().trim().min(1).max(200).default('系统维护，竞价暂停') }),
    handler: ({ assetsId, reason }) => bids.pause(assetsId, reason),
  });

  post(app, '/resume', { summary: '操作员：恢复竞价', params: lotParam, handler: ({ assetsId }) => bids.resume(assetsId) });

  get(app, '/lots', { summary: '操作员：列出全部竞价标的及其状态', handler: () => listLots(db) });
}
