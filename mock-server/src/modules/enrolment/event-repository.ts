import type { Selectable } from 'kysely';
import type { EnrolmentEventTable } from '../../db/schema';
import type { Queryable } from '../../db/queryable';

export type EnrolmentEventRow = Selectable<EnrolmentEventTable>;

/** Appends one entry to an application's history (enrolment_event). */
export async function insertEnrolmentEvent(db: Queryable, row: EnrolmentEventRow): Promise<void> {
  await db.insertInto('enrolmentEvent').values(row).execute();
}

/** The history of application `enrolmentId`, in the order it was written. */
export function findEnrolmentEvents(db: Queryable, enrolmentId: string): Promise<EnrolmentEventRow[]> {
  return db.selectFrom('enrolmentEvent').selectAll().where('enrolmentId', '=', enrolmentId).orderBy('id').execute();
}
