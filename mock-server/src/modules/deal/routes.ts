import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import { pageSchema } from '../../../../contract/envelope';
import {
  dealConfirmationQuerySchema, dealConfirmationSchema, SETTLEMENT_PATHS, settlementDetailQuerySchema, settlementDetailSchema,
  settlementItemSchema, settlementListQuerySchema, settlementProofSubmitSchema,
} from '../../../../contract/settlement';
import { ApiError } from '../../http/envelope';
import { tagRoutes } from '../../http/openapi';
import { currentUser } from '../../http/request-user';
import { get, post } from '../../http/route';
import { HISTORY_MESSAGES } from '../../i18n/fields';
import type { PdfDocumentModel } from '../../services/pdf/document-model';
import type { DealDeps } from './issue';
import { confirmationModel, dealConfirmation, listSettlements, settlementDetail } from './service';
import { submitSettlementProof } from './settle';

/**
 * Renders a document model to PDF bytes (services/pdf renderPdf), `producedAt` (epoch ms) its printed creation time so
 * a re-render gives the same bytes; throws when it cannot (no CJK font): answered 503.
 */
export type PdfRenderer = (model: PdfDocumentModel, producedAt: number) => Promise<Uint8Array>;

/** The answer when no renderer is available. */
export const PDF_UNAVAILABLE_MSG = '成交确认书文件暂时无法生成，请稍后再试';

/**
 * The parties' settlement endpoints (contract SETTLEMENT_PATHS, §2 /projectSettlement /projectSettleDetail
 * /settleDetailPayInfo), all under /api with the bearer token; a record is shown to its parties only (404 otherwise).
 * - GET list ?current&size&status → Page<SettlementItem>;
 * - GET detail ?id → SettlementDetail;
 * - POST proof { id, proofFileId, remark } → SettlementDetail (400 foreign file, 404, 409 confirmed / awaiting the check);
 * - GET confirmation ?assetsId → DealConfirmation;
 * - GET confirmation/pdf ?assetsId → application/pdf (503 when the renderer is unavailable).
 */
export async function settlementRoutes(app: FastifyInstance, opts: { deps: DealDeps; renderPdf: PdfRenderer | null }): Promise<void> {
  tagRoutes(app, '结算');
  const { deps } = opts;
  const { db } = deps;
  get(app, `/${SETTLEMENT_PATHS.list}`, {
    summary: '我的结算列表（受让方或转让方）', params: settlementListQuerySchema, answer: pageSchema(settlementItemSchema), requireUser: true,
    handler: (q, request) => listSettlements(db, currentUser(request).id, q),
  });
  get(app, `/${SETTLEMENT_PATHS.detail}`, {
    summary: '结算详情', params: settlementDetailQuerySchema, answer: settlementDetailSchema, requireUser: true, messages: HISTORY_MESSAGES,
    handler: ({ id }, request) => settlementDetail(db, currentUser(request).id, id),
  });
  post(app, `/${SETTLEMENT_PATHS.proof}`, {
    summary: '上传余款付款凭证', params: settlementProofSubmitSchema, answer: settlementDetailSchema, requireUser: true, messages: HISTORY_MESSAGES,
    handler: async (p, request) => {
      const userId = currentUser(request).id;
      await submitSettlementProof(deps, userId, p);
      return settlementDetail(db, userId, p.id);
    },
  });
  get(app, `/${SETTLEMENT_PATHS.confirmation}`, {
    summary: '成交确认书', params: dealConfirmationQuerySchema, answer: dealConfirmationSchema, requireUser: true,
    handler: ({ assetsId }, request) => dealConfirmation(db, currentUser(request).id, assetsId),
  });
  app.get<{ Querystring: { assetsId: string } }>(`/${SETTLEMENT_PATHS.confirmationPdf}`, {
    schema: { summary: '成交确认书（PDF）', querystring: dealConfirmationQuerySchema, response: { 200: { description: 'PDF', content: { 'application/pdf': { schema: z.file() } } } } } as FastifySchema,
    preHandler: app.requireUser,
  }, async (request: FastifyRequest<{ Querystring: { assetsId: string } }>, reply: FastifyReply) => {
    const { model, fileName, producedAt } = await confirmationModel(db, currentUser(request).id, request.query.assetsId);
    if (!opts.renderPdf) throw new ApiError(503, PDF_UNAVAILABLE_MSG);
    let bytes: Uint8Array;
    try {
      bytes = await opts.renderPdf(model, producedAt);
    } catch (err) {
      request.log.error({ err }, '成交确认书生成失败');
      throw new ApiError(503, PDF_UNAVAILABLE_MSG);
    }
    return reply.type('application/pdf').header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(fileName)}`)
      .header('Cache-Control', 'private, no-store').send(Buffer.from(bytes));
  });
}
