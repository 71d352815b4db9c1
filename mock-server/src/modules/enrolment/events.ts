import type { Queryable } from '../../db/queryable';
import { sortableId } from '../../lib/crypto';
import { insertEnrolmentEvent } from './event-repository';

/** What happened to an application: submitted (报名), accepted (deposit confirmed, bidder code), refused (资格审核未通过). */
export type EnrolmentEventType = 'submitted' | 'accepted' | 'refused';
/** Who did it: the user, an operator of the exchange, or the system (a bank notification settling the deposit). */
export type EnrolmentActor = `user:${string}` | 'operator' | 'system';

/** Appends one entry to the history of application `enrolmentId` (inside the caller's transaction when given one). */
export async function recordEnrolmentEvent(
  db: Queryable, enrolmentId: string, type: EnrolmentEventType, actor: EnrolmentActor, detail: object, now: number,
): Promise<void> {
  await insertEnrolmentEvent(db, { id: sortableId(now), enrolmentId, type, actor, detail: JSON.stringify(detail), createTime: now });
}
