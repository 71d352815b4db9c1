import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { INVESTMENT_BANDS } from '../../../contract/constants';
import type { Dialect } from '../db/connection';
import type { Database as Schema } from '../db/schema';
import { likeContains } from '../http/wire';
import type { ListingFilter } from './listing-filters';
import { ftsAmong, ftsMatch, tsMatches, tsQuery } from './listing-search-repository';

type Eb = ExpressionBuilder<Schema, 'project'>;

/** One given filter: a shape (what, and how many values), its values in SQL order, and its Kysely condition. */
export interface Clause { shape: string; params: unknown[]; where: (eb: Eb) => Expression<SqlBool> }

/**
 * How `q` is matched: on SQLite through FTS5, the matches driving ('driven'); on PostgreSQL through the GIN index's
 * gram match, plus the LIKE test when the grams do not prove it (more than two characters) — for counts
 * ('postgres') or for reading rows ('postgres-gin': in an order no index gives, see ListingPlan.opaqueOrder); 'like':
 * LIKE alone (a short table, on either engine: listing-repository.ts plainMax; the same rows as the grams, whose case
 * PostgreSQL keeps as its LIKE does). A list with `q` on a long table is read whole once per listing
 * version (listing-match-lists.ts).
 */
export type SearchMode = 'driven' | 'postgres' | 'postgres-gin' | 'like';

/**
 * A listing filter as SQL: `common` conditions, and `arms` — alternatives each read through an index of its own and
 * merged (the operationId filter, family OR asset type); none means one read. `shape` names the SQL (which filters,
 * list lengths, the search mode), never the values, so one prepared statement per shape serves every request.
 */
export interface ListingPlan {
  common: Clause[]; arms: Clause[]; shape: string;
  /**
   * Sort by an expression of the first sort key that no index gives (PostgreSQL, 'postgres-gin'): the planner then
   * reads the GIN matches and sorts them, where it would walk the listing order computing the gram expression of
   * every row (~40 µs a row; it cannot see that cost).
   */
  opaqueOrder: boolean;
}

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

/** The `q` condition in `mode`. */
function searchClause(q: string, mode: SearchMode): Clause {
  const like = likeContains(q);
  const likes = (eb: Eb) => eb.or([contains(eb, 'assetsName', like), contains(eb, 'projectCode', like), contains(eb, 'transferor', like)]);
  if (mode === 'like') return { shape: 'q:like', params: [like, like, like], where: likes };
  if (mode === 'driven') {
    const match = ftsMatch(q);
    return { shape: `q:${mode}`, params: [match], where: () => ftsAmong(match) };
  }
  const query = tsQuery(q);
  const grams = (eb: Eb) => tsMatches(eb, query);
  // One or two characters are one gram, which a column holds exactly when it holds the text: no LIKE to recheck.
  if ([...q].length <= 2) return { shape: `q:${mode}:gram`, params: [query], where: grams };
  return { shape: `q:${mode}`, params: [query, like, like, like], where: (eb) => eb.and([grams(eb), likes(eb)]) };
}

/**
 * The plan of the supply-project lists over table `project`. Package sub-assets (parent_assets_id set) never appear
 * on their own: they are reached through their package. With the FTS5 matches driving, the top-level test is kept off
 * the indexes (unary +) so that SQLite reads the matches, not an index.
 */
export function listingPlan(f: ListingFilter, mode: SearchMode): ListingPlan {
  const driven = Boolean(f.q) && mode === 'driven';
  const common: Clause[] = [driven
    ? { shape: 'root+', params: [''], where: (eb) => sql<SqlBool>`+${eb.ref('project.parentAssetsId')} = ${''}` }
    : { shape: 'root', params: [''], where: (eb) => eb('project.parentAssetsId', '=', '') }];
  const add = (shape: string, params: unknown[], where: Clause['where']) => { common.push({ shape, params, where }); };
  const { q, operationId, parentId, province, excludeAssetsId } = f;
  if (q) common.push(searchClause(q, mode));
  if (parentId) add('parent', [parentId], (eb) => eb('project.familyId', '=', parentId));
  if (f.demandPurpose) common.push(dictKeyOrChild('demandPurpose', f.demandPurpose));
  if (f.transferType) common.push(dictKeyOrChild('transferType', f.transferType));
  if (province && mode.startsWith('postgres') && /^\d{2}$/.test(province)) {
    // Exactly LIKE '51%' for two digits, and keyed by migration 016's indexes after the type.
    add('province2', [province], () => sql<SqlBool>`left(project.province_code, 2) = ${province}`);
  } else if (province) add('province', [`${province}%`], (eb) => eb('project.provinceCode', 'like', `${province}%`));
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
  const arms: Clause[] = operationId ? [
    { shape: 'family', params: [operationId], where: (eb) => eb('project.familyId', '=', operationId) },
    { shape: 'type', params: [operationId], where: (eb) => eb('project.assetTypeId', '=', operationId) },
  ] : [];
  const opaqueOrder = Boolean(q) && mode === 'postgres-gin';
  return { common, arms, shape: [...common, ...arms].map((c) => c.shape).join('|'), opaqueOrder };
}

/** The WHERE of the supply-project lists for one read: the common conditions and `arm` (or every arm, OR-ed). */
export function planWhere(plan: ListingPlan, arm?: Clause): (eb: Eb) => Expression<SqlBool> {
  return (eb) => {
    const all = plan.common.map((c) => c.where(eb));
    if (arm) all.push(arm.where(eb));
    else if (plan.arms.length) all.push(eb.or(plan.arms.map((a) => a.where(eb))));
    return eb.and(all);
  };
}

/** The parameters of {@link planWhere} for `arm` (or every arm), in SQL order. */
export const planParams = (plan: ListingPlan, arm?: Clause): unknown[] =>
  [...plan.common.flatMap((c) => c.params), ...(arm ? arm.params : plan.arms.flatMap((a) => a.params))];

/** The WHERE of the supply-project lists, for Kysely queries over `project` (e.g. counts by type) on `dialect`. */
export function listingWhere(dialect: Dialect, f: ListingFilter): (eb: Eb) => Expression<SqlBool> {
  return planWhere(listingPlan(f, dialect === 'postgres' ? 'postgres' : 'driven'));
}
