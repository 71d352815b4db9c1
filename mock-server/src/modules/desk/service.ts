import { INVESTMENT_BANDS, PROJECT_STATUS_LABELS, PROVINCE_FILTER } from '../../../../contract/constants';
import type { FilterGroup, HotInvestment } from '../../../../contract/lookups';
import type { Db } from '../../db/connection';
import { assetTypeTree } from '../../services/catalog';
import { dictRootOptions } from '../../services/dictionary';
import { countListedProjects, findHotInvestments } from './repository';

/**
 * The /project filter panel (§2 Project list), in display order: asset families, land use, transfer type,
 * province (without 'all', which the client renders itself), investment band (万元) and status.
 * Each group's `field` is the search/page parameter it sets.
 */
export async function filterGroups(db: Db): Promise<FilterGroup[]> {
  const [families, purposes, transfers] = await Promise.all([
    assetTypeTree(db), dictRootOptions(db, 'demandPurpose'), dictRootOptions(db, 'transferType'),
  ]);
  return [
    { field: 'operationId', name: '资产类型', options: families.map((f) => ({ value: f.id, label: f.typeName })) },
    { field: 'demandPurpose', name: '土地用途', options: purposes },
    { field: 'transferType', name: '流转方式', options: transfers },
    { field: 'province', name: '所在地区', options: PROVINCE_FILTER.filter((p) => p.value !== '').map(({ value, label }) => ({ value, label })) },
    { field: 'investmentBand', name: '投资额', options: INVESTMENT_BANDS.map(({ value, label }) => ({ value, label })) },
    { field: 'status', name: '项目状态', options: [1, 2, 3, 4, 7].map((s) => ({ value: String(s), label: PROJECT_STATUS_LABELS[s] })) },
  ];
}

/**
 * A page of hot categories for the home classify strip. `operationId` is the asset type (or family) id and
 * `parentId` its family, exactly what /project takes; `projectCount` counts the listed projects that the same
 * operationId filter finds, so the number shown matches the list the click opens.
 */
export async function hotInvestments(db: Db, limit: number, offset: number): Promise<{ records: HotInvestment[]; total: number }> {
  const [{ rows, total }, tree] = await Promise.all([findHotInvestments(db, limit, offset), assetTypeTree(db)]);
  const byId = new Map(tree.flatMap((family) => [
    [family.id, { node: family, familyId: family.id }] as const,
    ...family.children.map((t) => [t.id, { node: t, familyId: family.id }] as const),
  ]));
  const records = await Promise.all(rows.map(async (row): Promise<HotInvestment> => {
    const found = byId.get(row.assetTypeId);
    const counted = await countListedProjects(db, { operationId: row.assetTypeId });
    return {
      id: row.id,
      typeName: found?.node.typeName ?? '',
      operationId: row.assetTypeId,
      parentId: found?.familyId ?? row.assetTypeId,
      icon: found?.node.icon ?? '',
      projectCount: counted,
    };
  }));
  return { records, total };
}
