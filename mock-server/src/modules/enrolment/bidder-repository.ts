import type { Queryable } from '../../db/queryable';
import { newId } from '../../lib/crypto';

/** The bid service's bidder rows (table enrolment of 004) of `userId` on any of `lots`: lot and bidder code. */
export async function findBidderCodes(db: Queryable, userId: string, lots: string[]) {
  return db.selectFrom('enrolment').select(['assetsId', 'bidderCode']).where('userId', '=', userId)
    .where('assetsId', 'in', lots).execute();
}

/** Bidder codes other users than `userId` hold in any of `lots`. */
export async function findCodesTaken(db: Queryable, lots: string[], userId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('enrolment').select('bidderCode').where('assetsId', 'in', lots).where('userId', '<>', userId).execute();
  return new Set(rows.map((r) => r.bidderCode));
}

/** Deposits (fen) of the given lots (projects or 标段), by assetsId; unknown lots are absent. */
export async function findLotDeposits(db: Queryable, lots: string[]): Promise<Map<string, number>> {
  const rows = await db.selectFrom('project').select(['assetsId', 'depositFen']).where('assetsId', 'in', lots).execute();
  return new Map(rows.map((p) => [p.assetsId, Number(p.depositFen)]));
}

/** Marks an existing bidder row enrolled with its deposit (fen) confirmed. */
export async function confirmBidderRow(db: Queryable, assetsId: string, userId: string, depositFen: number, now: number): Promise<void> {
  await db.updateTable('enrolment').set({ depositStatus: 'confirmed', status: 'enrolled', depositFen, updateTime: now })
    .where('assetsId', '=', assetsId).where('userId', '=', userId).execute();
}

/**
 * Adds a bidder row, enrolled with its deposit (fen) confirmed, under `bidderCode`. Returns false, writing nothing,
 * when another bidder of the lot holds that code (unique key enrolment_lot_code; on PostgreSQL a concurrent
 * transaction's uncommitted row is waited for), so the caller draws another code without aborting its transaction.
 */
export async function insertConfirmedBidder(
  db: Queryable, row: { assetsId: string; userId: string; bidderCode: string; depositFen: number }, now: number,
): Promise<boolean> {
  const result = await db.insertInto('enrolment').values({
    id: newId(), ...row, depositStatus: 'confirmed', priorityRank: null, status: 'enrolled', createTime: now, updateTime: now,
  }).onConflict((oc) => oc.columns(['assetsId', 'bidderCode']).doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Removes the bidder rows of `userId` on `lots` (rows just added under a code that clashed on another lot). */
export async function deleteBidderRows(db: Queryable, userId: string, lots: string[]): Promise<void> {
  if (!lots.length) return;
  await db.deleteFrom('enrolment').where('userId', '=', userId).where('assetsId', 'in', lots).execute();
}

/** The deposits `userId` held on `lots` went back: bidder rows still refunding (or confirmed) → 'refunded'. */
export async function markBidderDepositsRefunded(db: Queryable, userId: string, lots: string[], now: number): Promise<void> {
  if (!lots.length) return;
  await db.updateTable('enrolment').set({ depositStatus: 'refunded', updateTime: now })
    .where('userId', '=', userId).where('assetsId', 'in', lots).where('depositStatus', 'in', ['refunding', 'confirmed']).execute();
}
