import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@contract/envelope';
import { useObservable } from '@streams/react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { HrefLink } from '@/components/ui/href-link';
import { Pagination } from '@/components/ui/pagination';
import { SkeletonLines } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { UserCentreLayout } from '@/components/user-centre-layout';
import { errorText } from '@/lib/api/error-policy';
import { useSessionStore } from '@/stores/session';
import { useT } from '@/i18n';
import { FavouriteRows } from '@/features/collect/favourite-rows';
import { NO_LIVE_LOTS, liveLots$ } from '@/features/collect/live-lots';
import { RoadshowRows } from '@/features/collect/roadshow-rows';
import type { CollectSearch, CollectTab } from '@/features/collect/collect-search';
import {
  COLLECT_PAGE_SIZE, favouritesQueryOptions, followedRoadshowsQueryOptions, useRemoveFavourite, useUnfollowRoadshow,
} from '@/features/collect/collect.queries';

/**
 * Loading, error with retry, empty (`empty`), or the rows (`rows`) with paging of one tab's page query. A page emptied
 * by removals (or a stale link past the end) moves to the last page that has rows.
 */
function PagedList<T>({
  query,
  empty,
  onPage,
  rows,
}: {
  query: UseQueryResult<Page<T>>;
  empty: ReactNode;
  onPage: (current: number) => void;
  rows: (records: T[]) => ReactNode;
}) {
  const t = useT('collect');
  const data = query.data;
  useEffect(() => {
    if (data && data.records.length === 0 && data.total > 0 && data.current > 1) onPage(Math.max(1, Math.ceil(data.total / COLLECT_PAGE_SIZE)));
  }, [data, onPage]);
  if (query.isPending) return <SkeletonLines rows={5} />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-sm text-ink-soft">
        {t('加载失败：{reason}', { reason: errorText(query.error) })}
        <Button size="sm" onClick={() => void query.refetch()}>{t('重新加载')}</Button>
      </div>
    );
  }
  if (query.data.records.length === 0) return <>{empty}</>;
  return (
    <>
      {rows(query.data.records)}
      <Pagination current={query.data.current} total={query.data.total} size={COLLECT_PAGE_SIZE} onChange={onPage} />
    </>
  );
}

/**
 * /myCollect (§2 user centre, issue 14): two tabs in the URL (`search.tab`, `search.current`, changed through
 * `onSearch`). 收藏的项目: the favourite projects with their listing state and price — live phase, countdown and
 * current price from their lots' push topics — removed in place (back on failure; 撤销 in the toast). 关注的路演: the followed roadshows with their status, unfollowed in place.
 */
export function CollectPage({ search, onSearch }: { search: CollectSearch; onSearch: (next: CollectSearch) => void }) {
  const t = useT('collect');
  const baseUserId = useSessionStore((s) => s.baseUserId ?? '');
  const projects = useQuery({ ...favouritesQueryOptions(baseUserId, search.current), enabled: search.tab === 'projects' });
  const roadshows = useQuery({ ...followedRoadshowsQueryOptions(baseUserId, search.current), enabled: search.tab === 'roadshows' });
  const remove = useRemoveFavourite(baseUserId, search.current);
  const unfollow = useUnfollowRoadshow(baseUserId, search.current);
  const onPage = useCallback((current: number) => onSearch({ ...search, current }), [onSearch, search]);
  const idsKey = projects.data?.records.map((p) => p.assetsId).join(',') ?? '';
  const lots$ = useMemo(() => liveLots$(idsKey ? idsKey.split(',') : []), [idsKey]);
  const live = useObservable(lots$, NO_LIVE_LOTS);

  return (
    <UserCentreLayout title={t('我的收藏')} active="/myCollect">
      <Tabs value={search.tab} onValueChange={(tab) => onSearch({ tab: tab as CollectTab, current: 1 })}>
        <TabsList aria-label={t('收藏类别')}>
          <TabsTrigger value="projects">{t('收藏的项目')}</TabsTrigger>
          <TabsTrigger value="roadshows">{t('关注的路演')}</TabsTrigger>
        </TabsList>
        <TabsContent value="projects" className="flex flex-col gap-3">
          <PagedList
            query={projects}
            onPage={onPage}
            empty={<EmptyState message={t('暂无收藏的项目')} action={<HrefLink href="/project" className="text-sm text-brand-700 hover:underline">{t('去看看项目')}</HrefLink>} />}
            rows={(records) => <FavouriteRows rows={records} live={live} removing={remove.isPending} onRemove={(row) => remove.mutate(row)} />}
          />
        </TabsContent>
        <TabsContent value="roadshows" className="flex flex-col gap-3">
          <PagedList
            query={roadshows}
            onPage={onPage}
            empty={<EmptyState message={t('暂无关注的路演')} />}
            rows={(records) => <RoadshowRows rows={records} busy={unfollow.isPending} onUnfollow={(row) => unfollow.mutate(row)} />}
          />
        </TabsContent>
      </Tabs>
    </UserCentreLayout>
  );
}
