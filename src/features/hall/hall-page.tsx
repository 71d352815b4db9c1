import { getRouteApi } from '@tanstack/react-router';
import { Gavel } from 'lucide-react';
import { HALL_PAGE_SIZE, PROJECT_ACTIVE } from '@contract/constants';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useHallList } from '@/features/hall/hall.feed';
import { HallLiveIndicator } from '@/features/hall/hall-live-indicator';
import { hallKindOf } from '@/features/hall/hall-search';
import { HallTable } from '@/features/hall/hall-table';

const route = getRouteApi('/hall');

/**
 * Bidding hall /hall (§2 Bidding hall page): 正在竞价 / 即将竞价 tabs (URL projectActive), search by
 * asset name, a live table from the hall feed (8 per page, §9) with per-row countdowns, pagination
 * and the live/stale indicator. The page re-renders when an answer arrives, not on each tick: the countdowns tick
 * by themselves. Tab and search changes go back to page 1.
 */
export function HallPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const kind = hallKindOf(search.projectActive);
  const feed = useHallList({ kind, assetsName: search.assetsName || undefined, current: search.current, size: HALL_PAGE_SIZE });
  const tab = String(search.projectActive);

  return (
    <div className="page-width space-y-4 py-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="m-0 flex items-center gap-2 text-xl font-semibold">
          <Gavel aria-hidden className="size-5 text-brand-600" />
          竞价大厅
        </h1>
        <SearchBox
          className="w-full sm:w-96"
          value={search.assetsName ?? ''}
          label="按资产名称搜索"
          placeholder="请输入资产名称"
          onSearch={(text) => void navigate({ search: (prev) => ({ ...prev, assetsName: text || undefined, current: undefined }), replace: true })}
        />
      </div>
      <Card>
        <Tabs
          value={tab}
          onValueChange={(v) => void navigate({ search: (prev) => ({ ...prev, projectActive: Number(v), current: undefined }), replace: true })}
        >
          <div className="flex flex-wrap items-end justify-between gap-2 px-4 pt-2">
            <TabsList className="border-b-0">
              <TabsTrigger value={String(PROJECT_ACTIVE.ongoing)}>正在竞价</TabsTrigger>
              <TabsTrigger value={String(PROJECT_ACTIVE.upcoming)}>即将竞价</TabsTrigger>
            </TabsList>
            <HallLiveIndicator stale={feed.stale} className="pb-2.5" />
          </div>
          <TabsContent value={tab} className="border-t border-line pt-0">
            {feed.status === 'error' && feed.rows.length === 0 ? (
              <EmptyState message={feed.error || '竞价数据加载失败，请稍后重试'} className="py-14" />
            ) : (
              <HallTable kind={kind} rows={feed.rows} loading={feed.status === 'loading' && feed.rows.length === 0} />
            )}
          </TabsContent>
        </Tabs>
      </Card>
      <Pagination
        current={search.current}
        total={feed.total}
        size={HALL_PAGE_SIZE}
        onChange={(page) => void navigate({ search: (prev) => ({ ...prev, current: page }) })}
      />
    </div>
  );
}
