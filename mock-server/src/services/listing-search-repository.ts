import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database as Schema } from '../db/schema';

/**
 * The `q` of the supply-project lists (a substring of assetsName, projectCode or transferor) as a query of the
 * full-text indexes of migration 014, which hold every text as its characters and overlapping character pairs.
 */

type Eb = ExpressionBuilder<Schema, 'project'>;

/** One gram as its index token: 'g' + its UTF-8 bytes in hex (upper case on SQLite, as its hex(); lower on PostgreSQL). */
const token = (gram: string, upper: boolean) => {
  const hex = Buffer.from(gram, 'utf8').toString('hex');
  return `g${upper ? hex.toUpperCase() : hex}`;
};

/** The query's grams: its one character, or its overlapping character pairs in order (code points, as both engines count). */
function grams(q: string): string[] {
  const chars = [...q];
  if (chars.length === 1) return chars;
  return chars.slice(1).map((c, i) => chars[i] + c);
}

/**
 * The FTS5 query of `q` over `project_search`: one character matches its `uni` token; longer text the phrase of its
 * pairs in `bi`, whose consecutive positions hold consecutive pairs of one column (a break token separates the
 * columns). ASCII letters are lowered as SQLite's lower() and LIKE fold them, so a match is exactly LIKE '%q%' on
 * one of the three columns.
 */
export function ftsMatch(q: string): string {
  const folded = q.replace(/[A-Z]/g, (c) => c.toLowerCase());
  const list = grams(folded).map((g) => token(g, true));
  return list.length === 1 && [...folded].length === 1 ? `uni : ${list[0]}` : `bi : "${list.join(' ')}"`;
}

/**
 * The tsquery of `q` on PostgreSQL: every gram of it (AND), case kept as PostgreSQL's LIKE keeps it. Rows holding all
 * of them are a superset of the substring matches (exactly those for one or two characters: one gram); for longer
 * text the caller keeps the LIKE test to have exactly those.
 */
export function tsQuery(q: string): string {
  return [...new Set(grams(q))].map((g) => token(g, false)).join(' & ');
}

/** The indexed tsvector expression of migration 014 (PostgreSQL) matched against `query`, for the GIN index. */
export const tsMatches = (eb: Eb, query: string): Expression<SqlBool> => sql<SqlBool>`array_to_tsvector(listing_grams(${eb.ref('project.assetsName')})
  || listing_grams(${eb.ref('project.projectCode')}) || listing_grams(${eb.ref('project.transferor')})) @@ ${query}::tsquery`;

/** Rows of `project` among the FTS5 matches of `match` (SQLite), the matches driving. */
export const ftsAmong = (match: string): Expression<SqlBool> =>
  sql<SqlBool>`project.rowid in (select rowid from project_search where project_search match ${match})`;
