import type Database from 'better-sqlite3';
import { sql, type CompiledQuery, type Kysely, type Expression, type ExpressionBuilder, type Selectable, type SqlBool } from 'kysely';
import { INVESTMENT_BANDS } from '../../../contract/constants';
import { sqliteOf, type Db } from '../db/connection';
import type { ProjectTable, Database as Schema } from '../db/schema';
import { likeContains } from '../http/wire';
import type { ListingFilter } from './listing-filters';

/** Columns read for a ListedProject; also used by other lists that answer ListedProject. */
export const LISTING_COLUMNS = [
  'assetsId', 'projectCode', 'assetsName', 'projectType', 'projectNature', 'priceType', 'startPriceFen', 'priceUnit',
  'provinceCode', 'cityCode', 'countyCode', 'area', 'areaUnit', 'assetTypeId', 'transferType', 'status', 'imgSrc',
  'announcementEndTime', 'publishDate',
] as const;

/** A project row holding exactly the columns a listing needs. */
export type ListingRow = Pick<Selectable<ProjectTable>, (typeof LISTING_COLUMNS)[number]>;

/** Sort orders of the listing queries: newest publication, or hottest first. */
export type ListingOrder = 'newest' | 'hottest';

type Eb = ExpressionBuilder<Schema, 'project'>;

/** One given filter: a shape (what, and how many values), its values in SQL order, and its Kysely condition. */
interface Clause { shape: string; params: unknown[]; where: (eb: Eb) => Expression<SqlBool> }

/** 1 万元 = 10 000 元 = 1 000 000 fen. */
const FEN_PER_WAN = 1_000_000;

/** `column LIKE '%text%'` with an explicit escape character (Kysely's `like` has none), portable to SQLite and PostgreSQL. */
const contains = (eb: Eb, column: 'assetsName' | 'projectCode' | 'transferor', like: string) =>
  sql<SqlBool>`${eb.ref(`project.${column}`)} like ${like} escape '\\'`;

/** Matches a dictionary key or any key whose parentKey is it (one level, which is how the trees are built). */
const dictKeyOrChild = (column: 'demandPurpose' | 'transferType', key: string): Clause => ({
  shape: column, params: [key, column, key],
  where: (eb) => eb.or([
    eb(`project.${column}`, '=', key),
    eb(`project.${column}`, 'in', eb.selectFrom('dictItem').select('dictItem.dictKey')
      .where('dictItem.code', '=', column).where('dictItem.parentKey', '=', key)),
  ]),
});

/**
 * The conditions of the supply-project lists over table `project`, in order. Package sub-assets (parent_assets_id
 * set) never appear on their own: they are reached through their package. The SQL depends only on the shapes (which
 * filters are given, list lengths), never on the values, so one prepared statement per shape serves every request.
 */
function listingClauses(f: ListingFilter): Clause[] {
  const out: Clause[] = [{ shape: 'root', params: [''], where: (eb) => eb('project.parentAssetsId', '=', '') }];
  const add = (shape: string, params: unknown[], where: Clause['where']) => { out.push({ shape, params, where }); };
  const { q, operationId, parentId, province, excludeAssetsId } = f;
  if (q) {
    const like = likeContains(q);
    add('q', [like, like, like], (eb) => eb.or([contains(eb, 'assetsName', like), contains(eb, 'projectCode', like), contains(eb, 'transferor', like)]));
  }
  if (operationId) add('op', [operationId, operationId], (eb) => eb.or([eb('project.familyId', '=', operationId), eb('project.assetTypeId', '=', operationId)]));
  if (parentId) add('parent', [parentId], (eb) => eb('project.familyId', '=', parentId));
  if (f.demandPurpose) out.push(dictKeyOrChild('demandPurpose', f.demandPurpose));
  if (f.transferType) out.push(dictKeyOrChild('transferType', f.transferType));
  if (province) add('province', [`${province}%`], (eb) => eb('project.provinceCode', 'like', `${province}%`));
  const band = INVESTMENT_BANDS.find((b) => b.value === f.investmentBand);
  if (band) {
    add('min', [band.min * FEN_PER_WAN], (eb) => eb('project.investAmountFen', '>=', band.min * FEN_PER_WAN));
    const max = band.max;
    if (max !== null) add('max', [max * FEN_PER_WAN], (eb) => eb('project.investAmountFen', '<', max * FEN_PER_WAN));
  }
  const lists = [['status', f.statuses], ['projectNature', f.projectNatures], ['projectType', f.projectTypes]] as const;
  for (const [column, values] of lists) {
    if (values?.length) add(`${column}:${values.length}`, values, (eb) => eb(`project.${column}`, 'in', values));
  }
  if (excludeAssetsId) add('exclude', [excludeAssetsId], (eb) => eb('project.assetsId', '<>', excludeAssetsId));
  return out;
}

/** The WHERE of the supply-project lists, for Kysely queries over `project` (e.g. counts by type). */
export function listingWhere(f: ListingFilter): (eb: Eb) => Expression<SqlBool> {
  const clauses = listingClauses(f);
  return (eb) => eb.and(clauses.map((c) => c.where(eb)));
}

/** ORDER BY of each listing order; ties are broken by assetsId so paging is stable. */
const ORDER_BY = {
  newest: [['project.publishDate', 'desc'], ['project.assetsId', 'desc']],
  hottest: [['project.hotScore', 'desc'], ['project.publishDate', 'desc'], ['project.assetsId', 'desc']],
} as const;

/** Prepared statements per database handle, by shape. Shapes vary only with which filters are given, so few. */
const prepared = new WeakMap<Database.Database, Map<string, Database.Statement>>();
const STATEMENTS_MAX = 256;

/**
 * The statement of `key`, compiled by Kysely and prepared on first use. Its compiled parameters must be `params`
 * (what later calls of the same shape bind), which keeps the shape's values and its SQL in step.
 */
function statement(db: Db, key: string, compile: () => CompiledQuery, params: unknown[], mode: 'raw' | 'pluck'): Database.Statement {
  const sqlite = sqliteOf(db);
  let byKey = prepared.get(sqlite);
  if (!byKey) prepared.set(sqlite, byKey = new Map());
  let stmt = byKey.get(key);
  if (!stmt) {
    const compiled = compile();
    if (compiled.parameters.length !== params.length || compiled.parameters.some((p, i) => p !== params[i])) {
      throw new Error(`listing statement ${key}: parameters out of step with its shape`);
    }
    if (byKey.size >= STATEMENTS_MAX) byKey.clear();
    stmt = sqlite.prepare(compiled.sql);
    if (mode === 'raw') stmt.raw(true); else stmt.pluck();
    byKey.set(key, stmt);
  }
  return stmt;
}

/**
 * One page of project rows matching `filter` in `order` (`limit`/`offset` are rows), plus the total (not counted when
 * the page is neither empty nor full: the last page tells it). Synchronous on better-sqlite3 with statements kept
 * prepared per shape — the hot path of search/page (bench/README.md § API: the computed path, findListings
 * 388 → 110 µs per call; building and compiling the Kysely query per call would add ≈ 30 µs). Call it while holding
 * Kysely's connection (`db.connection().execute`), so it never lands inside a transaction waiting between two awaits.
 */
export function listingPage(
  db: Db, filter: ListingFilter, order: ListingOrder, limit: number, offset: number,
): { rows: ListingRow[]; total: number } {
  const clauses = listingClauses(filter);
  const shape = clauses.map((c) => c.shape).join('|');
  const params = clauses.flatMap((c) => c.params);
  const where = (eb: Eb) => eb.and(clauses.map((c) => c.where(eb)));
  const page = statement(db, `page|${order}|${shape}`, () => {
    let query = db.selectFrom('project').select(LISTING_COLUMNS.map((c) => `project.${c}` as const)).where(where);
    for (const [column, direction] of ORDER_BY[order]) query = query.orderBy(column, direction);
    return query.limit(limit).offset(offset).compile();
  }, [...params, limit, offset], 'raw');
  const rows = (page.all(...params, limit, offset) as unknown[][]).map(listingRow);
  const total = totalFromPage(rows.length, limit, offset) ?? statement(db, `count|${shape}`, () => db.selectFrom('project').select((eb) => eb.fn.countAll().as('n')).where(where).compile(), params, 'pluck')
      .get(...params) as number;
  return { rows, total };
}

/** The total a page tells by itself (neither empty nor full: it is the last one), else null (count it). */
function totalFromPage(rows: number, limit: number, offset: number): number | null {
  return rows > 0 && rows < limit ? offset + rows : null;
}

/**
 * {@link listingPage} as ordinary Kysely queries, for PostgreSQL (no synchronous driver, and the server keeps its own
 * prepared plans): the same WHERE, order and total rule.
 */
export async function listingPageQueried(
  db: Kysely<Schema>, filter: ListingFilter, order: ListingOrder, limit: number, offset: number,
): Promise<{ rows: ListingRow[]; total: number }> {
  const where = listingWhere(filter);
  let query = db.selectFrom('project').select(LISTING_COLUMNS.map((c) => `project.${c}` as const)).where(where);
  for (const [column, direction] of ORDER_BY[order]) query = query.orderBy(column, direction);
  const rows = await query.limit(limit).offset(offset).execute();
  const total = totalFromPage(rows.length, limit, offset) ?? Number((await db.selectFrom('project').select((eb) => eb.fn.countAll().as('n')).where(where).executeTakeFirstOrThrow()).n);
  return { rows, total };
}

/** A raw row (values in LISTING_COLUMNS order) as a ListingRow. */
function listingRow(values: unknown[]): ListingRow {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < LISTING_COLUMNS.length; i++) row[LISTING_COLUMNS[i]] = values[i];
  return row as ListingRow;
}
