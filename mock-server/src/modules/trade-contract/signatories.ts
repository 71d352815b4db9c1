import { SIGNATORY_KIND_LABELS, type ContractDetail, type SignatoryAdd } from '../../../../contract/trade-contract';
import { ApiError } from '../../http/envelope';
import { newId, sortableId } from '../../lib/crypto';
import type { ContractDeps } from './deps';
import { enforce, loadContract, loadForParty } from './load';
import { insertSignatory, removeSignatory } from './party-repository';
import { insertEvent, touchContract } from './repository';
import { checkAddSignatory, checkRemoveSignatory } from './state';
import { contractDetail } from './service';

/**
 * An organisation party names a signatory (法定代表人 or 委托代理人) before its first signature, at most
 * CONTRACT_LIMITS.signatoriesPerParty. An agent needs `authorisationFileId`: one of the caller's own uploads
 * (dscq-user/file/upload), else 400. 409 for a person party, after the party started signing, or past the limit.
 */
export async function addSignatory(deps: ContractDeps, userId: string, p: Omit<SignatoryAdd, 'kind'> & { kind: 'legal_rep' | 'agent' }): Promise<ContractDetail> {
  const { db, now } = deps;
  const c = await loadForParty(db, p.id, userId);
  enforce(checkAddSignatory(c.snap, c.role));
  let fileId = '';
  if (p.kind === 'agent') {
    const file = p.authorisationFileId ? await deps.files.find(p.authorisationFileId) : null;
    if (!file || file.ownerUserId !== userId) throw new ApiError(400, '授权委托书文件不存在，请重新上传');
    fileId = file.id;
  }
  const t = now();
  await db.transaction().execute(async (trx) => {
    enforce(checkAddSignatory((await loadContract(trx, p.id))!.snap, c.role));
    await insertSignatory(trx, {
      id: newId(), contractId: p.id, role: c.role, kind: p.kind, name: p.name, phone: p.phone, authorisationFileId: fileId,
      signedTime: null, removed: 0, createTime: t,
    });
    await touchContract(trx, p.id, t);
    await insertEvent(trx, { id: sortableId(t), contractId: p.id, type: 'signatory_added', actor: `user:${userId}`, detail: `${SIGNATORY_KIND_LABELS[p.kind]} ${p.name}`, createTime: t });
  });
  return contractDetail(deps, userId, p.id);
}

/** Takes one of the caller's party's unsigned signatories off (not a person's self). Removing it again answers the same detail. */
export async function dropSignatory(deps: ContractDeps, userId: string, p: { id: string; signatoryId: string }): Promise<ContractDetail> {
  const { db, now } = deps;
  const c = await loadForParty(db, p.id, userId);
  const verdict = checkRemoveSignatory(c.snap, c.role, p.signatoryId);
  enforce(verdict);
  if (verdict === null) {
    const t = now();
    await db.transaction().execute(async (trx) => {
      enforce(checkRemoveSignatory((await loadContract(trx, p.id))!.snap, c.role, p.signatoryId));
      if (!(await removeSignatory(trx, p.signatoryId))) return;
      const name = c.signatories.find((s) => s.id === p.signatoryId)?.name ?? '';
      await touchContract(trx, p.id, t);
      await insertEvent(trx, { id: sortableId(t), contractId: p.id, type: 'signatory_removed', actor: `user:${userId}`, detail: name, createTime: t });
    });
  }
  return contractDetail(deps, userId, p.id);
}
