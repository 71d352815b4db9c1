import type { Insertable } from 'kysely';
import type { EnrolmentApplicationTable, EnrolmentEventTable } from '../../db/schema';
import type { Queryable } from '../../db/queryable';

/** Stores an application exactly as given (the demo records' state, code and times). */
export async function insertApplicationRow(db: Queryable, row: Insertable<EnrolmentApplicationTable>): Promise<void> {
  await db.insertInto('enrolmentApplication').values(row).execute();
}

/** Appends entries to applications' histories (enrolment_event of migration 012). */
export async function insertEnrolmentEvents(db: Queryable, rows: EnrolmentEventTable[]): Promise<void> {
  if (rows.length) await db.insertInto('enrolmentEvent').values(rows).execute();
}

/** `userId:assetsId` of every application on any of `lots`. */
export async function findApplicationPairs(db: Queryable, lots: string[]): Promise<Set<string>> {
  if (!lots.length) return new Set();
  const rows = await db.selectFrom('enrolmentApplication').select(['userId', 'assetsId']).where('assetsId', 'in', lots).execute();
  return new Set(rows.map((r) => `${r.userId}:${r.assetsId}`));
}
