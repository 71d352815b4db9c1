import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Page } from '@contract/envelope';
import { FAVOURITE_PATHS, type CollectedProject, type FollowedRoadshow } from '@contract/favourites';
import { api } from '@/lib/api/client';
import { CALLER } from '@/lib/api/error-meta';
import { toast } from '@/lib/toast';
import { t } from '@/i18n';
import { usercentreKeys } from '@/lib/usercentre-summary';

/** Rows per page of both /myCollect tabs. */
export const COLLECT_PAGE_SIZE = 10;

export const collectKeys = {
  all: ['collect'] as const,
  projects: (baseUserId: string) => [...collectKeys.all, baseUserId, 'projects'] as const,
  roadshows: (baseUserId: string) => [...collectKeys.all, baseUserId, 'roadshows'] as const,
};

/**
 * One page of the caller's favourite projects (POST dscq-user/collect-assets/assets-list { current, size } →
 * Page<CollectedProject>, newest first). meta 'caller': the page shows the error with a retry. The rows' listing
 * state and price are kept current by a quiet refetch every 30 s and on window focus.
 */
export const favouritesQueryOptions = (baseUserId: string, current: number) =>
  queryOptions({
    queryKey: [...collectKeys.projects(baseUserId), current] as const,
    queryFn: () => api.post<Page<CollectedProject>>(FAVOURITE_PATHS.list, { current, size: COLLECT_PAGE_SIZE }),
    meta: CALLER,
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
  });

/**
 * One page of the roadshows the caller follows (GET dscq-project/roadshow/followed ?current&size →
 * Page<FollowedRoadshow>, newest follow first, status by the server clock). meta 'caller'.
 */
export const followedRoadshowsQueryOptions = (baseUserId: string, current: number) =>
  queryOptions({
    queryKey: [...collectKeys.roadshows(baseUserId), current] as const,
    queryFn: ({ signal }) => api.get<Page<FollowedRoadshow>>(FAVOURITE_PATHS.followed, { current, size: COLLECT_PAGE_SIZE }, { signal }),
    meta: CALLER,
    placeholderData: keepPreviousData,
  });

/** Takes the row out of the cached page at once; returns the page before, for the rollback. */
async function dropRow<T>(queryClient: QueryClient, key: QueryKey, keep: (row: T) => boolean) {
  await queryClient.cancelQueries({ queryKey: key });
  const previous = queryClient.getQueryData<Page<T>>(key);
  if (previous) {
    const records = previous.records.filter(keep);
    const total = previous.total - (previous.records.length - records.length);
    queryClient.setQueryData<Page<T>>(key, { ...previous, records, total });
  }
  return previous;
}

/**
 * Removes a favourite in place (POST collect-assets/cancel { assetsId }): the row leaves the page at once and comes
 * back with the error toast if the call fails; on success a toast offers 撤销, which collects the project again
 * (POST add). The lists and the tiles' summary are refetched afterwards.
 */
export function useRemoveFavourite(baseUserId: string, current: number) {
  const queryClient = useQueryClient();
  const key = favouritesQueryOptions(baseUserId, current).queryKey;
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: collectKeys.projects(baseUserId) });
    void queryClient.invalidateQueries({ queryKey: usercentreKeys.summaries() });
  };
  const undo = useMutation({
    mutationFn: (assetsId: string) => api.post(FAVOURITE_PATHS.add, { assetsId }),
    onSettled: refresh,
  });
  return useMutation({
    mutationFn: (row: CollectedProject) => api.post(FAVOURITE_PATHS.cancel, { assetsId: row.assetsId }),
    onMutate: (row) => dropRow<CollectedProject>(queryClient, key, (r) => r.assetsId !== row.assetsId),
    onError: (_e, _row, previous) => {
      if (previous) queryClient.setQueryData(key, previous);
    },
    onSuccess: (_a, row) =>
      toast.success(t('已取消收藏：{name}', { name: row.assetsName }), { id: `uncollect-${row.assetsId}`, action: { label: t('撤销'), onClick: () => undo.mutate(row.assetsId) } }),
    onSettled: refresh,
  });
}

/**
 * Unfollows a roadshow in place (POST roadshow/unfollow { roadshowId }): the row leaves at once and comes back if
 * the call fails (with the error toast); the list is refetched afterwards.
 */
export function useUnfollowRoadshow(baseUserId: string, current: number) {
  const queryClient = useQueryClient();
  const key = followedRoadshowsQueryOptions(baseUserId, current).queryKey;
  return useMutation({
    mutationFn: (row: FollowedRoadshow) => api.post(FAVOURITE_PATHS.unfollow, { roadshowId: row.roadshowId }),
    onMutate: (row) => dropRow<FollowedRoadshow>(queryClient, key, (r) => r.roadshowId !== row.roadshowId),
    onError: (_e, _row, previous) => {
      if (previous) queryClient.setQueryData(key, previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectKeys.roadshows(baseUserId) }),
  });
}
