import type { Queryable } from '../../db/queryable';

/** A refused enrolment application: its id, the lot and why it was refused; decidedTime epoch ms. */
export interface RefusedApplication { id: string; assetsId: string; assetsName: string; reason: string; decidedTime: number }

/**
 * A closed lot the user was a bidder of: outcome as the bid service recorded it ('deal' | 'unsold'), won true when
 * the user's bidder code is the winner's; closedTime epoch ms.
 */
export interface ClosedLotOfBidder { assetsId: string; assetsName: string; bidderCode: string; outcome: string; won: boolean; closedTime: number }

/** The enrolment applications of `userId` the exchange refused (state 'refused'), newest first. */
export async function refusedApplications(db: Queryable, userId: string): Promise<RefusedApplication[]> {
  const rows = await db.selectFrom('enrolmentApplication')
    .innerJoin('project', 'project.assetsId', 'enrolmentApplication.assetsId')
    .select(['enrolmentApplication.id', 'enrolmentApplication.assetsId', 'project.assetsName', 'enrolmentApplication.refuseReason', 'enrolmentApplication.updateTime'])
    .where('enrolmentApplication.userId', '=', userId).where('enrolmentApplication.state', '=', 'refused')
    .orderBy('enrolmentApplication.updateTime', 'desc').execute();
  return rows.map((r) => ({ id: r.id, assetsId: r.assetsId, assetsName: r.assetsName, reason: r.refuseReason, decidedTime: r.updateTime }));
}

/**
 * The lots `userId` was a bidder of (a bidder row of table enrolment) whose bidding has a result (bid_lot.result_outcome
 * set), newest close first.
 */
export async function closedLotsOfBidder(db: Queryable, userId: string): Promise<ClosedLotOfBidder[]> {
  const rows = await db.selectFrom('enrolment')
    .innerJoin('bidLot', 'bidLot.assetsId', 'enrolment.assetsId')
    .innerJoin('project', 'project.assetsId', 'enrolment.assetsId')
    .select(['enrolment.assetsId', 'project.assetsName', 'enrolment.bidderCode', 'bidLot.resultOutcome', 'bidLot.resultWinnerCode', 'bidLot.closedTime', 'bidLot.updateTime'])
    .where('enrolment.userId', '=', userId).where('bidLot.resultOutcome', 'is not', null)
    .orderBy('bidLot.updateTime', 'desc').execute();
  return rows.map((r) => ({
    assetsId: r.assetsId, assetsName: r.assetsName, bidderCode: r.bidderCode, outcome: r.resultOutcome ?? '', won: r.resultWinnerCode === r.bidderCode, closedTime: r.closedTime ?? r.updateTime,
  }));
}
