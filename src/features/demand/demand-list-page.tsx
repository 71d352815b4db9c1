import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/components/ui/cn';
import { DemandCard } from '@/features/demand/demand-card';
import { DemandFilters } from '@/features/demand/demand-filters';
import { DEMAND_PAGE_SIZE, withDemandFilter } from '@/features/demand/demand-search';
import { demandsQueryOptions } from '@/features/demand/demand.queries';
import { useT } from '@/i18n';

const route = getRouteApi('/demand');
/** Stands for the count in the result sentence, split there to render the number highlighted (a private-use character). */
const COUNT_MARK = '\u{E000}';

function ListSkeleton() {
  const t = useT('demand');
  return (
    <div role="status" aria-label={t('加载中')} className="animate-pulse">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="space-y-2.5 border-b border-line p-4">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ))}
    </div>
  );
}

/**
 * Demand list /demand (§2 "/demand — query demandPurpose"): keyword search, purpose and province
 * filters, result cards and paging, all in the URL. The loader has put the first page in the cache;
 * the previous page stays dimmed while the next one loads.
 */
export function DemandListPage() {
  const t = useT('demand');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { data, isPlaceholderData } = useQuery(demandsQueryOptions(search));
  // The count sits highlighted inside the sentence: the message is split around its placeholder.
  const [before, after = ''] = t('共找到 {n} 条需求', { n: COUNT_MARK }).split(COUNT_MARK);
  const setFilter = (field: 'province' | 'q', value: string) => void navigate({ search: (prev) => withDemandFilter(prev, field, value), replace: true, resetScroll: false });

  return (
    <div className="page-width space-y-4 py-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-xl font-semibold">
          {t('需求项目')}
          <span className="ml-2 text-sm font-normal text-muted">{t('投资主体求租求购信息')}</span>
        </h1>
        <SearchBox className="w-full sm:w-96" value={search.q ?? ''} label={t('搜索需求')} placeholder={t('请输入需求标题或关键词')} onSearch={(q) => setFilter('q', q)} />
      </div>
      <DemandFilters search={search} onProvince={(code) => setFilter('province', code)} />
      <Card aria-busy={!data || isPlaceholderData}>
        <div className="flex items-center justify-between border-b border-line px-4 py-3 text-sm">
          <h2 className="text-base font-semibold">{t('需求列表')}</h2>
          <span className="text-muted">
            {before}<span className="num font-semibold text-price">{data?.total ?? 0}</span>{after}
          </span>
        </div>
        {!data ? (
          <ListSkeleton />
        ) : data.records.length === 0 ? (
          <EmptyState message={t('暂无符合条件的需求')} className="py-16" action={<Link to="/demand" className="text-brand-700 hover:underline">{t('查看全部需求')}</Link>} />
        ) : (
          <div className={cn('transition-opacity', isPlaceholderData && 'opacity-60')}>
            {data.records.map((d) => (
              <DemandCard key={d.id} demand={d} />
            ))}
          </div>
        )}
      </Card>
      {data ? (
        <Pagination current={search.current} total={data.total} size={DEMAND_PAGE_SIZE} onChange={(page) => void navigate({ search: (prev) => ({ ...prev, current: page }) })} className="pt-1" />
      ) : null}
    </div>
  );
}
