import { useCallback } from 'react';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { collectSearchSchema, type CollectSearch } from '@/features/collect/collect-search';
import { favouritesQueryOptions, followedRoadshowsQueryOptions } from '@/features/collect/collect.queries';
import { CollectPage } from '@/features/collect/collect-page';
import { msg } from '@/i18n';

/**
 * /myCollect?tab=projects|roadshows&current (§2 user centre, requireAuth): favourites and followed roadshows. The
 * loader waits for the shown tab's page (a failure is left to the page's error state); defaults are stripped.
 */
export const Route = createFileRoute('/_auth/myCollect')({
  staticData: { title: msg('我的收藏') },
  validateSearch: collectSearchSchema,
  search: { middlewares: [stripSearchParams({ tab: 'projects', current: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const baseUserId = context.session.getState().baseUserId ?? '';
    const { queryClient } = context;
    const page =
      deps.tab === 'roadshows'
        ? queryClient.ensureQueryData(followedRoadshowsQueryOptions(baseUserId, deps.current))
        : queryClient.ensureQueryData(favouritesQueryOptions(baseUserId, deps.current));
    await page.catch(() => undefined);
  },
  component: MyCollectRoute,
});

function MyCollectRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((next: CollectSearch) => void navigate({ search: next, resetScroll: false }), [navigate]);
  return <CollectPage search={search} onSearch={onSearch} />;
}
