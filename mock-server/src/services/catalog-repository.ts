import type { Db } from '../db/connection';

/** Every asset type (families and types), in display order. */
export async function findAssetTypes(db: Db) {
  return db.selectFrom('assetType').select(['id', 'typeName', 'code', 'parentId', 'icon'])
    .orderBy('sort').orderBy('id').execute();
}

/** Region rows (code, name) of the given codes; unknown codes have no row. `codes` must not be empty. */
export async function findRegions(db: Db, codes: string[]) {
  return db.selectFrom('region').select(['code', 'name']).where('code', 'in', codes).execute();
}

/** Asset type rows (id, typeName) of the given ids; unknown ids have no row. `ids` must not be empty. */
export async function findAssetTypeNames(db: Db, ids: string[]) {
  return db.selectFrom('assetType').select(['id', 'typeName']).where('id', 'in', ids).execute();
}
