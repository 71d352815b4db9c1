import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { collectAnswerSchema, followAnswerSchema } from '@contract/favourites';
import { FAVOURITE_PATHS } from '@contract/favourites-paths';
import type { ProjectDetail } from '@contract/project-detail';
import { api } from '@/lib/api/client';
import { detailKeys } from '@/features/project-detail/project-detail.queries';

type CollectAnswer = z.infer<typeof collectAnswerSchema>;
type FollowAnswer = z.infer<typeof followAnswerSchema>;

/**
 * Writes `patch` into the cached detail and returns the previous value for a rollback. Only a
 * logged-in click is optimistic: a logged-out one must not flip the heart before the 用户未登录 prompt.
 */
async function patchDetail(queryClient: QueryClient, assetsId: string, patch: (d: ProjectDetail) => ProjectDetail) {
  const key = detailKeys.detail(assetsId);
  await queryClient.cancelQueries({ queryKey: key });
  const previous = queryClient.getQueryData<ProjectDetail>(key);
  if (previous) queryClient.setQueryData<ProjectDetail>(key, patch(previous));
  return previous;
}

/**
 * Adds or cancels a favourite (POST dscq-user/collect-assets/add | cancel, §7). meta `authPrompt`: a 401
 * shows 用户未登录 with a go-login button instead of logging out (§2 Login and logout, §8). The
 * heart flips at once when logged in and rolls back if the call fails; the answer's count wins.
 */
export function useToggleFavourite(assetsId: string, loggedIn: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { authPrompt: true },
    mutationFn: (collect: boolean) => api.post<CollectAnswer>(collect ? FAVOURITE_PATHS.add : FAVOURITE_PATHS.cancel, { assetsId }),
    onMutate: (collect) =>
      loggedIn
        ? patchDetail(queryClient, assetsId, (d) => ({ ...d, isCollected: collect, favouriteCount: Math.max(0, d.favouriteCount + (collect ? 1 : -1)) }))
        : undefined,
    onError: (_e, _collect, previous) => {
      if (previous) queryClient.setQueryData(detailKeys.detail(assetsId), previous);
    },
    onSuccess: (a) =>
      queryClient.setQueryData<ProjectDetail>(detailKeys.detail(assetsId), (d) => d && { ...d, isCollected: a.collected, favouriteCount: a.favouriteCount }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: detailKeys.detail(assetsId) }),
  });
}

/**
 * Follows or unfollows the project's roadshow (POST dscq-project/roadshow/follow | unfollow with
 * assetsId). Same login prompt and optimistic behaviour as favourites (§2 Login and logout).
 */
export function useToggleFollow(assetsId: string, loggedIn: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { authPrompt: true },
    mutationFn: (follow: boolean) => api.post<FollowAnswer>(follow ? FAVOURITE_PATHS.follow : FAVOURITE_PATHS.unfollow, { assetsId }),
    onMutate: (follow) =>
      loggedIn
        ? patchDetail(queryClient, assetsId, (d) =>
            d.roadshow ? { ...d, roadshow: { ...d.roadshow, followed: follow, followerCount: Math.max(0, d.roadshow.followerCount + (follow ? 1 : -1)) } } : d,
          )
        : undefined,
    onError: (_e, _follow, previous) => {
      if (previous) queryClient.setQueryData(detailKeys.detail(assetsId), previous);
    },
    onSuccess: (a) =>
      queryClient.setQueryData<ProjectDetail>(detailKeys.detail(assetsId), (d) =>
        d?.roadshow ? { ...d, roadshow: { ...d.roadshow, followed: a.followed, followerCount: a.followerCount } } : d,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: detailKeys.detail(assetsId) }),
  });
}
