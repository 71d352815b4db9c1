import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SETTLEMENT_STATUS_LABELS, type SettlementStatus } from '../../../../contract/settlement';
import type { Db } from '../../db/connection';
import { ApiError } from '../../http/envelope';
import { tagRoutes } from '../../http/openapi';
import { loadOperatorToken, OPERATOR_HEADER, sameToken } from '../../http/operator-token';
import { get, post } from '../../http/route';
import { beijingTime, fenToYuan } from '../../http/wire';
import type { DealDeps } from './issue';
import { findOpenSettlements } from './repository';
import { confirmSettlement, rejectSettlementProof } from './settle';

/** Operator paths under /api (used by `npm run settlement`). */
export const SETTLEMENT_OPERATOR_PATHS = { list: 'settlement/operator/list', confirm: 'settlement/operator/confirm', reject: 'settlement/operator/reject' } as const;

/** One settlement in the operator's list: balance in 元. */
export interface OpenSettlement {
  id: string; confirmationNo: string; loginName: string; assetsName: string; balance: number; status: string; statusLabel: string; updatedAt: string; proofFileId: string;
}

/** Settlements not yet confirmed (only those whose proof awaits the check with `pendingOnly`), oldest change first. */
export async function openSettlements(db: Db, pendingOnly: boolean): Promise<OpenSettlement[]> {
  return (await findOpenSettlements(db, pendingOnly)).map((s) => ({
    id: s.id, confirmationNo: s.confirmationNo, loginName: s.loginName, assetsName: s.assetsName, balance: fenToYuan(Number(s.balanceFen)) ?? 0,
    status: s.status, statusLabel: SETTLEMENT_STATUS_LABELS[s.status as SettlementStatus] ?? s.status, updatedAt: beijingTime(Number(s.updateTime)), proofFileId: s.proofFileId,
  }));
}

const idParam = z.object({ id: z.string({ message: '结算编号不能为空' }).trim().regex(/^\d{1,19}$/, '结算编号格式错误') });

/**
 * The settlement operator's endpoints, guarded like the deposit operator's (`X-Operator-Token` = DATA_DIR/operator-token,
 * 403 '操作员令牌无效'):
 * - GET list ?pending=1 → OpenSettlement[] (pending: only proofs awaiting the check);
 * - POST confirm { id } → { id, status: 'confirmed', replayed } (404; 409 when no proof awaits and a balance is due);
 * - POST reject { id, reason } → { id, status: 'proof_rejected' } (404; 409 unless a proof awaits).
 */
export async function settlementOperatorRoutes(app: FastifyInstance, opts: { deps: DealDeps; dataDir: string }): Promise<void> {
  tagRoutes(app, '结算');
  const token = loadOperatorToken(opts.dataDir);
  app.addHook('preValidation', async (request) => {
    if (!sameToken(request.headers[OPERATOR_HEADER.toLowerCase()], token)) throw new ApiError(403, '操作员令牌无效');
  });
  get(app, `/${SETTLEMENT_OPERATOR_PATHS.list}`, {
    summary: '操作员：列出未完成的结算', params: z.object({ pending: z.enum(['0', '1'], { message: 'pending 只能是 0 或 1' }).default('0') }),
    handler: ({ pending }) => openSettlements(opts.deps.db, pending === '1'),
  });
  post(app, `/${SETTLEMENT_OPERATOR_PATHS.confirm}`, { summary: '操作员：确认余款到账', params: idParam, handler: ({ id }) => confirmSettlement(opts.deps, id) });
  post(app, `/${SETTLEMENT_OPERATOR_PATHS.reject}`, {
    summary: '操作员：驳回余款付款凭证',
    params: idParam.extend({ reason: z.string({ message: '驳回原因不能为空' }).trim().min(1, '驳回原因不能为空').max(200, '驳回原因不能超过200个字符') }),
    handler: ({ id, reason }) => rejectSettlementProof(opts.deps, id, reason),
  });
}
