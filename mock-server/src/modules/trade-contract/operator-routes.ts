import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/envelope';
import { tagRoutes } from '../../http/openapi';
import { loadOperatorToken, OPERATOR_HEADER, sameToken } from '../../http/operator-token';
import { get, post } from '../../http/route';
import type { ContractDeps } from './deps';
import { offlineConfirm, offlineSign, operatorContracts, voidContract } from './operator';

/** Operator paths under /api (used by `npm run contract`). */
export const CONTRACT_OPERATOR_PATHS = {
  list: 'contract/operator/list', void: 'contract/operator/void',
  offlineConfirm: 'contract/operator/offline-confirm', offlineSign: 'contract/operator/offline-sign',
} as const;

const contractNoParam = z.object({ contractNo: z.string({ message: '合同编号不能为空' }).trim().regex(/^HT\d{14}$/, '合同编号格式错误') });

/**
 * The contract operator's endpoints (X-Operator-Token = DATA_DIR/operator-token, else 403 操作员令牌无效):
 * - GET list → OperatorContractLine[] (contracts not yet signed or void);
 * - POST void { contractNo, reason } → { contractNo, state } (409 once signed);
 * - POST offline-confirm { contractNo } → the account-less party confirms the latest version (409 when both have accounts);
 * - POST offline-sign { contractNo } → the account-less party's signatures (409 before both confirmed).
 */
export async function contractOperatorRoutes(app: FastifyInstance, opts: { ctx: AppContext; deps: ContractDeps }): Promise<void> {
  tagRoutes(app, '交易合同');
  const { deps } = opts;
  const token = loadOperatorToken(opts.ctx.config.DATA_DIR);
  app.addHook('preValidation', async (request) => {
    if (!sameToken(request.headers[OPERATOR_HEADER.toLowerCase()], token)) throw new ApiError(403, '操作员令牌无效');
  });
  get(app, `/${CONTRACT_OPERATOR_PATHS.list}`, { summary: '操作员：未完成签署的合同', handler: () => operatorContracts(deps) });
  post(app, `/${CONTRACT_OPERATOR_PATHS.void}`, {
    summary: '操作员：作废合同',
    params: contractNoParam.extend({ reason: z.string({ message: '作废原因不能为空' }).trim().min(1, '作废原因不能为空').max(200, '作废原因不能超过200个字符') }),
    handler: ({ contractNo, reason }) => voidContract(deps, contractNo, reason),
  });
  post(app, `/${CONTRACT_OPERATOR_PATHS.offlineConfirm}`, {
    summary: '操作员：为线下签约方确认合同文本', params: contractNoParam, handler: ({ contractNo }) => offlineConfirm(deps, contractNo),
  });
  post(app, `/${CONTRACT_OPERATOR_PATHS.offlineSign}`, {
    summary: '操作员：登记线下签约方的签署', params: contractNoParam, handler: ({ contractNo }) => offlineSign(deps, contractNo),
  });
}
