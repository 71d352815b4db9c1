import type { Db } from '../../db/connection';
import type { PageViewTable } from '../../db/schema';

/** Stores one page view (anonymous: path, title and referrer only). */
export async function insertPageView(db: Db, row: PageViewTable): Promise<void> {
  await db.insertInto('pageView').values(row).execute();
}
