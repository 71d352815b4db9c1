import { CONTRACT_STATE_LABELS, type ContractRole, type ContractState } from '../../../../contract/trade-contract';
import { ApiError, notFound } from '../../http/envelope';
import { beijingTime } from '../../http/wire';
import { sortableId } from '../../lib/crypto';
import { finishContract } from './completion';
import type { ContractDeps } from './deps';
import { enforce, loadContract, type Loaded } from './load';
import { contractLink } from './links';
import { contractsInState, findContractByNo, insertEvent, moveState } from './repository';
import { confirmVersion } from './service';
import { recordSignature } from './signing';
import { checkVoid, CONTRACT_MESSAGES } from './state';

/** One contract as the operator lists it. */
export interface OperatorContractLine {
  contractNo: string; title: string; assetsName: string; state: ContractState; stateLabel: string; version: number;
  transferor: string; transferee: string; offlineParty: boolean; updateTime: string;
}

async function byNo(deps: ContractDeps, contractNo: string): Promise<Loaded> {
  const row = await findContractByNo(deps.db, contractNo);
  const c = row ? await loadContract(deps.db, row.id) : null;
  if (!c) throw notFound(`合同 ${contractNo} 不存在`);
  return c;
}

/** The contracts not yet signed or void (at most 200), latest change first. */
export async function operatorContracts(deps: ContractDeps): Promise<OperatorContractLine[]> {
  const rows = await contractsInState(deps.db, ['confirming', 'awaiting_signature', 'signing'], 200);
  const loaded = (await Promise.all(rows.map((r) => loadContract(deps.db, r.id)))).filter((c): c is Loaded => c !== null);
  return loaded.map((c) => ({
    contractNo: c.row.contractNo, title: c.row.title, assetsName: c.facts.deal.assetsName, state: c.snap.state,
    stateLabel: CONTRACT_STATE_LABELS[c.snap.state], version: c.row.version,
    transferor: c.parties.find((p) => p.role === 'transferor')?.name ?? '', transferee: c.parties.find((p) => p.role === 'transferee')?.name ?? '',
    offlineParty: c.parties.some((p) => p.userId === null), updateTime: beijingTime(Number(c.row.updateTime)),
  }));
}

/** The operator voids a contract before it is signed (409 once signed; void again: nothing new); both parties are told. */
export async function voidContract(deps: ContractDeps, contractNo: string, reason: string): Promise<{ contractNo: string; state: 'void' }> {
  const c = await byNo(deps, contractNo);
  const verdict = checkVoid(c.snap);
  enforce(verdict);
  if (verdict === 'same') return { contractNo, state: 'void' };
  const t = deps.now();
  const stored = await deps.db.transaction().execute(async (trx) => {
    if (!(await moveState(trx, c.row.id, ['confirming', 'awaiting_signature', 'signing'], 'void', t, reason))) throw new ApiError(409, '合同状态已变化，请刷新后重试');
    await insertEvent(trx, { id: sortableId(t), contractId: c.row.id, type: 'voided', actor: 'operator', detail: reason, createTime: t });
    return Promise.all(c.parties.filter((p) => p.userId).map((p) => deps.messages.store(trx, {
      userId: p.userId!, type: 'contract_voided', assetsId: c.row.assetsId, link: contractLink(c.row.id),
      title: `交易合同已作废：${c.facts.deal.assetsName}`, content: `《${c.row.title}》（合同编号 ${contractNo}）已由交易机构作废。原因：${reason}`,
    })));
  });
  await deps.messages.announce(stored);
  return { contractNo, state: 'void' };
}

/** The party without a portal account (the exchange acts for it), or 409. */
function offlineRole(c: Loaded): ContractRole {
  const party = c.parties.find((p) => p.userId === null);
  if (!party) throw new ApiError(409, '该合同双方均有平台账户，须由其本人在线办理');
  return party.role as ContractRole;
}

/** The operator confirms the latest version for the account-less party (after it agreed to the text in person). */
export async function offlineConfirm(deps: ContractDeps, contractNo: string): Promise<{ contractNo: string; version: number; state: ContractState }> {
  const c = await byNo(deps, contractNo);
  await confirmVersion(deps, { ...c, role: offlineRole(c) }, c.row.version, 'operator');
  const after = (await loadContract(deps.db, c.row.id))!;
  return { contractNo, version: after.row.version, state: after.snap.state };
}

/**
 * The operator records the account-less party's signatures (signed on paper at the exchange; an organisation's seal
 * stamped there): every unsigned signatory of that party, then the contract completes if that was the last.
 */
export async function offlineSign(deps: ContractDeps, contractNo: string): Promise<{ contractNo: string; state: ContractState }> {
  const c = await byNo(deps, contractNo);
  const role = offlineRole(c);
  const pending = c.snap.signatories.filter((x) => x.role === role && !x.removed && x.signedTime === null);
  // The state machine refuses each signature out of order (not confirmed, void, signed); with none left, say so.
  if (!pending.length && c.snap.state !== 'signing') throw new ApiError(409, c.snap.state === 'signed' ? CONTRACT_MESSAGES.signed : CONTRACT_MESSAGES.notConfirmed);
  let last = false;
  for (const s of pending) {
    last = (await recordSignature(deps, c.row.id, role, s.id, 'offline', 'operator')) === true || last;
  }
  if (last || c.snap.state === 'signing') await finishContract(deps, c.row.id);
  const after = (await loadContract(deps.db, c.row.id))!;
  return { contractNo, state: after.snap.state };
}
