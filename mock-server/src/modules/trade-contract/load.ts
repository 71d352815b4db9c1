import type { ContractRole, ContractState } from '../../../../contract/trade-contract-paths';
import { ApiError, notFound } from '../../http/envelope';
import type { Queryable } from '../../db/queryable';
import type { StoredFacts } from './draft';
import { partiesOf, signatoriesOf, type PartyRow, type SignatoryRow } from './party-repository';
import { findContract, type ContractRow } from './repository';
import type { ContractSnap, Verdict } from './state';

/** A contract with its parties and signatories, and the state machine's view of it. */
export interface Loaded { row: ContractRow; facts: StoredFacts; parties: PartyRow[]; signatories: SignatoryRow[]; snap: ContractSnap }

export const NOT_FOUND_MSG = '合同不存在';

/** Loads contract `id` (through a transaction or the database), or null. */
export async function loadContract(db: Queryable, id: string): Promise<Loaded | null> {
  const row = await findContract(db, id);
  if (!row) return null;
  const [parties, signatories] = await Promise.all([partiesOf(db, id), signatoriesOf(db, id)]);
  const snap: ContractSnap = {
    state: row.state as ContractState, version: row.version,
    parties: parties.map((p) => ({ role: p.role as ContractRole, userId: p.userId, kind: p.kind as 'person' | 'org', confirmedVersion: p.confirmedVersion })),
    signatories: signatories.map((s) => ({
      id: s.id, role: s.role as ContractRole, kind: s.kind, removed: s.removed === 1, signedTime: s.signedTime === null ? null : Number(s.signedTime),
    })),
  };
  return { row, facts: JSON.parse(row.facts) as StoredFacts, parties, signatories, snap };
}

/** The caller's role in a loaded contract, or null when the caller is not a party. */
export function roleOf(c: Loaded, userId: string): ContractRole | null {
  // A transferor buying their own lot is unlikely; the transferee's side is then theirs (what waits on a buyer).
  const own = c.parties.filter((p) => p.userId === userId).map((p) => p.role as ContractRole);
  return own.includes('transferee') ? 'transferee' : own[0] ?? null;
}

/** Contract `id` and the caller's role. @throws 404 合同不存在 when it does not exist or the caller is not a party. */
export async function loadForParty(db: Queryable, id: string, userId: string): Promise<Loaded & { role: ContractRole }> {
  const c = await loadContract(db, id);
  const role = c ? roleOf(c, userId) : null;
  if (!c || !role) throw notFound(NOT_FOUND_MSG);
  return { ...c, role };
}

/** Throws a refusal of the state machine; 'same' and null pass (the caller decides what 'same' answers). */
export function enforce(v: Verdict): void {
  if (v && v !== 'same') throw new ApiError(v.code, v.msg);
}
