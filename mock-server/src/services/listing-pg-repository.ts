import { createHash } from 'node:crypto';
import type { CompiledQuery } from 'kysely';
import { poolOf, type Db } from '../db/connection';
import type { ListingFilter } from './listing-filters';
import { listingPlan } from './listing-plan-repository';
import { countQuery, listingRow, pageQuery, plainQuery, type ListingOrder, type ListingRow, type PageWindow } from './listing-repository';

/**
 * The supply-project lists on PostgreSQL: the SQL of listing-repository.ts run as named prepared statements. Kysely
 * sends unnamed ones, which PostgreSQL parses and plans on every call (bench/README.md: ~2.5 ms of planning per page
 * of the asset type + province list at 100k); a named statement is parsed once per pooled connection and planned by
 * PostgreSQL's plan cache (custom plans for its first calls, then a generic plan when that is estimated no dearer).
 */

/** The rows (as arrays, in select order) of `query` run as the prepared statement named after its SQL. */
async function preparedRows(db: Db, query: CompiledQuery): Promise<unknown[][]> {
  const name = `listing_${createHash('sha1').update(query.sql).digest('hex').slice(0, 24)}`;
  const { rows } = await poolOf(db).query<unknown[]>({ name, text: query.sql, values: [...query.parameters], rowMode: 'array' });
  return rows;
}

/** How many projects `filter` finds (PostgreSQL; the kept top-level count when nothing filters). */
export async function listingTotalQueried(db: Db, filter: ListingFilter): Promise<number> {
  return Number((await preparedRows(db, countQuery(db, listingPlan(filter, 'postgres')).compile()))[0][0]);
}

/**
 * The rows of window `w` of the list `filter` finds in `order` (PostgreSQL): read in index order, or on a short table
 * (`plain`, see plainMax) in one plain query; `total` is the list's total.
 */
export async function listingRowsQueried(
  db: Db, filter: ListingFilter, order: ListingOrder, w: PageWindow, total: number, plain: boolean,
): Promise<ListingRow[]> {
  const plan = listingPlan(filter, 'postgres');
  const query = plain ? plainQuery(db, plan, order, w, total) : pageQuery(db, plan, order, w);
  return (await preparedRows(db, query.compile())).map(listingRow);
}
