/**
 * The appeal module: appeals (申诉, §2 /shensuRecord) — owns the table appeal. Offers {@link appealRoutes} (list,
 * detail, subjects, submit), the operator's commands (bin/appeal.ts: {@link answerAppeal}, {@link closeAppeal},
 * {@link describeAppeals}) and {@link openAppealCount} for the user-centre summary. Uses realname (rejected records,
 * uploads), enrolment (refused applications, closed lots), payment (decided deposit orders) and messages.
 */
import type { Queryable } from '../../db/queryable';
import { countOpenAppeals } from './repository';

export { appealRoutes } from './routes';
export { answerAppeal, appealLink, closeAppeal, describeAppeals, type AppealOperatorResult } from './operator';

/** How many of `userId`'s appeals wait for the exchange's answer (status submitted). */
export function openAppealCount(db: Queryable, userId: string): Promise<number> {
  return countOpenAppeals(db, userId);
}
