import { getRouteApi, useRouter } from '@tanstack/react-router';
import { Gavel } from 'lucide-react';
import { HALL_PAGE_SIZE, PROJECT_ACTIVE } from '@contract/constants';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { HallFeedParams } from '@streams/feeds/hall';
import { useHallList, useHallListField } from '@/features/hall/hall.feed';
import { HallLiveIndicator } from '@/features/hall/hall-live-indicator';
import { hallKindOf } from '@/features/hall/hall-search';
import { HallTable } from '@/features/hall/hall-table';
import { useT } from '@/i18n';

const route = getRouteApi('/hall');

/**
 * Bidding hall /hall (§2 Bidding hall page): 正在竞价 / 即将竞价 tabs (URL projectActive), search by
 * asset name, a live table from the hall feed (8 per page, §9) with per-row countdowns, pagination
 * and the live/stale indicator. Tab and search changes go back to page 1. An answer re-renders the table (each part reads
 * the same shared feed); the indicator and the pagination only when their own value changes; the heading, search box
 * and tabs never. No tick re-renders anything: the countdowns tick by themselves.
 */
export function HallPage() {
  const t = useT('hall');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const router = useRouter();
  const kind = hallKindOf(search.projectActive);
  const params: HallFeedParams = { kind, assetsName: search.assetsName || undefined, current: search.current, size: HALL_PAGE_SIZE };
  const tab = String(search.projectActive);

  return (
    <div className="page-width space-y-4 py-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="m-0 flex items-center gap-2 text-xl font-semibold">
          <Gavel aria-hidden className="size-5 text-brand-600" />
          {t('竞价大厅')}
        </h1>
        <SearchBox
          className="w-full sm:w-96"
          value={search.assetsName ?? ''}
          label={t('按资产名称搜索')}
          placeholder={t('请输入资产名称')}
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
              <TabsTrigger value={String(PROJECT_ACTIVE.ongoing)}>{t('正在竞价')}</TabsTrigger>
              <TabsTrigger value={String(PROJECT_ACTIVE.upcoming)}>{t('即将竞价')}</TabsTrigger>
            </TabsList>
            <HallLive params={params} />
          </div>
          <TabsContent value={tab} className="border-t border-line pt-0">
            <HallList params={params} />
          </TabsContent>
        </Tabs>
      </Card>
      <HallPager
        params={params}
        onChange={(page) => void navigate({ search: (prev) => ({ ...prev, current: page }) })}
        hrefOf={(page) => router.buildLocation({ to: '/hall', search: { ...search, current: page } }).href}
      />
    </div>
  );
}

/** The live/stale badge of the feed for `params`. */
function HallLive({ params }: { params: HallFeedParams }) {
  return <HallLiveIndicator stale={useHallListField(params, 'stale')} className="pb-2.5" />;
}

/** The table of the feed for `params`: skeleton while loading, the error when the first load failed. */
function HallList({ params }: { params: HallFeedParams }) {
  const t = useT('hall');
  const feed = useHallList(params);
  if (feed.status === 'error' && feed.rows.length === 0) return <EmptyState message={feed.error || t('竞价数据加载失败，请稍后重试')} className="py-14" />;
  return <HallTable kind={params.kind} rows={feed.rows} loading={feed.status === 'loading' && feed.rows.length === 0} />;
}

/** Pagination over the feed's total; `onChange` gets the 1-based page, `hrefOf` gives its address (links, see Pagination). */
function HallPager({ params, onChange, hrefOf }: { params: HallFeedParams; onChange: (page: number) => void; hrefOf: (page: number) => string }) {
  return <Pagination current={params.current} total={useHallListField(params, 'total')} size={params.size} onChange={onChange} hrefOf={hrefOf} />;
}
