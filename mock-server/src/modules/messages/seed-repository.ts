import type { Insertable } from 'kysely';
import type { UserMessageTable } from '../../db/schema';
import type { Queryable } from '../../db/queryable';

/** Stores messages exactly as given (read state and times included). */
export async function insertMessageRows(db: Queryable, rows: Insertable<UserMessageTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('userMessage').values(rows).execute();
}

/** Deletes the messages of types `types` about lot `assetsId`. @returns how many went. */
export async function deleteLotMessages(db: Queryable, assetsId: string, types: readonly string[]): Promise<number> {
  const result = await db.deleteFrom('userMessage').where('assetsId', '=', assetsId).where('type', 'in', [...types]).executeTakeFirst();
  return Number(result.numDeletedRows);
}
