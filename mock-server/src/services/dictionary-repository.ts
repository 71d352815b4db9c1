import type { Db } from '../db/connection';

/** Rows of dictionary `code` (idType, demandPurpose, transferType, priceUnit…), by sort then key; unknown code → []. */
export async function findDictItems(db: Db, code: string) {
  return db.selectFrom('dictItem')
    .select(['id', 'code', 'dictKey', 'dictValue', 'sort', 'parentKey', 'icon'])
    .where('code', '=', code)
    .orderBy('sort').orderBy('dictKey')
    .execute();
}
