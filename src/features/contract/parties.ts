import type { ContractDetail, Signatory } from '@contract/trade-contract';

type Party = ContractDetail['parties'][number];

/** Whether the party confirmed the contract's current version (an older confirmation was cleared by an edit). */
export const confirmedCurrent = (party: Party, version: number) => party.confirmedVersion === version;

/** The signatories of the caller's party. */
export function mySignatories(detail: ContractDetail): Signatory[] {
  return detail.signatories.filter((s) => s.role === detail.myRole);
}

/** Whether the caller's party is a person (who signs for themself: no signatories to name). */
export const signsThemself = (detail: ContractDetail) => detail.parties.find((p) => p.role === detail.myRole)?.kind === 'person';
