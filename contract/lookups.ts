import { z } from 'zod';

/** Dictionary item (§3): looked up by `code` (idType, demandPurpose, transferType, priceUnit, projectStatus). */
export const dictItemSchema = z.object({ id: z.string(), code: z.string(), dictKey: z.string(), dictValue: z.string(), sort: z.number().int() });
export type DictItem = z.infer<typeof dictItemSchema>;

/** Administrative region (GB/T 2260) — children of `pbh` (parent code; empty = provinces). */
export const regionSchema = z.object({ code: z.string(), name: z.string(), pbh: z.string(), level: z.number().int(), hasChildren: z.boolean() });
export type Region = z.infer<typeof regionSchema>;

/** Asset-type / operation-type tree node (§3 Asset type). Top level = the eight asset families of §1. */
export type AssetTypeNode = { id: string; typeName: string; code: string; parentId: string; icon: string; children: AssetTypeNode[] };
export const assetTypeNodeSchema: z.ZodType<AssetTypeNode> = z.lazy(() =>
  z.object({ id: z.string(), typeName: z.string(), code: z.string(), parentId: z.string(), icon: z.string(), children: z.array(assetTypeNodeSchema) }),
);

/** Generic tree node for demand purposes and transfer (roll-out) types. */
export type TreeNode = { id: string; dictKey: string; dictValue: string; icon: string; children: TreeNode[] };
export const treeNodeSchema: z.ZodType<TreeNode> = z.lazy(() =>
  z.object({ id: z.string(), dictKey: z.string(), dictValue: z.string(), icon: z.string(), children: z.array(treeNodeSchema) }),
);

/** Industry (GB/T 4754 sections). */
export const industrySchema = z.object({ id: z.string(), code: z.string(), name: z.string() });
export type Industry = z.infer<typeof industrySchema>;

/** Hot investment category shown in the home classify strip (§9 hot categories 8). */
export const hotInvestmentSchema = z.object({ id: z.string(), typeName: z.string(), operationId: z.string(), parentId: z.string(), icon: z.string(), projectCount: z.number().int() });
export type HotInvestment = z.infer<typeof hotInvestmentSchema>;

/**
 * Filter panel of /project (blade-desk/filter-query-config/open-list): one group per filter, in order.
 * `field` is the search parameter the group sets (operationId, demandPurpose, transferType, province, investmentBand, status).
 */
export const filterGroupSchema = z.object({
  field: z.string(),
  name: z.string(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type FilterGroup = z.infer<typeof filterGroupSchema>;
