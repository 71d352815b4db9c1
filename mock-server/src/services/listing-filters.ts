import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { INVESTMENT_BANDS } from '../../../contract/constants';
import { likeContains } from '../http/wire';

/** Filters of the supply-project lists (§2 Project list). Every field is optional; all given ones must hold. */
export interface ListingFilter {
  /** Substring of assetsName, projectCode or transferor. */
  q?: string;
  /** An asset family id or an asset type id (the /project asset-type shortcut). */
  operationId?: string;
  /** An asset family id. */
  parentId?: string;
  /** demandPurpose dictionary key; also matches its child keys. */
  demandPurpose?: string;
  /** transferType dictionary key; also matches its child keys. */
  transferType?: string;
  /** Province code prefix, e.g. '51'. */
  province?: string;
  /** '1'..'4', bands of §9 in 万元 over the estimated investment. */
  investmentBand?: string;
  statuses?: number[];
  projectNatures?: number[];
  projectTypes?: number[];
  /** Leave this asset out (recommendations next to its own detail page). */
  excludeAssetsId?: string;
}

/** A WHERE condition as SQL text with `?` placeholders and its parameters, in order. */
export interface SqlCondition { text: string; params: unknown[] }

/** 1 万元 = 10 000 元 = 1 000 000 fen. */
const FEN_PER_WAN = 1_000_000;

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/** `column LIKE '%text%'` with an explicit escape character, portable to SQLite and PostgreSQL. */
const contains = (column: string) => `project.${column} like ? escape '\\'`;

/** Matches a dictionary key or any key whose parentKey is it (one level, which is how the trees are built). */
const dictKeyOrChild = (column: string) =>
  `(project.${column} = ? or project.${column} in (select dict_key from dict_item where code = ? and parent_key = ?))`;

/**
 * The WHERE of the supply-project lists over table `project` (snake_case columns, so the same text serves Kysely and
 * the prepared statements of services/listing.ts). Package sub-assets (parent_assets_id set) never appear on their
 * own: they are reached through their package. The text depends only on which filters are given (and list lengths),
 * never on their values, so a prepared statement per text is reused across requests.
 */
export function listingCondition(f: ListingFilter): SqlCondition {
  const conds: string[] = ["project.parent_assets_id = ''"];
  const params: unknown[] = [];
  const add = (text: string, ...values: unknown[]) => { conds.push(text); params.push(...values); };
  if (f.q) {
    const like = likeContains(f.q);
    add(`(${contains('assets_name')} or ${contains('project_code')} or ${contains('transferor')})`, like, like, like);
  }
  if (f.operationId) add('(project.family_id = ? or project.asset_type_id = ?)', f.operationId, f.operationId);
  if (f.parentId) add('project.family_id = ?', f.parentId);
  if (f.demandPurpose) add(dictKeyOrChild('demand_purpose'), f.demandPurpose, 'demandPurpose', f.demandPurpose);
  if (f.transferType) add(dictKeyOrChild('transfer_type'), f.transferType, 'transferType', f.transferType);
  if (f.province) add('project.province_code like ?', `${f.province}%`);
  const band = INVESTMENT_BANDS.find((b) => b.value === f.investmentBand);
  if (band) {
    add('project.invest_amount_fen >= ?', band.min * FEN_PER_WAN);
    if (band.max !== null) add('project.invest_amount_fen < ?', band.max * FEN_PER_WAN);
  }
  if (f.statuses?.length) add(`project.status in (${placeholders(f.statuses.length)})`, ...f.statuses);
  if (f.projectNatures?.length) add(`project.project_nature in (${placeholders(f.projectNatures.length)})`, ...f.projectNatures);
  if (f.projectTypes?.length) add(`project.project_type in (${placeholders(f.projectTypes.length)})`, ...f.projectTypes);
  if (f.excludeAssetsId) add('project.assets_id <> ?', f.excludeAssetsId);
  return { text: conds.join(' and '), params };
}

/** {@link listingCondition} as a Kysely WHERE, for queries over `project` built with Kysely (e.g. counts by type). */
export function listingWhere(f: ListingFilter): () => RawBuilder<SqlBool> {
  const { text, params } = listingCondition(f);
  // The text holds no '?' but its placeholders, so splitting on them gives the template's fragments.
  const fragments = text.split('?');
  const template = Object.assign([...fragments], { raw: fragments }) as unknown as TemplateStringsArray;
  return () => sql<SqlBool>(template, ...params);
}
