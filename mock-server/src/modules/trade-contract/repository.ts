import type { Insertable, Selectable } from 'kysely';
import type { ContractState } from '../../../../contract/trade-contract-paths';
import type { Queryable } from '../../db/queryable';
import type { ContractEventTable, ContractVersionTable, TradeContractTable } from '../../db/schema';

/** A trade_contract row (times epoch ms; facts JSON, see draft.ts StoredFacts). */
export type ContractRow = Selectable<TradeContractTable>;
export type VersionRow = Selectable<ContractVersionTable>;
export type EventRow = Selectable<ContractEventTable>;

/** The contract `id`, or null. */
export async function findContract(db: Queryable, id: string): Promise<ContractRow | null> {
  return (await db.selectFrom('tradeContract').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/** The contract of a contract number, or null. */
export async function findContractByNo(db: Queryable, contractNo: string): Promise<ContractRow | null> {
  return (await db.selectFrom('tradeContract').selectAll().where('contractNo', '=', contractNo).executeTakeFirst()) ?? null;
}

/** Whether a contract exists for the lot or for the confirmation (each is unique). */
export async function contractOfDealExists(db: Queryable, assetsId: string, confirmationId: string): Promise<boolean> {
  const row = await db.selectFrom('tradeContract').select('id')
    .where((eb) => eb.or([eb('assetsId', '=', assetsId), eb('confirmationId', '=', confirmationId)])).executeTakeFirst();
  return row !== undefined;
}

/** Stores a new contract, its first version and its first event. */
export async function insertContract(db: Queryable, row: Insertable<TradeContractTable>): Promise<void> {
  await db.insertInto('tradeContract').values(row).execute();
}
export async function insertVersion(db: Queryable, row: Insertable<ContractVersionTable>): Promise<void> {
  await db.insertInto('contractVersion').values(row).execute();
}
export async function insertEvent(db: Queryable, row: ContractEventTable): Promise<void> {
  await db.insertInto('contractEvent').values(row).execute();
}

/** Moves the contract from `fromVersion` to `toVersion` while it is still confirming. @returns false when someone was first. */
export async function bumpVersion(db: Queryable, id: string, fromVersion: number, toVersion: number, now: number): Promise<boolean> {
  const r = await db.updateTable('tradeContract').set({ version: toVersion, updateTime: now })
    .where('id', '=', id).where('version', '=', fromVersion).where('state', '=', 'confirming').executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Moves the contract's state when it is one of `from`. @returns false when it was not. */
export async function moveState(db: Queryable, id: string, from: ContractState[], to: ContractState, now: number, voidReason?: string): Promise<boolean> {
  const r = await db.updateTable('tradeContract').set({ state: to, updateTime: now, ...(voidReason === undefined ? {} : { voidReason }) })
    .where('id', '=', id).where('state', 'in', from).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Marks a contract touched (a signature, a signatory) without changing its state. */
export async function touchContract(db: Queryable, id: string, now: number): Promise<void> {
  await db.updateTable('tradeContract').set({ updateTime: now }).where('id', '=', id).execute();
}

/** Completes a contract: signed with its document, only from signing without a document. @returns false when already done. */
export async function completeContract(
  db: Queryable, id: string, doc: { fileId: string; sha256: string; size: number; signedTime: number },
): Promise<boolean> {
  const r = await db.updateTable('tradeContract')
    .set({ state: 'signed', documentFileId: doc.fileId, documentSha256: doc.sha256, documentSize: doc.size, signedTime: doc.signedTime, updateTime: doc.signedTime })
    .where('id', '=', id).where('state', '=', 'signing').where('documentFileId', '=', '').executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Every kept version of a contract, newest first. */
export async function versionsOf(db: Queryable, id: string): Promise<VersionRow[]> {
  return db.selectFrom('contractVersion').selectAll().where('contractId', '=', id).orderBy('version', 'desc').execute();
}

/** One kept version, or null. */
export async function findVersion(db: Queryable, id: string, version: number): Promise<VersionRow | null> {
  return (await db.selectFrom('contractVersion').selectAll().where('contractId', '=', id).where('version', '=', version).executeTakeFirst()) ?? null;
}

/** A contract's history, oldest first. */
export async function eventsOf(db: Queryable, id: string): Promise<EventRow[]> {
  return db.selectFrom('contractEvent').selectAll().where('contractId', '=', id).orderBy('createTime').orderBy('id').execute();
}

/** One page of the contracts `userId` is a party to (optionally of one state), newest first, and the total. */
export async function pageOfContracts(
  db: Queryable, userId: string, state: ContractState | undefined, limit: number, offset: number,
): Promise<{ rows: ContractRow[]; total: number }> {
  let q = db.selectFrom('tradeContract').where('id', 'in', (eb) => eb.selectFrom('contractParty').select('contractId').where('userId', '=', userId));
  if (state) q = q.where('state', '=', state);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('createTime', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The contracts whose stored document has this SHA-256 (hex). */
export async function contractsBySha256(db: Queryable, sha256: string): Promise<ContractRow[]> {
  return db.selectFrom('tradeContract').selectAll().where('documentSha256', '=', sha256).where('state', '=', 'signed').execute();
}

/** Contracts in a state, newest first (the operator's list, the start-up sweep). */
export async function contractsInState(db: Queryable, states: ContractState[], limit: number): Promise<ContractRow[]> {
  return db.selectFrom('tradeContract').selectAll().where('state', 'in', states).orderBy('updateTime', 'desc').limit(limit).execute();
}

/** The signed contracts `userId` is a party to, newest first. */
export async function signedContractsOf(db: Queryable, userId: string): Promise<ContractRow[]> {
  return db.selectFrom('tradeContract').selectAll().where('state', '=', 'signed')
    .where('id', 'in', (eb) => eb.selectFrom('contractParty').select('contractId').where('userId', '=', userId))
    .orderBy('signedTime', 'desc').execute();
}

/** How many contracts `userId` is a party of that are still being confirmed or signed (待确认, 待签署, 签署中). */
export async function countOpenContracts(db: Queryable, userId: string): Promise<number> {
  const row = await db.selectFrom('contractParty').innerJoin('tradeContract', 'tradeContract.id', 'contractParty.contractId')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('contractParty.userId', '=', userId).where('tradeContract.state', 'in', ['confirming', 'awaiting_signature', 'signing'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
