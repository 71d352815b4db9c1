import { CONTRACT_LIMITS, type ContractRole, type ContractState } from '../../../../contract/trade-contract-paths';

/**
 * The contract's state machine, without I/O: each `check*` answers null (go ahead), 'same' (already done: answer the
 * same detail, change nothing) or a refusal {code, msg} (404 unknown signatory, 409 wrong state); `stateAfter*` gives
 * the next state. confirming → awaiting_signature (both parties confirmed the latest version) → signing (first
 * signature) → signed (every signatory of both parties signed, the document exists); void before signed.
 */
export interface PartySnap { role: ContractRole; userId: string | null; kind: 'person' | 'org'; confirmedVersion: number | null }
export interface SignatorySnap { id: string; role: ContractRole; kind: string; removed: boolean; signedTime: number | null }
export interface ContractSnap { state: ContractState; version: number; parties: PartySnap[]; signatories: SignatorySnap[] }
export interface Refusal { code: 404 | 409; msg: string }
export type Verdict = Refusal | 'same' | null;

export const CONTRACT_MESSAGES = {
  frozen: '合同文本已经双方确认，不能再修改',
  stale: '合同已被对方修改，请刷新后再改',
  staleConfirm: '该版本已不是最新版本，请查看最新文本后再确认',
  notConfirmed: '双方尚未确认同一版本的合同文本，暂不能签署',
  signed: '合同已签署完成',
  void: '合同已作废',
  otherParty: '该签署人属于对方，不能代为操作',
  removed: '该签署人已被移除',
  unknownSignatory: '签署人不存在',
  partyStarted: '本方已有签署人完成签署，不能再变更签署人',
  personParty: '个人签约方由本人签署，无需添加签署人',
  tooMany: `每方最多 ${CONTRACT_LIMITS.signatoriesPerParty} 名签署人`,
  selfFixed: '本人签署人不能移除',
  signedSignatory: '已签署的签署人不能移除',
  noSeal: '本单位尚未启用电子签章，请先申请电子签章并完成人脸核验',
  noSignatory: '本方尚未添加签署人',
  offlineParty: '该签约方没有平台账户，由交易机构线下办理',
  awaitingOther: '本方已确认当前版本，等待对方确认',
  partySignedAwaitingOther: '本方已全部签署，等待对方签署',
  partySigned: '本方已全部签署',
  downloadAfterSigning: '合同签署完成后可下载',
} as const;

const refuse = (msg: string, code: 404 | 409 = 409): Refusal => ({ code, msg });
const live = (s: ContractSnap) => s.signatories.filter((x) => !x.removed);
/** The party of `role`. */
export const partyOf = (s: ContractSnap, role: ContractRole) => s.parties.find((p) => p.role === role)!;
/** Whether `role`'s party has a signature in. */
export const partyStarted = (s: ContractSnap, role: ContractRole) => live(s).some((x) => x.role === role && x.signedTime !== null);
/** Whether every party has at least one signatory and every live signatory signed. */
export const allSigned = (s: ContractSnap) =>
  s.parties.every((p) => live(s).some((x) => x.role === p.role)) && live(s).every((x) => x.signedTime !== null);

/** A closed state's refusal (signed or void), else null. */
function closed(s: ContractSnap): Refusal | null {
  if (s.state === 'void') return refuse(CONTRACT_MESSAGES.void);
  if (s.state === 'signed') return refuse(CONTRACT_MESSAGES.signed);
  return null;
}

/** Editing the negotiable clauses from `baseVersion`: only while confirming, only from the latest version. */
export function checkEdit(s: ContractSnap, baseVersion: number): Verdict {
  const c = closed(s);
  if (c) return c;
  if (s.state !== 'confirming') return refuse(CONTRACT_MESSAGES.frozen);
  return baseVersion === s.version ? null : refuse(CONTRACT_MESSAGES.stale);
}

/** `role` confirming `version`: the latest only; confirming it again is 'same'. */
export function checkConfirm(s: ContractSnap, role: ContractRole, version: number): Verdict {
  const c = closed(s);
  if (c) return c;
  if (version !== s.version) return refuse(s.state === 'confirming' ? CONTRACT_MESSAGES.staleConfirm : CONTRACT_MESSAGES.frozen);
  return partyOf(s, role).confirmedVersion === version ? 'same' : s.state === 'confirming' ? null : refuse(CONTRACT_MESSAGES.frozen);
}

/** The state once `role` confirmed `version`: frozen (awaiting_signature) when the other party confirmed it too. */
export function stateAfterConfirm(s: ContractSnap, role: ContractRole, version: number): ContractState {
  return s.parties.every((p) => p.role === role || p.confirmedVersion === version) ? 'awaiting_signature' : 'confirming';
}

/** `role` naming a signatory: organisations only, before the party's first signature, within the limit. */
export function checkAddSignatory(s: ContractSnap, role: ContractRole): Verdict {
  const c = closed(s);
  if (c) return c;
  if (partyOf(s, role).kind !== 'org') return refuse(CONTRACT_MESSAGES.personParty);
  if (partyStarted(s, role)) return refuse(CONTRACT_MESSAGES.partyStarted);
  return live(s).filter((x) => x.role === role).length >= CONTRACT_LIMITS.signatoriesPerParty ? refuse(CONTRACT_MESSAGES.tooMany) : null;
}

/** `role` taking signatory `id` off: its own party's, unsigned, not the person's self; removed again is 'same'. */
export function checkRemoveSignatory(s: ContractSnap, role: ContractRole, id: string): Verdict {
  const c = closed(s);
  if (c) return c;
  const x = s.signatories.find((y) => y.id === id);
  if (!x) return refuse(CONTRACT_MESSAGES.unknownSignatory, 404);
  if (x.role !== role) return refuse(CONTRACT_MESSAGES.otherParty);
  if (x.removed) return 'same';
  if (x.kind === 'self') return refuse(CONTRACT_MESSAGES.selfFixed);
  if (x.signedTime !== null) return refuse(CONTRACT_MESSAGES.signedSignatory);
  return partyStarted(s, role) ? refuse(CONTRACT_MESSAGES.partyStarted) : null;
}

/**
 * Signatory `id` signing for `role` (also asking for the code): both parties confirmed (frozen), the signatory is of
 * the caller's party and not removed, an organisation has its active seal; signed already is 'same'.
 */
export function checkSign(s: ContractSnap, role: ContractRole, id: string, hasSeal: boolean): Verdict {
  const x = s.signatories.find((y) => y.id === id);
  if (!x) return refuse(CONTRACT_MESSAGES.unknownSignatory, 404);
  if (x.role !== role) return refuse(CONTRACT_MESSAGES.otherParty);
  if (x.removed) return refuse(CONTRACT_MESSAGES.removed);
  if (x.signedTime !== null) return 'same';
  const c = closed(s);
  if (c) return c;
  if (s.state === 'confirming') return refuse(CONTRACT_MESSAGES.notConfirmed);
  return partyOf(s, role).kind === 'org' && !hasSeal ? refuse(CONTRACT_MESSAGES.noSeal) : null;
}

/** The state once signatory `id` signed: signing, or 'complete' when that was the last signature (the document follows). */
export function stateAfterSign(s: ContractSnap, id: string): 'signing' | 'complete' {
  const next = { ...s, signatories: s.signatories.map((x) => (x.id === id ? { ...x, signedTime: x.signedTime ?? 0 } : x)) };
  return allSigned(next) ? 'complete' : 'signing';
}

/** An operator voiding the contract: any state before signed; void again is 'same'. */
export function checkVoid(s: ContractSnap): Verdict {
  if (s.state === 'void') return 'same';
  return s.state === 'signed' ? refuse(CONTRACT_MESSAGES.signed) : null;
}
