import type { Banner, ModuleTab, NewsPlate, Partner } from '../../../../contract/content';
import type { Db } from '../../db/connection';

const PLATE_COLUMNS = ['id', 'name', 'plateCode', 'sourceType', 'moreButtonUrl', 'hasFrontPage'] as const;

/** Adverts of group `code` (nc_home_banner…) by sort, one page of them. */
export async function findAds(db: Db, code: string, limit: number, offset: number): Promise<Banner[]> {
  return db.selectFrom('ad').select(['id', 'url', 'imgSrc', 'title', 'isWebsite'])
    .where('code', '=', code).orderBy('sort').orderBy('id').limit(limit).offset(offset).execute();
}

/** A page of partners, optionally of one position type, by sort. */
export async function findPartners(db: Db, positionType: number | undefined, limit: number, offset: number) {
  let base = db.selectFrom('partner');
  if (positionType !== undefined) base = base.where('positionType', '=', positionType);
  const [records, counted] = await Promise.all([
    base.select(['id', 'name', 'url', 'imgSrc']).orderBy('sort').orderBy('id').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { records: records as Partner[], total: Number(counted.total) };
}

/** The tabs of the given page modules: module order as given, then each module's own sort. */
export async function findModuleTabs(db: Db, moduleCodes: string[]): Promise<ModuleTab[]> {
  const rows = await db.selectFrom('pageModuleItem')
    .innerJoin('newsPlate', 'newsPlate.id', 'pageModuleItem.plateId')
    .select(['pageModuleItem.moduleCode', 'pageModuleItem.sort as itemSort', ...PLATE_COLUMNS.map((c) => `newsPlate.${c}` as const)])
    .where('pageModuleItem.moduleCode', 'in', moduleCodes)
    .execute();
  const rank = (code: string) => moduleCodes.indexOf(code);
  return rows
    .sort((a, b) => rank(a.moduleCode) - rank(b.moduleCode) || a.itemSort - b.itemSort || a.id.localeCompare(b.id))
    .map(({ itemSort: _sort, ...tab }) => tab);
}

/** One plate by id, or null. */
export async function findPlateById(db: Db, id: string): Promise<NewsPlate | null> {
  return (await db.selectFrom('newsPlate').select(PLATE_COLUMNS).where('id', '=', id).executeTakeFirst()) ?? null;
}

/** One plate by its code (GYWM, BZZX, ZCFG…), or null. */
export async function findPlateByCode(db: Db, code: string): Promise<NewsPlate | null> {
  return (await db.selectFrom('newsPlate').select(PLATE_COLUMNS).where('plateCode', '=', code)
    .orderBy('sort').executeTakeFirst()) ?? null;
}
