import { SIGNATORY_KIND_LABELS, type ContractDetail, type ContractRole, type SignatoryKind } from '../../../../contract/trade-contract';
import { maskPhone } from '../../../../contract/rules/mask';
import { ApiError } from '../../http/envelope';
import { sortableId } from '../../lib/crypto';
import { ESIGN_UNAVAILABLE_MSG } from '../../services/e-signature/index';
import { SMS_PURPOSES } from '../auth/index';
import { finishContract } from './completion';
import type { ContractDeps } from './deps';
import { enforce, loadContract, loadForParty, type Loaded } from './load';
import { markParty, signSignatory } from './party-repository';
import { insertEvent, moveState, touchContract } from './repository';
import { allSigned, checkSign, CONTRACT_MESSAGES, stateAfterSign } from './state';
import { contractDetail } from './service';

/** Without an e-signature authority the signature that would complete the contract cannot be certified: 409. */
function requireAuthority(deps: ContractDeps, snap: Loaded['snap'], signatoryId: string): void {
  if (!deps.documents.certify && stateAfterSign(snap, signatoryId) === 'complete') throw new ApiError(409, ESIGN_UNAVAILABLE_MSG);
}

/** The caller's organisation seal when its party is an organisation (null for a person or without an active seal). */
async function sealOf(deps: ContractDeps, c: Loaded, role: ContractRole, userId: string) {
  const party = c.parties.find((p) => p.role === role)!;
  if (party.kind !== 'org') return null;
  const seal = await deps.sealLookup(deps.db, userId);
  return seal?.status === 'active' ? seal : null;
}

/**
 * Sends the signing code to signatory `signatoryId`'s phone (purpose SMS_PURPOSES.contractSign; the per-phone limits
 * of every code: one a minute, ten a day). Same refusals as signing (also the last signature without an e-signature
 * authority); 409 when that signatory signed already.
 */
export async function sendSignCode(deps: ContractDeps, userId: string, p: { id: string; signatoryId: string }): Promise<{ phoneMasked: string; retryAfterSec: number }> {
  const c = await loadForParty(deps.db, p.id, userId);
  const seal = await sealOf(deps, c, c.role, userId);
  const verdict = checkSign(c.snap, c.role, p.signatoryId, seal !== null);
  enforce(verdict);
  if (verdict === 'same') throw new ApiError(409, '该签署人已完成签署');
  requireAuthority(deps, c.snap, p.signatoryId);
  const phone = c.signatories.find((s) => s.id === p.signatoryId)!.phone;
  if (!phone) throw new ApiError(409, CONTRACT_MESSAGES.offlineParty);
  const sent = await deps.sms.send(phone, SMS_PURPOSES.contractSign, { deliver: true });
  return { phoneMasked: maskPhone(phone), retryAfterSec: sent.resendIn };
}

/**
 * Records signatory `signatoryId`'s signature for `role` in one transaction: its signed time, the party's seal
 * (organisations), the party's signed time once all its signatories signed, signing after the first signature, the
 * event. @returns whether it was the last signature (the document is made after the commit), null when it had signed already.
 */
export async function recordSignature(
  deps: ContractDeps, id: string, role: ContractRole, signatoryId: string, sealId: string | null, actor: string,
): Promise<boolean | null> {
  const t = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const c = (await loadContract(trx, id))!;
    const verdict = checkSign(c.snap, role, signatoryId, sealId !== null);
    enforce(verdict);
    if (verdict === 'same') return null;
    requireAuthority(deps, c.snap, signatoryId);
    if (!(await signSignatory(trx, signatoryId, t))) return null;
    const after = (await loadContract(trx, id))!;
    const partyDone = after.snap.signatories.filter((s) => s.role === role && !s.removed).every((s) => s.signedTime !== null);
    await markParty(trx, id, role, { ...(sealId ? { sealId } : {}), ...(partyDone ? { signedTime: t } : {}) });
    if (!(await moveState(trx, id, ['awaiting_signature'], 'signing', t))) await touchContract(trx, id, t);
    const s = c.signatories.find((x) => x.id === signatoryId)!;
    await insertEvent(trx, { id: sortableId(t), contractId: id, type: 'signed_by', actor, detail: `${SIGNATORY_KIND_LABELS[s.kind as SignatoryKind]} ${s.name}`, createTime: t });
    return allSigned(after.snap);
  });
}

/**
 * The signatory signs with the SMS code (§2 /usercenter/contract/sign). Signed already: the same detail, nothing new.
 * 400 wrong or expired code; 409 before both parties confirmed, another party's or a removed signatory, an
 * organisation without an active e-seal, a signed or void contract; 404 unknown signatory or not a party. The last
 * signature completes the contract (document, hash, certificate); if the document cannot be made the signature stays
 * and the contract waits in signing until it is (see completion.ts).
 */
export async function signContract(deps: ContractDeps, userId: string, p: { id: string; signatoryId: string; code: string }): Promise<ContractDetail> {
  const c = await loadForParty(deps.db, p.id, userId);
  const seal = await sealOf(deps, c, c.role, userId);
  const verdict = checkSign(c.snap, c.role, p.signatoryId, seal !== null);
  enforce(verdict);
  if (verdict === null) {
    const phone = c.signatories.find((s) => s.id === p.signatoryId)!.phone;
    if (!phone) throw new ApiError(409, CONTRACT_MESSAGES.offlineParty);
    requireAuthority(deps, c.snap, p.signatoryId);
    const checked = await deps.sms.verify(phone, SMS_PURPOSES.contractSign, p.code);
    if (!checked.ok) {
      // A double submit: the first call used the code and signed; the second answers what the first did.
      const now = await loadContract(deps.db, p.id);
      if (now?.snap.signatories.find((s) => s.id === p.signatoryId)?.signedTime == null) throw new ApiError(400, checked.msg);
      return contractDetail(deps, userId, p.id);
    }
    const last = await recordSignature(deps, p.id, c.role, p.signatoryId, seal?.sealId ?? null, `user:${userId}`);
    if (last) await finishContract(deps, p.id);
  } else if (c.snap.state === 'signing' && allSigned(c.snap)) {
    // A replay after a document that could not be made: a good moment to try again.
    await finishContract(deps, p.id);
  }
  return contractDetail(deps, userId, p.id);
}
