import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Page } from '@contract/envelope';
import type { FilterGroup } from '@contract/lookups';
import type { ListedProject } from '@contract/projects';
import { api } from '@/lib/api/client';
import { toSearchRequest, type ProjectListSearch } from '@/features/projects/project-search';

/** Query keys of the supply project list, general to specific. */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (request: ReturnType<typeof toSearchRequest>) => [...projectKeys.lists(), request] as const,
  filterGroups: () => [...projectKeys.all, 'filter-groups'] as const,
};

/**
 * One page of supply projects for a /project URL state (POST dscq-project/search/page, §7).
 * Failures toast the server message (§8 "Failed list loads"). While the next page loads the
 * previous one stays on screen.
 */
export const projectsQueryOptions = (search: Partial<ProjectListSearch>) => {
  const request = toSearchRequest(search);
  return queryOptions({
    queryKey: projectKeys.list(request),
    queryFn: ({ signal }) => api.post<Page<ListedProject>>('dscq-project/search/page', request, { signal }),
    placeholderData: keepPreviousData,
  });
};

/**
 * Filter panels of /project (GET blade-desk/filter-query-config/open-list): one group per
 * search field, in display order. Configuration, so cached for the visit.
 */
export const filterGroupsQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.filterGroups(),
    queryFn: ({ signal }) => api.get<FilterGroup[]>('blade-desk/filter-query-config/open-list', undefined, { signal }),
    staleTime: 10 * 60_000,
  });
