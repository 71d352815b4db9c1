import type Database from 'better-sqlite3';
import { sql, type CompiledQuery, type Kysely, type Selectable } from 'kysely';
import { sqliteOf, type Db } from '../db/connection';
import type { ProjectTable, Database as Schema } from '../db/schema';
import type { ListingFilter } from './listing-filters';
import { listingPlan, planParams, planWhere, type ListingPlan } from './listing-plan-repository';

export { listingWhere } from './listing-plan-repository';

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

/**
 * The rows of a page to read: `limit` rows from `offset` in the listing order, or — `reverse`, for a page past the
 * middle — `limit` rows from `offset` in the opposite order (then put back in the listing order), so a deep page
 * never walks more than half of the list.
 */
export interface PageWindow { reverse: boolean; limit: number; offset: number }

/** The window of rows `offset`..`offset + limit` of a list of `total`; null when none of them exists. */
export function pageWindow(total: number, limit: number, offset: number): PageWindow | null {
  if (offset >= total) return null;
  if (offset <= total / 2) return { reverse: false, limit, offset };
  const end = Math.min(total, offset + limit);
  return { reverse: true, limit: end - offset, offset: total - end };
}

/** ORDER BY of each listing order; ties are broken by assetsId so paging is stable. */
const ORDER_BY = {
  newest: ['publishDate', 'assetsId'],
  hottest: ['hotScore', 'publishDate', 'assetsId'],
} as const;

/**
 * `query` in `order` (descending, or ascending when `reverse`), by columns of `project` (or unqualified: a derived
 * table); `opaque`: the first key as `key + 0` (same order, no index gives it: ListingPlan.opaqueOrder).
 */
export function ordered<T>(query: T, order: ListingOrder, reverse: boolean, table = 'project.', opaque = false): T {
  let q = query as unknown as { orderBy: (c: unknown, d: 'asc' | 'desc') => unknown };
  ORDER_BY[order].forEach((column, i) => {
    const key = opaque && i === 0 ? sql`${sql.ref(`${table}${column}`)} + 0` : `${table}${column}`;
    q = q.orderBy(key, reverse ? 'asc' : 'desc') as typeof q;
  });
  return q as unknown as T;
}

/**
 * The page query of `plan`: the ids of the window's rows, read in index order (each arm through its own index, at
 * most offset + limit of them, merged), then those rows. Parameters, in order: see {@link pageParams}.
 */
function pageQuery(db: Kysely<Schema>, plan: ListingPlan, order: ListingOrder, w: PageWindow) {
  const base = (arm?: ListingPlan['arms'][number]) => db.selectFrom('project').where(planWhere(plan, arm));
  let ids;
  if (!plan.arms.length) {
    ids = ordered(base().select('project.assetsId'), order, w.reverse, 'project.', plan.opaqueOrder).limit(w.limit).offset(w.offset);
  } else {
    const keys = ORDER_BY[order].map((c) => `project.${c}` as const);
    const arms = plan.arms.map((a, i) => db.selectFrom(ordered(base(a).select(keys), order, w.reverse, 'project.', plan.opaqueOrder).limit(w.offset + w.limit).as(`a${i}`)).selectAll());
    const merged = ordered(arms.slice(1).reduce((u, a) => u.union(a), arms[0]), order, w.reverse, '').limit(w.limit).offset(w.offset);
    ids = db.selectFrom(merged.as('u')).select('u.assetsId');
  }
  return ordered(db.selectFrom('project').select(LISTING_COLUMNS.map((c) => `project.${c}` as const)).where('project.assetsId', 'in', ids), order, false).limit(w.limit);
}

/** The parameters {@link pageQuery} binds, in SQL order. */
function pageParams(plan: ListingPlan, w: PageWindow): unknown[] {
  const ids = plan.arms.length ? [...plan.arms.flatMap((a) => [...planParams(plan, a), w.offset + w.limit]), w.limit, w.offset]
    : [...planParams(plan), w.limit, w.offset];
  return [...ids, w.limit];
}

/** The count query of `plan`: the kept top-level count when nothing filters, else a count (arms merged first). */
function countQuery(db: Kysely<Schema>, plan: ListingPlan) {
  if (plan.shape === 'root') return db.selectFrom('listingCount').select('listingCount.topLevel as n').where('listingCount.id', '=', 1);
  if (!plan.arms.length) return db.selectFrom('project').select((eb) => eb.fn.countAll().as('n')).where(planWhere(plan));
  const arms = plan.arms.map((a) => db.selectFrom('project').select('project.assetsId').where(planWhere(plan, a)));
  return db.selectFrom(arms.slice(1).reduce((u, a) => u.union(a), arms[0]).as('u')).select((eb) => eb.fn.countAll().as('n'));
}

const countParams = (plan: ListingPlan): unknown[] => (plan.shape === 'root' ? [1]
  : plan.arms.length ? plan.arms.flatMap((a) => planParams(plan, a)) : planParams(plan));

/** Prepared statements per database handle, by shape. Shapes vary only with which filters are given, so few. */
const prepared = new WeakMap<Database.Database, Map<string, Database.Statement>>();
const STATEMENTS_MAX = 256;

/**
 * The statement of `key`, compiled by Kysely and prepared on first use. Its compiled parameters must be `params`
 * (what later calls of the same shape bind), which keeps the shape's values and its SQL in step.
 */
export function statement(db: Db, key: string, compile: () => CompiledQuery, params: unknown[], mode: 'raw' | 'pluck'): Database.Statement {
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

/** How many projects `filter` finds (SQLite; synchronous, statements kept prepared per shape). */
export function listingTotal(db: Db, filter: ListingFilter): number {
  const plan = listingPlan(filter, 'driven');
  const params = countParams(plan);
  return statement(db, `count|${plan.shape}`, () => countQuery(db, plan).compile(), params, 'pluck').get(...params) as number;
}

/**
 * The rows of window `w` of the list `filter` finds in `order` (SQLite; synchronous on
 * better-sqlite3 with statements kept prepared per shape). Call it while holding Kysely's connection
 * (`db.connection().execute`), so it never lands inside a transaction waiting between two awaits.
 */
export function listingRows(db: Db, filter: ListingFilter, order: ListingOrder, w: PageWindow): ListingRow[] {
  const plan = listingPlan(filter, 'driven');
  const params = pageParams(plan, w);
  const page = statement(db, `page|${order}|${w.reverse}|${plan.shape}`, () => pageQuery(db, plan, order, w).compile(), params, 'raw');
  return (page.all(...params) as unknown[][]).map(listingRow);
}

/**
 * Tables of up to this many top-level projects are read in one plain query (no arms, no id subquery, `q` by LIKE):
 * cheaper to build and plan than to walk. LISTING_PLAIN_MAX (read per call) changes it: tests set 0 to read the seed through the indexes.
 */
export const plainMax = (): number => Number(process.env.LISTING_PLAIN_MAX ?? 5_000);

/**
 * The plain page query of `plan`: every condition in one WHERE, the window's rows in `order` — or, `reverse`, in the
 * opposite order from the far end (a last page reads its rows first, not after the whole list; the caller puts them
 * back in `order`, {@link inOrder}).
 */
function plainQuery(db: Kysely<Schema>, plan: ListingPlan, order: ListingOrder, w: PageWindow) {
  const query = db.selectFrom('project').select(LISTING_COLUMNS.map((c) => `project.${c}` as const)).where(planWhere(plan));
  return ordered(query, order, w.reverse).limit(w.limit).offset(w.offset);
}

/** A plain query's rows in the listing order: as read, or turned round when the window was read from the far end. */
const inOrder = <T>(rows: T[], w: PageWindow): T[] => (w.reverse ? rows.reverse() : rows);

/**
 * The rows of window `w` on a short table (see plainMax) on SQLite, in one plain query with `q` by LIKE (the
 * statement of the shape kept prepared, as {@link listingRows}).
 */
export function listingRowsPlain(db: Db, filter: ListingFilter, order: ListingOrder, w: PageWindow): ListingRow[] {
  const plan = listingPlan(filter, 'like');
  const params = [...planParams(plan), w.limit, w.offset];
  const page = statement(db, `plain|${order}|${w.reverse}|${plan.shape}`, () => plainQuery(db, plan, order, w).compile(), params, 'raw');
  return inOrder(page.all(...params) as unknown[][], w).map(listingRow);
}

/**
 * {@link listingTotal} as a Kysely query, for PostgreSQL (no synchronous driver; the server keeps its own plans); on a
 * short table (`plain`, see plainMax) with `q` by LIKE, as the rows are read.
 */
export async function listingTotalQueried(db: Kysely<Schema>, filter: ListingFilter, plain = false): Promise<number> {
  return Number((await countQuery(db, listingPlan(filter, plain ? 'like' : 'postgres')).executeTakeFirstOrThrow()).n);
}

/**
 * {@link listingRows} as a Kysely query, for PostgreSQL; on a short table (`plain`, see plainMax) in one plain
 * query, whose building and planning cost more than its reading saves, with `q` by LIKE: the gram expression of the
 * GIN index, tested row by row as the planner walks the listing order, costs ~40 µs a row (3,000 projects: a `q`
 * page p99 of 292 ms), where LIKE on the three columns costs well under one.
 */
export async function listingRowsQueried(
  db: Kysely<Schema>, filter: ListingFilter, order: ListingOrder, w: PageWindow, plain: boolean,
): Promise<ListingRow[]> {
  if (plain) return inOrder(await plainQuery(db, listingPlan(filter, 'like'), order, w).execute(), w);
  return pageQuery(db, listingPlan(filter, 'postgres-gin'), order, w).execute();
}

/** A raw row (values in LISTING_COLUMNS order; any after them ignored) as a ListingRow. */
export function listingRow(values: unknown[]): ListingRow {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < LISTING_COLUMNS.length; i++) row[LISTING_COLUMNS[i]] = values[i];
  return row as ListingRow;
}
