import type { Insertable, Selectable } from 'kysely';
import type { ContractRole } from '../../../../contract/trade-contract-paths';
import type { Queryable } from '../../db/queryable';
import type { ContractPartyTable, ContractSignatoryTable } from '../../db/schema';

export type PartyRow = Selectable<ContractPartyTable>;
export type SignatoryRow = Selectable<ContractSignatoryTable>;

/** The two parties of a contract (transferor first). */
export async function partiesOf(db: Queryable, contractId: string): Promise<PartyRow[]> {
  const rows = await db.selectFrom('contractParty').selectAll().where('contractId', '=', contractId).execute();
  return rows.sort((a, b) => (a.role === 'transferor' ? -1 : b.role === 'transferor' ? 1 : 0));
}

/** Every signatory of a contract (removed ones too): the transferor's first, each party's in the order they were named. */
export async function signatoriesOf(db: Queryable, contractId: string): Promise<SignatoryRow[]> {
  // 'transferor' sorts after 'transferee': descending puts the transferor (甲方) first.
  return db.selectFrom('contractSignatory').selectAll().where('contractId', '=', contractId)
    .orderBy('role', 'desc').orderBy('createTime').orderBy('id').execute();
}

export async function insertParty(db: Queryable, row: Insertable<ContractPartyTable>): Promise<void> {
  await db.insertInto('contractParty').values(row).execute();
}
export async function insertSignatory(db: Queryable, row: Insertable<ContractSignatoryTable>): Promise<void> {
  await db.insertInto('contractSignatory').values(row).execute();
}

/** Both parties' confirmations cleared (an edit made a new version). */
export async function clearConfirmations(db: Queryable, contractId: string): Promise<void> {
  await db.updateTable('contractParty').set({ confirmedVersion: null, confirmedTime: null }).where('contractId', '=', contractId).execute();
}

/** `role` confirms `version`. @returns false when it had already confirmed that version. */
export async function confirmParty(db: Queryable, contractId: string, role: ContractRole, version: number, now: number): Promise<boolean> {
  const r = await db.updateTable('contractParty').set({ confirmedVersion: version, confirmedTime: now })
    .where('contractId', '=', contractId).where('role', '=', role)
    .where((eb) => eb.or([eb('confirmedVersion', 'is', null), eb('confirmedVersion', '!=', version)])).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Signatory `id` signs at `now`. @returns false when it had signed already or was removed (a double submit). */
export async function signSignatory(db: Queryable, id: string, now: number): Promise<boolean> {
  const r = await db.updateTable('contractSignatory').set({ signedTime: now })
    .where('id', '=', id).where('signedTime', 'is', null).where('removed', '=', 0).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Takes signatory `id` off (unsigned only). @returns false when it was signed or removed already. */
export async function removeSignatory(db: Queryable, id: string): Promise<boolean> {
  const r = await db.updateTable('contractSignatory').set({ removed: 1 })
    .where('id', '=', id).where('signedTime', 'is', null).where('removed', '=', 0).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Records a party's seal (an organisation's first signature) and, when `signedTime` is given, that it finished signing. */
export async function markParty(db: Queryable, contractId: string, role: ContractRole, set: { sealId?: string; signedTime?: number }): Promise<void> {
  if (set.sealId === undefined && set.signedTime === undefined) return;
  await db.updateTable('contractParty').set(set).where('contractId', '=', contractId).where('role', '=', role).execute();
}
