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
