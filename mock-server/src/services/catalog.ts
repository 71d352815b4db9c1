import type { AssetTypeNode } from '../../../contract/lookups';
import type { Db } from '../db/connection';
import { findAssetTypeNames, findAssetTypes, findRegions } from './catalog-repository';

/**
 * The asset-type tree: the eight families of §1 at the top (rows whose parent is not an asset type), each with
 * its types as children, both in display order. Used by the operation-type tree, the /project filter panel
 * and the hot categories.
 */
export async function assetTypeTree(db: Db): Promise<AssetTypeNode[]> {
  const rows = await findAssetTypes(db);
  const nodes = new Map<string, AssetTypeNode>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: AssetTypeNode[] = [];
  for (const r of rows) {
    const parent = r.parentId !== r.id ? nodes.get(r.parentId) : undefined;
    (parent ? parent.children : roots).push(nodes.get(r.id)!);
  }
  return roots;
}

/** Names of the given region codes (GB/T 2260), as a map; unknown or empty codes are simply absent. */
export async function regionNames(db: Db, codes: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(codes.filter(Boolean))];
  if (!wanted.length) return new Map();
  const rows = await findRegions(db, wanted);
  return new Map(rows.map((r) => [r.code, r.name]));
}

/** Names of the given asset type ids, as a map. */
export async function typeNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter(Boolean))];
  if (!wanted.length) return new Map();
  const rows = await findAssetTypeNames(db, wanted);
  return new Map(rows.map((r) => [r.id, r.typeName]));
}
