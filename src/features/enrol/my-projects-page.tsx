import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MY_PROJECT_TAB_LABELS, MY_PROJECT_TABS } from '@contract/usercentre-paths';
import type { MyProjectTab } from '@contract/usercentre';
import { UserCentreLayout } from '@/components/user-centre-layout';
import { EmptyState } from '@/components/ui/empty-state';
import { HrefLink } from '@/components/ui/href-link';
import { Pagination } from '@/components/ui/pagination';
import { SkeletonLines } from '@/components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSessionStore } from '@/stores/session';
import { MyProjectCards } from '@/features/enrol/my-project-cards';
import { MyProjectTable } from '@/features/enrol/my-project-table';
import { myProjectKeys, myProjectsQueryOptions, MY_PROJECTS_PAGE_SIZE } from '@/features/enrol/my-projects.queries';
import { openLotInterval, useMyLotsLive } from '@/features/enrol/my-lots-live';
import { RecordLoadError } from '@/features/enrol/record-states';
import type { MyProjectSearch } from '@/features/enrol/records-search';
import { t, useT } from '@/i18n';

/** What an empty tab says, in the active language: 暂无已结束的项目 …; 全部: nothing enrolled yet. */
const emptyMessage = (tab: MyProjectTab) => (tab === 'all' ? t('您还没有报名任何项目') : t('暂无{state}的项目', { state: t(MY_PROJECT_TAB_LABELS[tab]) }));

/**
 * /myProject (§2 user centre, issue 14): the caller's enrolments with their deposit and lot, under the tabs
 * 全部 / 报名中 / 竞价中 / 已结束 / 已成交 / 未成交 (URL `tab`, page `current`): a dense table on wider screens, cards
 * on phones. Rows stay live: a push about a lot, or a countdown reaching 0, asks again; while a lot is open the page
 * also asks every 15 s. Loading skeleton, an empty state per tab (with the way to the hall), an error with retry.
 * `onSearch` writes the tab or page to the URL (a new tab goes back to page 1).
 */
export function MyProjectsPage({ search, onSearch }: { search: MyProjectSearch; onSearch: (next: Partial<MyProjectSearch>) => void }) {
  const t = useT('enrol');
  return (
    <UserCentreLayout title={t('我的项目')} active="/myProject">
      <Tabs activationMode="manual" value={search.tab} onValueChange={(v) => onSearch({ tab: v as MyProjectTab, current: 1 })}>
        <TabsList aria-label={t('项目状态')}>
          {MY_PROJECT_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>{t(MY_PROJECT_TAB_LABELS[tab])}</TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <MyProjectsList search={search} onPage={(current) => onSearch({ current })} />
    </UserCentreLayout>
  );
}

function MyProjectsList({ search, onPage }: { search: MyProjectSearch; onPage: (page: number) => void }) {
  const t = useT('enrol');
  const userId = useSessionStore((s) => s.baseUserId ?? '');
  const queryClient = useQueryClient();
  const params = { tab: search.tab, current: search.current };
  const { data, isPending, isError, isFetching, refetch } = useQuery({
    ...myProjectsQueryOptions(userId, params),
    refetchInterval: (query) => openLotInterval(query.state.data?.records.map((r) => r.lot) ?? []),
  });
  const rows = data?.records ?? [];
  useMyLotsLive(rows, () => void queryClient.invalidateQueries({ queryKey: myProjectKeys.user(userId) }));

  if (isPending || (isError && isFetching && !data)) return <SkeletonLines rows={6} />;
  if (isError && !data) return <RecordLoadError what={t('我的项目')} onRetry={() => void refetch()} />;
  if (rows.length === 0) {
    return <EmptyState className="py-14" message={emptyMessage(search.tab)} action={<HrefLink href="/hall" className="text-brand-700 hover:underline">{t('去竞价大厅看看')}</HrefLink>} />;
  }
  return (
    <>
      <div className="hidden md:block"><MyProjectTable rows={rows} tab={search.tab} /></div>
      <div className="md:hidden"><MyProjectCards rows={rows} tab={search.tab} /></div>
      <Pagination current={search.current} total={data?.total ?? 0} size={MY_PROJECTS_PAGE_SIZE} onChange={onPage} />
    </>
  );
}
