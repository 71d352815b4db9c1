import { queryOptions } from '@tanstack/react-query';
import type { Page } from '@contract/envelope';
import { USERCENTRE_PATHS } from '@contract/usercentre-paths';
import type { EnrolmentDetail, MyProjectItem, MyProjectTab } from '@contract/usercentre';
import { api } from '@/lib/api/client';
import { CALLER } from '@/lib/api/error-meta';

/** Rows per page of /myProject. */
export const MY_PROJECTS_PAGE_SIZE = 10;

/** What one /myProject page asks for: the tab and the 1-based page. */
export interface MyProjectsParams {
  tab: MyProjectTab;
  current: number;
}

/**
 * Query keys of the bidder's own enrolment records (/myProject, /enrollDetail), general to specific. Every entry
 * carries the baseUserId, so another login never sees the previous user's records.
 */
export const myProjectKeys = {
  all: ['my-projects'] as const,
  user: (userId: string) => [...myProjectKeys.all, userId] as const,
  list: (userId: string, params: MyProjectsParams) => [...myProjectKeys.user(userId), 'list', params] as const,
  detail: (userId: string, id: string) => [...myProjectKeys.user(userId), 'detail', id] as const,
};

/** Fresh long enough that the route's prefetch is not fetched again by the page that shows it. */
const RECORD_STALE_MS = 5_000;

/**
 * One page of the caller's enrolments with their deposit and lot (GET dscq-project/enrolment/my-projects
 * ?tab&current&size → Page<MyProjectItem>, newest first). 'caller': the page shows its own error with a retry.
 */
export const myProjectsQueryOptions = (userId: string, params: MyProjectsParams) =>
  queryOptions({
    queryKey: myProjectKeys.list(userId, params),
    queryFn: ({ signal }) => api.get<Page<MyProjectItem>>(USERCENTRE_PATHS.myProjects, { ...params, size: MY_PROJECTS_PAGE_SIZE }, { signal }),
    meta: CALLER,
    staleTime: RECORD_STALE_MS,
  });

/**
 * One enrolment of the caller (GET dscq-project/enrolment/detail ?id= → EnrolmentDetail). Someone else's or an
 * unknown id answers 404, which the page shows as 报名记录不存在 ('caller': no toast).
 */
export const enrolmentDetailQueryOptions = (userId: string, id: string) =>
  queryOptions({
    queryKey: myProjectKeys.detail(userId, id),
    queryFn: ({ signal }) => api.get<EnrolmentDetail>(USERCENTRE_PATHS.enrolmentDetail, { id }, { signal }),
    meta: CALLER,
    staleTime: RECORD_STALE_MS,
  });
