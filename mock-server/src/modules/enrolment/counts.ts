import type { Queryable } from '../../db/queryable';
import { countMyProjects, countOpenLotsOfBidder, findRefusedApplicationIds } from './my-projects-repository';

/**
 * The user centre's enrolment counts of `userId`: inProgress = applications whose lot has not closed (报名中 +
 * 竞价中 tabs), bidding = lots open right now on which the user holds a confirmed deposit (a package counts each
 * open 标段), refusedIds = refused applications (their deposit orders are not to be paid).
 */
export async function enrolmentCounts(db: Queryable, userId: string): Promise<{ inProgress: number; bidding: number; refusedIds: string[] }> {
  const [enrolling, bidding, open, refusedIds] = await Promise.all([
    countMyProjects(db, userId, 'enrolling'), countMyProjects(db, userId, 'bidding'), countOpenLotsOfBidder(db, userId), findRefusedApplicationIds(db, userId),
  ]);
  return { inProgress: enrolling + bidding, bidding: open, refusedIds };
}
