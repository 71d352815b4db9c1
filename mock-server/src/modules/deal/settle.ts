import { formatYuan } from '../../auction/money';
import { ApiError } from '../../http/envelope';
import { chineseDay } from './view';
import type { StoredMessage } from '../messages/index';
import { setDealDone } from '../project/index';
import { publishDealNotice } from '../../services/notices';
import { eventId } from './events';
import { priceTextOf } from './facts';
import type { DealDeps } from './issue';
import { proofRejectedMessage, settlementConfirmedMessages } from './messages';
import { EXCHANGE_NAME } from './payee';
import { findOwnFile, findSettlement, insertEvent, moveSettlement, type SettlementRow } from './repository';

/** States from which the winner may upload a (new) proof. */
const PAYABLE = ['awaiting_payment', 'proof_rejected'];

/** The settlement `id` when `userId` is one of its parties, else 404 (a stranger cannot tell it exists). */
export async function partySettlement(deps: Pick<DealDeps, 'db'>, id: string, userId: string): Promise<SettlementRow> {
  const s = await findSettlement(deps.db, id);
  if (!s || (s.winnerUserId !== userId && s.transferorUserId !== userId)) throw new ApiError(404, '结算单不存在');
  return s;
}

/**
 * The winner's proof of the balance transfer (§2 /settleDetailPayInfo): `fileId` must be the caller's own upload
 * (400 otherwise). 404 when not the caller's settlement or the caller is the transferor; 409 when confirmed or a proof
 * already awaits the check. A new proof after a rejection is allowed. Logged proof_submitted.
 */
export async function submitSettlementProof(deps: DealDeps, userId: string, p: { id: string; proofFileId: string; remark: string }): Promise<void> {
  const s = await partySettlement(deps, p.id, userId);
  if (s.winnerUserId !== userId) throw new ApiError(404, '结算单不存在');
  if (s.status === 'confirmed') throw new ApiError(409, '该结算已确认，无需再上传凭证');
  if (s.status === 'proof_submitted') throw new ApiError(409, '付款凭证正在审核中，请等待审核结果');
  const file = await findOwnFile(deps.db, p.proofFileId, userId);
  if (!file) throw new ApiError(400, '付款凭证文件无效，请重新上传');
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const moved = await moveSettlement(trx, s.id, PAYABLE, { status: 'proof_submitted', proofFileId: file.id, proofRemark: p.remark, proofTime: now, rejectReason: '' }, now);
    if (!moved) throw new ApiError(409, '结算状态已变化，请刷新后重试');
    await insertEvent(trx, { id: eventId(now), settlementId: s.id, type: 'proof_submitted', actor: `user:${userId}`, detail: p.remark ? `备注：${p.remark}` : '', createTime: now });
  });
}

/**
 * The operator confirms the proof (or, for a balance of 0, the settlement itself), in ONE guarded transaction:
 * confirmed with paid = balance and the time, the event, the lot to state 7 (已成交), its 成交公告, messages to both
 * parties (announced after the commit). 404 unknown id; a settlement already confirmed answers `replayed: true` and
 * changes nothing; 409 when a proof is needed and none awaits the check.
 */
export async function confirmSettlement(deps: DealDeps, id: string, actor = 'operator'): Promise<{ id: string; status: 'confirmed'; replayed: boolean }> {
  const s = await findSettlement(deps.db, id);
  if (!s) throw new ApiError(404, '结算单不存在');
  if (s.status === 'confirmed') return { id, status: 'confirmed', replayed: true };
  const from = Number(s.balanceFen) === 0 ? ['awaiting_payment', 'proof_submitted', 'proof_rejected'] : ['proof_submitted'];
  if (!from.includes(s.status)) throw new ApiError(409, '该结算尚未上传付款凭证，不能确认');
  const now = deps.now();
  const stored: StoredMessage[] = [];
  const moved = await deps.db.transaction().execute(async (trx) => {
    if (!(await moveSettlement(trx, id, from, { status: 'confirmed', paidFen: Number(s.balanceFen), confirmedTime: now }, now))) return false;
    await insertEvent(trx, { id: eventId(now), settlementId: id, type: 'confirmed', actor, detail: `已确认收到余款 ${formatYuan(Number(s.balanceFen))}`, createTime: now });
    await setDealDone(trx, s.assetsId);
    await publishDealNotice(trx, {
      assetsId: s.assetsId, assetsName: s.assetsName, projectCode: s.projectCode, transferorName: s.transferorName, winnerName: s.winnerName,
      priceText: priceTextOf(Number(s.priceFen), s), way: '网络竞价', dealDay: chineseDay(Number(s.closedTime)), exchange: EXCHANGE_NAME,
    }, now);
    for (const m of settlementConfirmedMessages({ ...s, paidFen: Number(s.balanceFen) })) stored.push(await deps.messages.store(trx, m));
    return true;
  });
  if (stored.length) await deps.messages.announce(stored);
  return { id, status: 'confirmed', replayed: !moved };
}

/** The operator rejects the waiting proof with `reason` (proof_rejected, event, message to the winner). 404 / 409 unless a proof awaits. */
export async function rejectSettlementProof(deps: DealDeps, id: string, reason: string): Promise<{ id: string; status: 'proof_rejected' }> {
  const s = await findSettlement(deps.db, id);
  if (!s) throw new ApiError(404, '结算单不存在');
  const now = deps.now();
  const stored = await deps.db.transaction().execute(async (trx) => {
    if (!(await moveSettlement(trx, id, ['proof_submitted'], { status: 'proof_rejected', rejectReason: reason }, now))) {
      throw new ApiError(409, '该结算没有待审核的付款凭证');
    }
    await insertEvent(trx, { id: eventId(now), settlementId: id, type: 'proof_rejected', actor: 'operator', detail: `原因：${reason}`, createTime: now });
    return deps.messages.store(trx, proofRejectedMessage(s, reason));
  });
  await deps.messages.announce(stored);
  return { id, status: 'proof_rejected' };
}
