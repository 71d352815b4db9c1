import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { INVESTMENT_BANDS } from '../../../contract/constants';
import type { Database } from '../db/schema';
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

type ProjectEb = ExpressionBuilder<Database, 'project'>;

/** 1 万元 = 10 000 元 = 1 000 000 fen. */
const FEN_PER_WAN = 1_000_000;

/** `column LIKE '%text%'` with an explicit escape character, portable to SQLite and PostgreSQL. */
function contains(eb: ProjectEb, column: 'assetsName' | 'projectCode' | 'transferor', text: string): Expression<SqlBool> {
  return sql<SqlBool>`${eb.ref(column)} like ${likeContains(text)} escape '\\'`;
}

/** Matches a dictionary key or any key whose parentKey is it (one level, which is how the trees are built). */
function dictKeyOrChild(eb: ProjectEb, column: 'demandPurpose' | 'transferType', dictCode: string, key: string) {
  const children = eb.selectFrom('dictItem').select('dictKey').where('code', '=', dictCode).where('parentKey', '=', key);
  return eb.or([eb(column, '=', key), eb(column, 'in', children)]);
}

/**
 * The WHERE of the supply-project lists. Package sub-assets (parent_assets_id set) never appear on their own:
 * they are reached through their package.
 */
export function listingWhere(f: ListingFilter) {
  return (eb: ProjectEb): Expression<SqlBool> => {
    const conds: Expression<SqlBool>[] = [eb('parentAssetsId', '=', '')];
    if (f.q) conds.push(eb.or([contains(eb, 'assetsName', f.q), contains(eb, 'projectCode', f.q), contains(eb, 'transferor', f.q)]));
    if (f.operationId) conds.push(eb.or([eb('familyId', '=', f.operationId), eb('assetTypeId', '=', f.operationId)]));
    if (f.parentId) conds.push(eb('familyId', '=', f.parentId));
    if (f.demandPurpose) conds.push(dictKeyOrChild(eb, 'demandPurpose', 'demandPurpose', f.demandPurpose));
    if (f.transferType) conds.push(dictKeyOrChild(eb, 'transferType', 'transferType', f.transferType));
    if (f.province) conds.push(eb('provinceCode', 'like', `${f.province}%`));
    const band = INVESTMENT_BANDS.find((b) => b.value === f.investmentBand);
    if (band) {
      conds.push(eb('investAmountFen', '>=', band.min * FEN_PER_WAN));
      if (band.max !== null) conds.push(eb('investAmountFen', '<', band.max * FEN_PER_WAN));
    }
    if (f.statuses?.length) conds.push(eb('status', 'in', f.statuses));
    if (f.projectNatures?.length) conds.push(eb('projectNature', 'in', f.projectNatures));
    if (f.projectTypes?.length) conds.push(eb('projectType', 'in', f.projectTypes));
    if (f.excludeAssetsId) conds.push(eb('assetsId', '<>', f.excludeAssetsId));
    return eb.and(conds);
  };
}
