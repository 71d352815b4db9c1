import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Queryable } from '../../db/queryable';
import type { Database, DealConfirmationTable, SettlementEventTable } from '../../db/schema';

/**
 * The deal module's SQL: deal_confirmation and settlement_event (owned), settlement (inserted by the bid service at
 * the close, filled and moved here), and the project, account and file rows a deal is described with (read only).
 */

/** Settlements that have no 成交确认书 yet (of `assetsIds`, every one when null), oldest first. */
export async function findUnissued(db: Queryable, assetsIds: string[] | null): Promise<string[]> {
  if (assetsIds && !assetsIds.length) return [];
  let q = db.selectFrom('settlement').leftJoin('dealConfirmation', 'dealConfirmation.settlementId', 'settlement.id')
    .select('settlement.id').where('dealConfirmation.id', 'is', null);
  if (assetsIds) q = q.where('settlement.assetsId', 'in', assetsIds);
  return (await q.orderBy('settlement.createTime').orderBy('settlement.id').execute()).map((r) => r.id);
}

/** What a deal is issued from: the settlement, its project and the names of both parties' accounts; null when unknown. */
export async function findDealSource(db: Queryable, settlementId: string) {
  const row = await db.selectFrom('settlement')
    .innerJoin('project', 'project.assetsId', 'settlement.assetsId')
    .innerJoin('userAccount as winner', 'winner.id', 'settlement.winnerUserId')
    .leftJoin('userAccount as transferor', 'transferor.id', 'project.transferorUserId')
    .select([
      'settlement.id as settlementId', 'settlement.assetsId', 'settlement.winnerUserId', 'settlement.bidderCode', 'settlement.priceFen',
      'settlement.depositAppliedFen', 'settlement.createTime as closedTime', 'project.projectCode', 'project.assetsName', 'project.parentAssetsId',
      'project.familyId', 'project.assetTypeId', 'project.transferType', 'project.provinceCode', 'project.cityCode', 'project.countyCode',
      'project.townName', 'project.villageName', 'project.area', 'project.areaUnit', 'project.termYears', 'project.priceType',
      'project.priceUnit', 'project.transferor', 'project.transferorUserId',
      'winner.name as winnerName', 'winner.loginName as winnerLogin', 'winner.userType as winnerType',
      'transferor.name as transferorAccountName', 'transferor.userType as transferorType',
    ])
    .where('settlement.id', '=', settlementId).executeTakeFirst();
  return row ?? null;
}
export type DealSource = NonNullable<Awaited<ReturnType<typeof findDealSource>>>;

/** The parent package's name of a 标段 ('' when none). */
export async function findProjectName(db: Queryable, assetsId: string): Promise<string> {
  if (!assetsId) return '';
  return (await db.selectFrom('project').select('assetsName').where('assetsId', '=', assetsId).executeTakeFirst())?.assetsName ?? '';
}

/** Inserts the confirmation unless the lot has one. @returns false when it already had (a replayed close, a second sweep). */
export async function insertConfirmation(trx: Transaction<Database>, row: DealConfirmationTable): Promise<boolean> {
  const res = await trx.insertInto('dealConfirmation').values(row).onConflict((oc) => oc.column('assetsId').doNothing()).executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Writes the fee and the balance of a settlement (in fen). */
export async function setAmounts(trx: Transaction<Database>, id: string, feeFen: number, balanceFen: number, now: number): Promise<void> {
  await trx.updateTable('settlement').set({ feeFen, balanceFen, updateTime: now }).where('id', '=', id).execute();
}

/** Appends a step to a settlement's history. */
export async function insertEvent(db: Queryable, row: Insertable<SettlementEventTable>): Promise<void> {
  await db.insertInto('settlementEvent').values(row).execute();
}

/** A settlement's history, oldest first. */
export async function findEvents(db: Db, settlementId: string) {
  return db.selectFrom('settlementEvent').selectAll().where('settlementId', '=', settlementId).orderBy('createTime').orderBy('id').execute();
}

/** The columns a settlement is shown with: the settlement, its confirmation and the project's names and unit. */
function withConfirmation(db: Queryable) {
  return db.selectFrom('settlement')
    .innerJoin('dealConfirmation', 'dealConfirmation.settlementId', 'settlement.id')
    .innerJoin('project', 'project.assetsId', 'settlement.assetsId')
    .selectAll('settlement')
    .select([
      'dealConfirmation.id as confirmationId', 'dealConfirmation.confirmationNo', 'dealConfirmation.winnerName', 'dealConfirmation.transferorName',
      'dealConfirmation.transferorUserId', 'dealConfirmation.closedTime', 'dealConfirmation.createTime as issuedTime',
      'project.assetsName', 'project.projectCode', 'project.parentAssetsId', 'project.familyId', 'project.priceType', 'project.priceUnit',
      'project.area', 'project.areaUnit', 'project.termYears',
    ]);
}
export type SettlementRow = Awaited<ReturnType<ReturnType<typeof withConfirmation>['executeTakeFirstOrThrow']>>;

/** One page of the settlements where `userId` is the winner or the transferor, newest first, with the total. */
export async function findPartySettlements(db: Db, userId: string, status: string | undefined, limit: number, offset: number) {
  let base = withConfirmation(db).where((eb) => eb.or([eb('settlement.winnerUserId', '=', userId), eb('dealConfirmation.transferorUserId', '=', userId)]));
  if (status) base = base.where('settlement.status', '=', status);
  const [rows, counted] = await Promise.all([
    base.orderBy('settlement.createTime', 'desc').orderBy('settlement.id', 'desc').limit(limit).offset(offset).execute(),
    base.clearSelect().select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.n) };
}

/** The settlement `id` (issued), or null. */
export async function findSettlement(db: Queryable, id: string): Promise<SettlementRow | null> {
  return (await withConfirmation(db).where('settlement.id', '=', id).executeTakeFirst()) ?? null;
}

/** The issued settlement of lot `assetsId`, or null. */
export async function findSettlementOfLot(db: Queryable, assetsId: string): Promise<SettlementRow | null> {
  return (await withConfirmation(db).where('settlement.assetsId', '=', assetsId).executeTakeFirst()) ?? null;
}

/** Settlements whose proof awaits the operator (or every issued one not yet confirmed when `all`), oldest first. */
export async function findOpenSettlements(db: Db, onlyPending: boolean) {
  let q = withConfirmation(db).innerJoin('userAccount', 'userAccount.id', 'settlement.winnerUserId').select('userAccount.loginName');
  q = onlyPending ? q.where('settlement.status', '=', 'proof_submitted') : q.where('settlement.status', '!=', 'confirmed');
  return q.orderBy('settlement.updateTime').orderBy('settlement.id').execute();
}

/** The settlement's columns a move may set. */
export interface SettlementMove {
  status: string; proofFileId?: string; proofRemark?: string; proofTime?: number; rejectReason?: string; paidFen?: number; confirmedTime?: number;
}

/** Moves the settlement to `set.status` only from one of `from`. @returns false when it was in another state (a double click, a race). */
export async function moveSettlement(trx: Transaction<Database>, id: string, from: string[], set: SettlementMove, now: number): Promise<boolean> {
  const res = await trx.updateTable('settlement').set({ ...set, updateTime: now }).where('id', '=', id).where('status', 'in', from).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** The upload `fileId` when `userId` owns it, else null. */
export async function findOwnFile(db: Queryable, fileId: string, userId: string) {
  return (await db.selectFrom('file').select(['id', 'originalName', 'contentType', 'createTime']).where('id', '=', fileId)
    .where('ownerUserId', '=', userId).executeTakeFirst()) ?? null;
}

/** The trade contract drawn for lot `assetsId` (its id), or null while there is none. */
export async function findContractId(db: Queryable, assetsId: string): Promise<string | null> {
  return (await db.selectFrom('tradeContract').select('id').where('assetsId', '=', assetsId).executeTakeFirst())?.id ?? null;
}

/** Deletes lot `assetsId`'s 成交确认书 (its contract and the contract's rows go with it, by cascade). */
export async function deleteConfirmation(trx: Transaction<Database>, assetsId: string): Promise<void> {
  await trx.deleteFrom('dealConfirmation').where('assetsId', '=', assetsId).execute();
}

/**
 * The deals where `userId` is the winner or the transferor, newest first, for the file cabinet: the lot, its
 * confirmation number and issue time, and the latest balance proof (file id '' none, shown to the winner only).
 */
export async function findPartyDeals(db: Queryable, userId: string) {
  return withConfirmation(db)
    .where((eb) => eb.or([eb('settlement.winnerUserId', '=', userId), eb('dealConfirmation.transferorUserId', '=', userId)]))
    .orderBy('settlement.createTime', 'desc').execute();
}

/** How many settlements `userId` won whose balance is still to pay (待缴款, or 凭证未通过: a new proof is due). */
export async function countSettlementsDue(db: Queryable, userId: string): Promise<number> {
  const row = await db.selectFrom('settlement').innerJoin('dealConfirmation', 'dealConfirmation.settlementId', 'settlement.id')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('settlement.winnerUserId', '=', userId).where('settlement.status', 'in', ['awaiting_payment', 'proof_rejected'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
