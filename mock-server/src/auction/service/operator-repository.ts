import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { BidLotTable, Database, EnrolmentTable, ProjectTable } from '../../db/schema';

/** Stores an operator's lot: its project row and its bid activity, in the caller's transaction. */
export async function insertOperatorLot(trx: Transaction<Database>, project: Insertable<ProjectTable>, lot: Insertable<BidLotTable>): Promise<void> {
  await trx.insertInto('project').values(project).execute();
  await trx.insertInto('bidLot').values(lot).execute();
}

/** The user id of a login name key (trimmed, lower case), or null. */
export async function findUserIdByLoginKey(db: Db, loginNameKey: string): Promise<string | null> {
  const row = await db.selectFrom('userAccount').select('id').where('loginNameKey', '=', loginNameKey).executeTakeFirst();
  return row?.id ?? null;
}

/** The display name of an account (an organisation's registered name once verified), or null when there is no such account. */
export async function findUserName(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('userAccount').select('name').where('id', '=', userId).executeTakeFirst();
  return row?.name ?? null;
}

/** The deposit (fen) of a project with a bid activity, or null when it has none. */
export async function findLotDeposit(db: Db, assetsId: string): Promise<number | null> {
  const row = await db.selectFrom('bidLot').innerJoin('project', 'project.assetsId', 'bidLot.assetsId')
    .select('project.depositFen').where('bidLot.assetsId', '=', assetsId).executeTakeFirst();
  return row ? Number(row.depositFen) : null;
}

/** The user's bidder code on the lot, or null when not enrolled. */
export async function findBidderCode(db: Db, assetsId: string, userId: string): Promise<string | null> {
  const row = await db.selectFrom('enrolment').select(['bidderCode']).where('assetsId', '=', assetsId).where('userId', '=', userId).executeTakeFirst();
  return row?.bidderCode ?? null;
}

/** Sets the user's pre-emptive rank on the lot (null: none). */
export async function setPriorityRank(db: Db, assetsId: string, userId: string, priorityRank: number | null, now: number): Promise<void> {
  await db.updateTable('enrolment').set({ priorityRank, updateTime: now }).where('assetsId', '=', assetsId).where('userId', '=', userId).execute();
}

/** Every bidder code in use on the lot. */
export async function findLotBidderCodes(db: Db, assetsId: string): Promise<Set<string>> {
  return new Set((await db.selectFrom('enrolment').select('bidderCode').where('assetsId', '=', assetsId).execute()).map((r) => r.bidderCode));
}

/** Stores a bidder row. */
export async function insertBidder(db: Db, row: EnrolmentTable): Promise<void> {
  await db.insertInto('enrolment').values(row).execute();
}

/** Confirms the user's deposit on the lot; false when the user is not enrolled there. */
export async function confirmBidderDeposit(db: Db, assetsId: string, userId: string, now: number): Promise<boolean> {
  const result = await db.updateTable('enrolment').set({ depositStatus: 'confirmed', updateTime: now })
    .where('assetsId', '=', assetsId).where('userId', '=', userId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every bid activity with its projection and project name, newest first. */
export async function findLotsWithProjection(db: Db) {
  return db.selectFrom('bidLot').innerJoin('project', 'project.assetsId', 'bidLot.assetsId')
    .select(['bidLot.assetsId', 'project.assetsName', 'bidLot.mode', 'bidLot.phase', 'bidLot.seq', 'bidLot.currentPriceFen', 'bidLot.biddingCount',
      'bidLot.leaderCode', 'bidLot.deadline', 'bidLot.endTime', 'bidLot.paused', 'bidLot.resultOutcome', 'bidLot.anchor'])
    .orderBy('bidLot.createTime', 'desc').orderBy('bidLot.assetsId').execute();
}
