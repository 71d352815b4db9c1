import { queryOptions } from '@tanstack/react-query';
import type { UsercentreSummary } from '@contract/usercentre';
import { USERCENTRE_SUMMARY_PATH } from '@contract/usercentre-paths';
import { api } from '@/lib/api/client';
import { SILENT } from '@/lib/api/error-meta';

/**
 * The /usercenterIndex tiles' counts (GET dscq-user/usercenter/summary → UsercentreSummary). In lib because the push
 * notices (src/lib/user-notices.ts) refresh it and the inbox keeps its unread total in step (src/lib/inbox.ts).
 */
export const usercentreKeys = {
  all: ['usercentre'] as const,
  summaries: () => [...usercentreKeys.all, 'summary'] as const,
  summary: (baseUserId: string) => [...usercentreKeys.summaries(), baseUserId] as const,
};

/** The summary of `baseUserId`; silent (the tiles show no count when it fails), refetched on window focus. */
export const usercentreSummaryQueryOptions = (baseUserId: string) =>
  queryOptions({
    queryKey: usercentreKeys.summary(baseUserId),
    queryFn: ({ signal }) => api.get<UsercentreSummary>(USERCENTRE_SUMMARY_PATH, undefined, { signal }),
    meta: SILENT,
    refetchOnWindowFocus: true,
  });
