import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { DEMAND_PATHS, type DemandDetail, type DemandQuery, type DemandRecord } from '@contract/demand';
import type { Page } from '@contract/envelope';
import type { Region, TreeNode } from '@contract/lookups';
import { ApiError, api } from '@/lib/api/client';
import { CALLER } from '@/lib/api/error-meta';
import { DEMAND_PAGE_SIZE, type DemandListSearch } from '@/features/demand/demand-search';

/** Query keys of demand projects, general to specific. */
export const demandKeys = {
  all: ['demand'] as const,
  lists: () => [...demandKeys.all, 'list'] as const,
  list: (request: Partial<DemandQuery>) => [...demandKeys.lists(), request] as const,
  details: () => [...demandKeys.all, 'detail'] as const,
  detail: (id: string) => [...demandKeys.details(), id] as const,
  purposes: () => [...demandKeys.all, 'purposes'] as const,
  provinces: () => [...demandKeys.all, 'provinces'] as const,
};

/** The POST blade-desk/demand-nccq/page body for a /demand URL state; empty filters are left out. */
export function toDemandRequest(s: Partial<DemandListSearch>): Partial<DemandQuery> {
  const body: Partial<DemandQuery> = { current: s.current ?? 1, size: DEMAND_PAGE_SIZE };
  if (s.demandPurpose) body.demandPurpose = s.demandPurpose;
  if (s.province) body.province = s.province;
  if (s.q) body.q = s.q;
  return body;
}

/** One page of demands, newest first (§2 /demand). The previous page stays on screen while the next loads. */
export const demandsQueryOptions = (search: Partial<DemandListSearch>) => {
  const request = toDemandRequest(search);
  return queryOptions({
    queryKey: demandKeys.list(request),
    queryFn: ({ signal }) => api.post<Page<DemandRecord>>(DEMAND_PATHS.page, request, { signal }),
    placeholderData: keepPreviousData,
  });
};

/** One demand with its description (GET detail ?id=); 'caller': a 404 becomes the not-found state. */
export const demandDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: demandKeys.detail(id),
    queryFn: ({ signal }) => api.get<DemandDetail>(DEMAND_PATHS.detail, { id }, { signal }),
    meta: CALLER,
  });

/** Loader of /demandDetail/{id}.html: an unknown (404) or malformed (400) id throws notFound(). */
export async function loadDemandDetail(queryClient: QueryClient, id: string): Promise<DemandDetail> {
  try {
    return await queryClient.ensureQueryData(demandDetailQueryOptions(id));
  } catch (e) {
    if (e instanceof ApiError && (e.code === 404 || e.code === 400)) throw notFound();
    throw e;
  }
}

/** Land purposes of the filter (GET blade-desk/demand-nccq/demand-purpose-tree, §7 Lookups); configuration. */
export const demandPurposesQueryOptions = () =>
  queryOptions({
    queryKey: demandKeys.purposes(),
    queryFn: ({ signal }) => api.get<TreeNode[]>('blade-desk/demand-nccq/demand-purpose-tree', undefined, { signal }),
    staleTime: 10 * 60_000,
  });

/** Provinces of the filter (GET dscq-system/region/list without pbh, §7 Lookups); configuration. */
export const provincesQueryOptions = () =>
  queryOptions({
    queryKey: demandKeys.provinces(),
    queryFn: ({ signal }) => api.get<Region[]>('dscq-system/region/list', undefined, { signal }),
    staleTime: 10 * 60_000,
  });
