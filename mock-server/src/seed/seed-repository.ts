import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../db/connection';
import type { BidLotTable, Database, EnrolmentTable, NewsPlateTable, UserAccountTable } from '../db/schema';
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
