import type { ContractRole } from '../../../../contract/trade-contract-paths';
import { CONTRACT_MESSAGES, partyOf, partyStarted, type ContractSnap } from './state';

/** What the caller may do (contractActionsSchema): each false names why in `reasons`. */
export interface ContractActions {
  edit: boolean; confirm: boolean; manageSignatories: boolean; sign: boolean; download: boolean; reasons: Record<string, string>;
}

/**
 * The actions of `role` on a contract in `s`; `hasSeal` whether the caller's organisation has an active e-seal,
 * `hasDocument` whether the signed PDF is stored.
 */
export function actionsFor(s: ContractSnap, role: ContractRole, hasSeal: boolean, hasDocument: boolean): ContractActions {
  const reasons: Record<string, string> = {};
  const closedMsg = s.state === 'void' ? CONTRACT_MESSAGES.void : s.state === 'signed' ? CONTRACT_MESSAGES.signed : null;
  const party = partyOf(s, role);
  const mine = s.signatories.filter((x) => x.role === role && !x.removed);
  const deny = (key: string, msg: string | null) => { if (msg) reasons[key] = msg; return msg === null; };

  const edit = deny('edit', closedMsg ?? (s.state !== 'confirming' ? CONTRACT_MESSAGES.frozen : null));
  const confirm = deny('confirm', closedMsg ?? (s.state !== 'confirming' ? CONTRACT_MESSAGES.frozen
    : party.confirmedVersion === s.version ? CONTRACT_MESSAGES.awaitingOther : null));
  const manageSignatories = deny('manageSignatories', closedMsg ?? (party.kind !== 'org' ? CONTRACT_MESSAGES.personParty
    : partyStarted(s, role) ? CONTRACT_MESSAGES.partyStarted : null));
  const sign = deny('sign', closedMsg ?? (s.state === 'confirming' ? CONTRACT_MESSAGES.notConfirmed
    : mine.length === 0 ? CONTRACT_MESSAGES.noSignatory
      : mine.every((x) => x.signedTime !== null) ? (s.state === 'signing' && mine.length ? CONTRACT_MESSAGES.partySignedAwaitingOther : CONTRACT_MESSAGES.partySigned)
        : party.kind === 'org' && !hasSeal ? CONTRACT_MESSAGES.noSeal : null));
  const download = deny('download', s.state === 'signed' && hasDocument ? null : s.state === 'void' ? CONTRACT_MESSAGES.void : CONTRACT_MESSAGES.downloadAfterSigning);
  return { edit, confirm, manageSignatories, sign, download, reasons };
}

/** What can wait on a party (ContractItem.todo), answered in the request's language. */
export const TODO_MESSAGES = { confirm: '待确认合同文本', addSignatory: '待添加签署人', sign: '待签署' } as const;

/** What waits on `role` in the list ('' nothing). */
export function todoOf(s: ContractSnap, role: ContractRole): string {
  const party = partyOf(s, role);
  const mine = s.signatories.filter((x) => x.role === role && !x.removed);
  if (s.state === 'confirming') return party.confirmedVersion === s.version ? '' : TODO_MESSAGES.confirm;
  if (s.state !== 'awaiting_signature' && s.state !== 'signing') return '';
  if (mine.length === 0) return TODO_MESSAGES.addSignatory;
  return mine.some((x) => x.signedTime === null) ? TODO_MESSAGES.sign : '';
}
