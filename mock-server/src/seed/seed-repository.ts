import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Db } from '../db/connection';
import type {
  BidLotTable, Database, EnrolmentTable, LotEventTable, NewsPlateTable, ProjectTable, RealnameVerificationTable, SettlementTable, UserAccountTable,
} from '../db/schema';
import type { Queryable } from '../db/queryable';

/** Tables whose emptiness decides whether a part of the seed still has to be written. */
export type SeededTable = 'project' | 'userAccount' | 'bidLot' | 'projectProfile';

/** Whether `table` holds any row. */
export async function hasRows(db: Queryable, table: SeededTable): Promise<boolean> {
  const row = await db.selectFrom(table).select((eb) => eb.lit(1).as('one')).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Inserts `list` into `table` in multi-row statements of at most `perStatement` rows (the caller keeps the bound
 * parameters under SQLite's and PostgreSQL's limits).
 */
export async function insertBatches(trx: Transaction<Database>, table: keyof Database, list: object[], perStatement: number): Promise<void> {
  for (let i = 0; i < list.length; i += perStatement) {
    // The row types are exact per table; the generic table key defeats Kysely's overloads, hence the cast.
    await (trx.insertInto(table) as unknown as { values(v: object[]): { execute(): Promise<unknown> } })
      .values(list.slice(i, i + perStatement)).execute();
  }
}

/** Stores accounts. */
export async function insertUsers(db: Queryable, rows: Insertable<UserAccountTable>[]): Promise<void> {
  await db.insertInto('userAccount').values(rows).execute();
}

/** Every account's login name key. */
export async function findLoginNameKeys(db: Db): Promise<Set<string>> {
  return new Set((await db.selectFrom('userAccount').select('loginNameKey').execute()).map((r) => r.loginNameKey));
}

/** The anchored demo bidding projects (nature 49, with a start price) with the facts their auctions are planned from, by assetsId. */
export async function findDemoBiddingProjects(db: Db) {
  return db.selectFrom('project')
    .select(['assetsId', 'startPriceFen', 'incrementFen', 'depositFen', 'anchorStartOffsetS', 'anchorDurationS', 'biddingCount'])
    .where('projectNature', '=', 49).where('anchorStartOffsetS', 'is not', null).where('startPriceFen', 'is not', null)
    .orderBy('assetsId').execute();
}

/** Stores a demo lot's bid activity and its bidder rows in one transaction. */
export async function insertSeedLot(db: Db, lot: Insertable<BidLotTable>, enrolments: EnrolmentTable[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('bidLot').values(lot).execute();
    await trx.insertInto('enrolment').values(enrolments).execute();
  });
}

/** Every project row, in asset-id order. */
export async function findAllProjects(db: Db) {
  return db.selectFrom('project').selectAll().orderBy('assetsId').execute();
}

/** The mode of every bid lot, by assetsId. */
export async function findLotModes(db: Db): Promise<Map<string, string>> {
  return new Map((await db.selectFrom('bidLot').select(['assetsId', 'mode']).execute()).map((r) => [r.assetsId, r.mode]));
}

/** The plate codes the database holds (news_plate). */
export async function findPlateCodes(db: Queryable): Promise<Set<string>> {
  return new Set((await db.selectFrom('newsPlate').select('plateCode').execute()).map((p) => p.plateCode));
}

/** Stores plates (news_plate rows) as given. */
export async function insertPlates(db: Queryable, plates: Insertable<NewsPlateTable>[]): Promise<void> {
  if (plates.length > 0) await db.insertInto('newsPlate').values(plates).execute();
}

/**
 * The bidder rows of the demo lots (bid_lot.anchor set) with the account (login name, type) and the project facts the
 * user-centre records are built from, in lot and bidder-code order.
 */
export async function findDemoBidderRows(db: Queryable) {
  return db.selectFrom('enrolment').innerJoin('bidLot', 'bidLot.assetsId', 'enrolment.assetsId')
    .innerJoin('userAccount', 'userAccount.id', 'enrolment.userId').innerJoin('project', 'project.assetsId', 'enrolment.assetsId')
    .select(['enrolment.assetsId', 'enrolment.userId', 'enrolment.bidderCode', 'enrolment.depositFen', 'enrolment.depositStatus',
      'userAccount.loginName', 'userAccount.name', 'userAccount.userType', 'project.assetsName', 'project.imgSrc', 'project.announcementStartTime'])
    .where('bidLot.anchor', 'is not', null).orderBy('enrolment.assetsId').orderBy('enrolment.bidderCode').execute();
}

/**
 * Closed single bidding lots of the seed (nature 49, status 7 deal or 4 unsold, not anchored, not an operator's lot —
 * those have codes 'OP…'), most recently ended first: the candidates for the demo accounts' auction history; with the
 * result of the auction already written for one (a deal awaiting its settlement is state 4, yet still a deal).
 */
export async function findClosedHallProjects(db: Queryable) {
  return db.selectFrom('project').leftJoin('bidLot', 'bidLot.assetsId', 'project.assetsId').selectAll('project').select('bidLot.resultOutcome')
    .where('projectNature', '=', 49).where('projectCode', 'not like', 'OP%').where('status', 'in', [4, 7]).where('anchorStartOffsetS', 'is', null)
    .where('projectType', '=', 0).where('startPriceFen', 'is not', null).where('project.bidEndTime', 'is not', null)
    .orderBy('project.bidEndTime', 'desc').orderBy('project.assetsId').execute();
}

/** Whether `assetsId` has a bid activity (bid_lot row). */
export async function hasBidLot(db: Queryable, assetsId: string): Promise<boolean> {
  return (await db.selectFrom('bidLot').select('assetsId').where('assetsId', '=', assetsId).executeTakeFirst()) !== undefined;
}

/**
 * Stores a lot that closed in the past, in the caller's transaction: its bid activity (bid_lot, closed), its event log,
 * its bidder rows, the settlement of a deal, and the project columns projected from the final state.
 */
export async function insertClosedLot(trx: Transaction<Database>, w: {
  lot: Insertable<BidLotTable>; events: LotEventTable[]; bidders: EnrolmentTable[]; settlement: Insertable<SettlementTable> | null; project: Updateable<ProjectTable>;
}): Promise<void> {
  await trx.insertInto('bidLot').values(w.lot).execute();
  if (w.events.length) await trx.insertInto('lotEvent').values(w.events).execute();
  if (w.bidders.length) await trx.insertInto('enrolment').values(w.bidders).execute();
  if (w.settlement) await trx.insertInto('settlement').values(w.settlement).execute();
  await trx.updateTable('project').set(w.project).where('assetsId', '=', w.lot.assetsId).execute();
}

/** Stores a real-name record (the seeded organisation's approved verification). */
export async function insertRealnameRecord(db: Queryable, row: Insertable<RealnameVerificationTable>): Promise<void> {
  await db.insertInto('realnameVerification').values(row).execute();
}

/** Makes `userId` (named `name`) the transferor of the anchored demo bidding lots that have no transferor account. */
export async function setDemoTransferor(db: Db, userId: string, name: string): Promise<void> {
  await db.updateTable('project').set({ transferorUserId: userId, transferor: name })
    .where('projectNature', '=', 49).where('anchorStartOffsetS', 'is not', null).where('transferorUserId', 'is', null).execute();
}

/** Makes `userId` (named `name`) the transferor of project `assetsId`. */
export async function setTransferorOf(db: Queryable, assetsId: string, userId: string, name: string): Promise<void> {
  await db.updateTable('project').set({ transferorUserId: userId, transferor: name }).where('assetsId', '=', assetsId).execute();
}

/** The settlement of lot `assetsId` (id and balance), or undefined. */
export async function findSettlementOf(db: Db, assetsId: string) {
  return db.selectFrom('settlement').select(['id', 'balanceFen']).where('assetsId', '=', assetsId).executeTakeFirst();
}
