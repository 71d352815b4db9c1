import type Database from 'better-sqlite3';
import type { Selectable } from 'kysely';
import type { ListedProject } from '../../../contract/projects';
import { sqliteOf, type Db } from '../db/connection';
import type { ProjectTable } from '../db/schema';
import { beijingTime, fenToYuan } from '../http/wire';
import { listingCondition, type ListingFilter } from './listing-filters';
import { listingVersionReader } from './listing-version';
import { regionNames, typeNames } from './catalog';

/** Status text of a listing (§4 "Project state text", matched by substring on the client). */
export const STATE_TEXT: Record<number, string> = {
  0: '预披露', 1: '正在报名', 2: '报名已截止', 3: '正在竞价', 4: '已结束', 7: '已成交',
};

/**
 * GB/T 2260 gives the municipalities (Beijing, Tianjin, Shanghai, Chongqing) placeholder cities named 市辖区 / 县;
 * the listing shows province + city + county, so those read as '' ('重庆市永川区', not '重庆市市辖区永川区').
 */
const PLACEHOLDER_CITIES = new Set(['市辖区', '县']);

/** Sort orders of the listing queries: newest publication, or hottest first. */
export type ListingOrder = 'newest' | 'hottest';

/** Columns read for a ListedProject; also used by other lists that answer ListedProject. */
export const LISTING_COLUMNS = [
  'assetsId', 'projectCode', 'assetsName', 'projectType', 'projectNature', 'priceType', 'startPriceFen', 'priceUnit',
  'provinceCode', 'cityCode', 'countyCode', 'area', 'areaUnit', 'assetTypeId', 'transferType', 'status', 'imgSrc',
  'announcementEndTime', 'publishDate',
] as const;

/** `project.snake_case as camelCase` for each listing column: raw rows come out shaped like Kysely's. */
const SELECT_LIST = LISTING_COLUMNS.map((c) => `project.${c.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`)} as ${c}`).join(', ');

/** ORDER BY of each listing order; ties are broken by assetsId so paging is stable. */
const ORDER_BY: Record<ListingOrder, string> = {
  newest: 'project.publish_date desc, project.assets_id desc',
  hottest: 'project.hot_score desc, project.publish_date desc, project.assets_id desc',
};

/** Prepared statements per database handle, by SQL text. Texts vary only with which filters are given, so few. */
const prepared = new WeakMap<Database.Database, Map<string, Database.Statement>>();
const STATEMENTS_MAX = 256;

function statement(sqlite: Database.Database, text: string, pluck = false): Database.Statement {
  let byText = prepared.get(sqlite);
  if (!byText) prepared.set(sqlite, byText = new Map());
  let stmt = byText.get(text);
  if (!stmt) {
    if (byText.size >= STATEMENTS_MAX) byText.clear();
    stmt = sqlite.prepare(text);
    if (pluck) stmt.pluck();
    byText.set(text, stmt);
  }
  return stmt;
}

/** Region and asset-type names already read, per database, valid while the listing version (which they move) holds. */
interface NameMemo { version: () => number; at: number; names: Map<string, string | null> }
const nameMemos = new WeakMap<Db, NameMemo>();

/**
 * Names by code of the given codes in a lookup table (region or asset type): from memory when already read under the
 * current listing version, else one query for the codes not seen yet. Unknown codes are absent from the answer.
 */
function namesOf(db: Db, sqlite: Database.Database, table: 'region' | 'asset_type', codes: string[]): Map<string, string> {
  let memo = nameMemos.get(db);
  if (!memo) nameMemos.set(db, memo = { version: listingVersionReader(db), at: NaN, names: new Map() });
  const version = memo.version();
  if (version !== memo.at) {
    memo.names.clear();
    memo.at = version; // NaN (never equal) while a transaction is open: nothing is kept past this call
  }
  const wanted = [...new Set(codes.filter(Boolean))];
  const missing = wanted.filter((c) => !memo.names.has(`${table}:${c}`));
  if (missing.length) {
    const [key, name] = table === 'region' ? ['code', 'name'] : ['id', 'type_name'];
    const rows = statement(sqlite, `select ${key} as k, ${name} as v from ${table} where ${key} in (select value from json_each(?))`)
      .all(JSON.stringify(missing)) as { k: string; v: string }[];
    for (const c of missing) memo.names.set(`${table}:${c}`, null);
    for (const r of rows) memo.names.set(`${table}:${r.k}`, r.v);
  }
  const found = new Map<string, string>();
  for (const c of wanted) {
    const n = memo.names.get(`${table}:${c}`);
    if (n !== null && n !== undefined) found.set(c, n);
  }
  return found;
}

/**
 * One page of supply projects matching `filter`, plus the total. `limit`/`offset` are rows.
 * Ties are broken by assetsId so paging is stable. The hot path of the portal's lists: prepared statements for the
 * page and the total (skipped on a last page, which tells it); region and type names from memory (see namesOf).
 * No query is built per call.
 * Runs on Kysely's connection, so it waits for an open transaction like any Kysely query (and must not be called
 * from inside a transaction's callback, which would wait for itself).
 */
export async function findListings(
  db: Db, filter: ListingFilter, order: ListingOrder, limit: number, offset: number,
): Promise<{ records: ListedProject[]; total: number }> {
  const where = listingCondition(filter);
  return db.connection().execute(async () => {
    const sqlite = sqliteOf(db);
    const rows = statement(sqlite, `select ${SELECT_LIST} from project where ${where.text} order by ${ORDER_BY[order]} limit ? offset ?`)
      .all(...where.params, limit, offset) as ListingRow[];
    // A page that is neither empty nor full is the last one, so it tells the total without counting.
    const total = rows.length > 0 && rows.length < limit ? offset + rows.length
      : statement(sqlite, `select count(*) from project where ${where.text}`, true).get(...where.params) as number;
    const regions = namesOf(db, sqlite, 'region', rows.flatMap((r) => [r.provinceCode, r.cityCode, r.countyCode]));
    const types = namesOf(db, sqlite, 'asset_type', rows.map((r) => r.assetTypeId));
    return { records: rows.map((r) => listedProject(r, regions, types)), total };
  });
}

/** A project row holding exactly the columns a listing needs. */
export type ListingRow = Pick<Selectable<ProjectTable>, (typeof LISTING_COLUMNS)[number]>;

/**
 * Maps project rows to the wire's ListedProject: prices fen → 元, times → Beijing strings, region codes and the
 * asset type id → names (two lookups for the whole page rather than joins per row).
 */
export async function toListedProjects(db: Db, rows: ListingRow[]): Promise<ListedProject[]> {
  const [regions, types] = await Promise.all([
    regionNames(db, rows.flatMap((r) => [r.provinceCode, r.cityCode, r.countyCode])),
    typeNames(db, rows.map((r) => r.assetTypeId)),
  ]);
  return rows.map((r) => listedProject(r, regions, types));
}

/** One project row as the wire's ListedProject, given the names of its region codes and asset type. */
function listedProject(r: ListingRow, regions: Map<string, string>, types: Map<string, string>): ListedProject {
  return {
    id: r.assetsId,
    assetsId: r.assetsId,
    assetsName: r.assetsName,
    projectCode: r.projectCode,
    projectType: r.projectType,
    projectNature: r.projectNature,
    priceType: r.priceType,
    startPrice: fenToYuan(r.startPriceFen),
    priceUnit: r.priceUnit,
    province: regions.get(r.provinceCode) ?? '',
    city: PLACEHOLDER_CITIES.has(regions.get(r.cityCode) ?? '') ? '' : regions.get(r.cityCode) ?? '',
    county: regions.get(r.countyCode) ?? '',
    area: r.area === null ? null : Number(r.area),
    areaUnit: r.areaUnit,
    typeName: types.get(r.assetTypeId) ?? '',
    transferType: r.transferType,
    status: r.status,
    state: STATE_TEXT[r.status] ?? '--',
    imgSrc: r.imgSrc,
    announcementEndTime: beijingTime(r.announcementEndTime),
    publishDate: beijingTime(r.publishDate),
  };
}
