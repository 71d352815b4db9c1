import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import { z } from 'zod';
import { pageSchema } from '../../../../contract/envelope';
import {
  contractConfirmSchema, contractDetailSchema, contractEditSchema, contractIdQuerySchema, contractItemSchema, contractListQuerySchema,
  contractSignSchema, contractVersionItemSchema, contractVersionQuerySchema, contractVersionTextSchema, signatoryAddSchema,
  signatoryRemoveSchema, signCodeRequestSchema, signCodeSentSchema, TRADE_CONTRACT_PATHS as P,
} from '../../../../contract/trade-contract';
import { ApiError } from '../../http/envelope';
import { fileRouteSchema, tagRoutes } from '../../http/openapi';
import { currentUser } from '../../http/request-user';
import { get, post } from '../../http/route';
import { HISTORY_MESSAGES } from '../../i18n/fields';
import type { ContractDeps } from './deps';
import { loadForParty } from './load';
import { confirmContract, contractDetail, contractVersion, contractVersions, editContract, listContracts } from './service';
import { addSignatory, dropSignatory } from './signatories';
import { sendSignCode, signContract } from './signing';

/**
 * The fields of a ContractDetail the server words for the reader (the history's steps, the reasons of the disabled
 * actions), answered in the request's language; the contract's own text (facts, clauses) stays as drawn.
 */
const DETAIL_MESSAGES = [...HISTORY_MESSAGES, 'reasons.*'] as const;

/** Signing codes per address and minute (the code service also keeps one a minute and ten a day per phone). */
const SIGN_CODE_RATE = { max: 30, timeWindow: 60_000 };

/**
 * 交易合同 (§2 /myContract, /usercenter/contract/*; contract/trade-contract-paths.ts). Every call needs the bearer
 * token (401) and shows a contract only to its two parties (404 合同不存在 for anyone else). Prefix `/api`.
 * Refusals: 400 bad input (Chinese msg), 404 unknown contract / signatory / version, 409 a step out of order.
 */
export async function tradeContractRoutes(app: FastifyInstance, opts: { deps: ContractDeps }): Promise<void> {
  tagRoutes(app, '交易合同');
  const { deps } = opts;
  const me = (request: FastifyRequest) => currentUser(request).id;

  /** GET list ?state&current&size → Page<ContractItem>: the caller's contracts, newest first. */
  get(app, `/${P.list}`, {
    summary: '我的合同', params: contractListQuerySchema, answer: pageSchema(contractItemSchema), requireUser: true, messages: ['todo'],
    handler: (q, r) => listContracts(deps, me(r), q),
  });
  /** GET detail ?id → ContractDetail (current version, parties, signatories, actions with reasons, history). */
  get(app, `/${P.detail}`, {
    summary: '合同详情', params: contractIdQuerySchema, answer: contractDetailSchema, requireUser: true, messages: DETAIL_MESSAGES,
    handler: ({ id }, r) => contractDetail(deps, me(r), id),
  });
  /** GET versions ?id → ContractVersionItem[] newest first. */
  get(app, `/${P.versions}`, {
    summary: '合同版本列表', params: contractIdQuerySchema, answer: z.array(contractVersionItemSchema), requireUser: true, messages: ['note'],
    handler: ({ id }, r) => contractVersions(deps, me(r), id),
  });
  /** GET version ?id&version → ContractVersionText (404 版本不存在). */
  get(app, `/${P.version}`, {
    summary: '合同某一版本的条款', params: contractVersionQuerySchema, answer: contractVersionTextSchema, requireUser: true,
    handler: ({ id, version }, r) => contractVersion(deps, me(r), id, version),
  });
  /** POST edit ContractEdit → ContractDetail: version n+1 (409 frozen, 409 合同已被对方修改，请刷新后再改 when not on the latest). */
  post(app, `/${P.edit}`, {
    summary: '修改合同条款', params: contractEditSchema, answer: contractDetailSchema, requireUser: true, messages: DETAIL_MESSAGES,
    handler: (p, r) => editContract(deps, me(r), p),
  });
  /** POST confirm {id, version} → ContractDetail (409 when not the latest or frozen; again: same detail). */
  post(app, `/${P.confirm}`, {
    summary: '确认合同文本', params: contractConfirmSchema, answer: contractDetailSchema, requireUser: true, messages: DETAIL_MESSAGES,
    handler: (p, r) => confirmContract(deps, me(r), p),
  });
  /** POST signatory/add SignatoryAdd → ContractDetail (organisations; an agent with the caller's uploaded authorisation letter). */
  post(app, `/${P.addSignatory}`, {
    summary: '添加签署人', params: signatoryAddSchema, answer: contractDetailSchema, requireUser: true, messages: DETAIL_MESSAGES,
    handler: (p, r) => addSignatory(deps, me(r), p),
  });
  /** POST signatory/remove {id, signatoryId} → ContractDetail. */
  post(app, `/${P.removeSignatory}`, {
    summary: '移除签署人', params: signatoryRemoveSchema, answer: contractDetailSchema, requireUser: true, messages: DETAIL_MESSAGES,
    handler: (p, r) => dropSignatory(deps, me(r), p),
  });
  /** POST sign/code {id, signatoryId} → SignCodeSent (429 too soon / too many). */
  post(app, `/${P.signCode}`, {
    summary: '获取签署短信验证码', params: signCodeRequestSchema, answer: signCodeSentSchema, requireUser: true, rateLimit: SIGN_CODE_RATE,
    handler: (p, r) => sendSignCode(deps, me(r), p),
  });
  /** POST sign {id, signatoryId, code} → ContractDetail (400 wrong code; signed already: same detail). */
  post(app, `/${P.sign}`, {
    summary: '签署合同', params: contractSignSchema, answer: contractDetailSchema, requireUser: true, messages: DETAIL_MESSAGES,
    handler: (p, r) => signContract(deps, me(r), p),
  });

  /**
   * GET pdf ?id → the signed PDF's bytes (attachment named after the contract number). 401 without a token, 404 for
   * anyone not a party, 409 合同尚未签署完成 before the document exists.
   */
  app.get(`/${P.pdf}`, {
    schema: { ...fileRouteSchema('下载已签署的合同文件', z.object({})), querystring: contractIdQuerySchema },
    preValidation: app.requireUser as unknown as preValidationHookHandler,
  }, async (request: FastifyRequest, reply: FastifyReply) => {
    const c = await loadForParty(deps.db, (request.query as { id: string }).id, me(request));
    const file = c.row.documentFileId && c.snap.state === 'signed' ? await deps.files.find(c.row.documentFileId) : null;
    if (!file) throw new ApiError(409, '合同尚未签署完成，暂无合同文件');
    const bytes = await deps.files.read(file);
    const name = `${c.row.title}-${c.row.contractNo}.pdf`;
    return reply.type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${c.row.contractNo}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'private, no-store').send(bytes);
  });
}
