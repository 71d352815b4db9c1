import { sql, type CompiledQuery, type Kysely, type SqlBool } from 'kysely';
import type { Db } from '../db/connection';
import type { Database as Schema } from '../db/schema';
import type { ListingFilter } from './listing-filters';
import { listingPlan, planParams, planWhere } from './listing-plan-repository';
import { LISTING_COLUMNS, listingRow, ordered, statement, type ListingOrder, type ListingRow } from './listing-repository';

/**
 * The searched lists (a filter with `q`) read whole, for listing-match-lists.ts to keep: the keys of every top-level
 * project the filter finds, in the listing order (SQLite: rowids, the FTS5 matches driving; PostgreSQL: asset ids,
 * the GIN index's matches), and the rows of a page of them.
 */

/**
 * Rowids of the top-level projects `filter` finds, in `order` (ties broken by assetsId). `q` must be given: the FTS5
 * matches drive (one read of the doclists, each match's row tested on the table), then one sort. About 0.8 µs a match
 * at 100k (57k matches: ~45 ms).
 */
export function matchedRowids(db: Db, filter: ListingFilter, order: ListingOrder): number[] {
  const plan = listingPlan(filter, 'driven');
  const params = planParams(plan);
  const compile = () => ordered(db.selectFrom('project').select(sql<number>`project.rowid`.as('r')).where(planWhere(plan)), order, false).compile();
  return statement(db, `matched|${order}|${plan.shape}`, compile, params, 'pluck').all(...params) as number[];
}

/** The listing rows of `rowids` (at most a page: they are bound as one JSON array), in the order given; missing ones left out. */
export function rowsByRowid(db: Db, rowids: ArrayLike<number>): ListingRow[] {
  if (!rowids.length) return [];
  const ids = JSON.stringify(Array.from(rowids));
  const compile = (): CompiledQuery => db.selectFrom('project')
    .select([...LISTING_COLUMNS.map((c) => `project.${c}` as const), sql<number>`project.rowid`.as('r')])
    .where(sql<SqlBool>`project.rowid in (select value from json_each(${ids}))`).compile();
  const read = statement(db, 'rows-by-rowid', compile, [ids], 'raw').all(ids) as unknown[][];
  const byRowid = new Map(read.map((values) => [values[LISTING_COLUMNS.length] as number, values]));
  const rows: ListingRow[] = [];
  for (const id of Array.from(rowids)) {
    const values = byRowid.get(id);
    if (values) rows.push(listingRow(values));
  }
  return rows;
}

/**
 * PostgreSQL: asset ids of the top-level projects `filter` finds, in `order` — the GIN index's matches read and sorted
 * (the plan's 'postgres-gin' mode: no index offers the order, so the planner does not walk it testing the gram
 * expression on every row). About 1 µs a match and its transfer.
 */
export async function matchedIds(db: Kysely<Schema>, filter: ListingFilter, order: ListingOrder): Promise<string[]> {
  const plan = listingPlan(filter, 'postgres-gin');
  const rows = await ordered(db.selectFrom('project').select('project.assetsId').where(planWhere(plan)), order, false, 'project.', true).execute();
  return rows.map((r) => r.assetsId);
}

/** PostgreSQL: the listing rows of the asset ids `ids` (at most a page), in the order given; missing ones left out. */
export async function rowsById(db: Kysely<Schema>, ids: string[]): Promise<ListingRow[]> {
  if (!ids.length) return [];
  const read = await db.selectFrom('project').select(LISTING_COLUMNS.map((c) => `project.${c}` as const)).where('project.assetsId', 'in', ids).execute();
  const byId = new Map(read.map((r) => [r.assetsId, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
