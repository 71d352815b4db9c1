import type { DictItem, TreeNode } from '../../../contract/lookups';
import type { Db } from '../db/connection';
import { findDictItems } from './dictionary-repository';

/** Dictionary items of `code` (idType, demandPurpose, transferType, priceUnit…), by sort then key; unknown code → []. */
export async function listDictItems(db: Db, code: string): Promise<(DictItem & { parentKey: string; icon: string })[]> {
  const rows = await findDictItems(db, code);
  return rows.map((r) => ({ ...r, sort: Number(r.sort) }));
}

/**
 * The items of dictionary `code` as a tree nested by `parentKey` (a key that names no item of the same code
 * is treated as a root, so a half-filled dictionary still shows every item).
 */
export async function dictTree(db: Db, code: string): Promise<TreeNode[]> {
  const items = await listDictItems(db, code);
  const nodes = new Map<string, TreeNode>(
    items.map((i) => [i.dictKey, { id: i.id, dictKey: i.dictKey, dictValue: i.dictValue, icon: i.icon, children: [] }]),
  );
  const roots: TreeNode[] = [];
  for (const item of items) {
    const node = nodes.get(item.dictKey)!;
    const parent = item.parentKey && item.parentKey !== item.dictKey ? nodes.get(item.parentKey) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Top-level items of dictionary `code` as filter options `{ value: dictKey, label: dictValue }`. */
export async function dictRootOptions(db: Db, code: string): Promise<{ value: string; label: string }[]> {
  return (await dictTree(db, code)).map((n) => ({ value: n.dictKey, label: n.dictValue }));
}
