import type { ListedProject, ProjectSearch } from '../../../../contract/projects';
import type { Db } from '../../db/connection';
import { notFound } from '../../http/envelope';
import { numberList } from '../../http/wire';
import { findListings } from '../../services/listing';
import type { ListingFilter } from '../../services/listing-filters';
import { projectExists } from './repository';

/** Translates validated search/page parameters into the listing filter (comma lists → numbers). */
export function searchFilter(p: ProjectSearch): ListingFilter {
  return {
    q: p.q || undefined,
    operationId: p.operationId,
    parentId: p.parentId,
    demandPurpose: p.demandPurpose,
    transferType: p.transferType,
    province: p.province,
    investmentBand: p.investmentBand,
    statuses: p.status === undefined ? undefined : [p.status],
    projectNatures: numberList(p.projectNatures),
    projectTypes: numberList(p.projectTypes),
  };
}

/** Status of projects that can still be enrolled in, the only ones worth recommending. */
const REGISTERING = 1;

/**
 * Recommended projects: the hottest projects still registering. Next to a detail page (`assetsId` given) that
 * project itself is left out, and an unknown asset id is a 404 '项目不存在' rather than a silent list.
 */
export async function recommend(db: Db, size: number, assetsId?: string): Promise<ListedProject[]> {
  if (assetsId) {
    if (!(await projectExists(db, assetsId))) throw notFound('项目不存在');
  }
  const { records } = await findListings(db, { statuses: [REGISTERING], excludeAssetsId: assetsId }, 'hottest', size, 0);
  return records;
}
