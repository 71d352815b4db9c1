import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchBox } from '@/components/ui/search-box';
import { SkeletonLines } from '@/components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { FrontPageCarousel } from '@/components/news/front-page-carousel';
import { newsEntryFor } from '@/components/news/news-entries';
import { FeaturedNewsList } from '@/components/news/news-list';
import { frontPageNewsQueryOptions } from '@/lib/news.queries';
import type { NewsPlate } from '@contract/content';
import { Breadcrumbs } from '@/features/content/breadcrumbs';
import type { ContentSection } from '@/features/content/content-sections';
import type { PlateSearch } from '@/features/content/content-search';
import { LoadError } from '@/features/content/load-error';
import { PlateList } from '@/features/content/plate-list';
import { useSectionPlates } from '@/features/content/use-section-plates';
import { useT } from '@/i18n';

/** Headline block of a front-page plate: the carousel beside its headlines, the first enlarged (summary cut at 90). */
function FrontPageBlock({ plate }: { plate: NewsPlate }) {
  const { data } = useQuery(frontPageNewsQueryOptions(plate.id));
  const entries = (data ?? []).map(newsEntryFor(plate.plateCode));
  return (
    <div className="grid gap-5 border-b border-line pb-5 md:grid-cols-[minmax(0,480px)_1fr]">
      <FrontPageCarousel plateId={plate.id} plateCode={plate.plateCode} />
      <div className="min-w-0">{entries.length ? <FeaturedNewsList entries={entries} /> : null}</div>
    </div>
  );
}

/**
 * A plate page (§2 /xwzx, /zcfg, /notice, /gywm): breadcrumbs, keyword search (Enter or 搜索; kept
 * in the URL, page back to 1), a tab per plate, the front-page block when the plate has one (first
 * page, no keyword) and the paged list. `children` adds section-specific blocks below.
 */
export function PlatePage({ section, search, children }: { section: ContentSection; search: PlateSearch; children?: ReactNode }) {
  const t = useT('content');
  const title = t(section.title);
  const navigate = useNavigate({ from: section.path });
  const { plates, isPending, isError, refetch } = useSectionPlates(section, search.plateId);
  const active = plates.find((p) => p.id === search.plateId) ?? plates[0];
  const go = (next: Partial<PlateSearch>) =>
    void navigate({ to: section.path, search: (prev: PlateSearch) => ({ ...prev, ...next }), replace: true });
  const frontPage = active && active.hasFrontPage === 1 && active.plateCode !== 'branch' && !search.keyword && search.current === 1;

  return (
    <div className="page-width space-y-4 py-5">
      <Breadcrumbs items={[{ label: title, href: section.path }, ...(active && active.name !== section.title ? [{ label: active.name, data: true }] : [])]} />
      <Card className="space-y-4 p-4 sm:p-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h1 className="m-0 text-xl font-semibold">{title}</h1>
          <SearchBox
            className="w-full sm:w-80"
            value={search.keyword ?? ''}
            label={t('搜索{section}', { section: title })}
            placeholder={t('请输入关键词')}
            onSearch={(keyword) => go({ keyword: keyword || undefined, current: 1 })}
          />
        </div>
        {isPending ? (
          <SkeletonLines rows={10} />
        ) : isError ? (
          <LoadError onRetry={refetch} />
        ) : !active ? (
          <EmptyState message={t('暂无栏目')} />
        ) : (
          <>
            <Tabs value={active.id} onValueChange={(plateId) => go({ plateId, current: 1 })}>
              <TabsList aria-label={t('栏目')}>
                {plates.map((p) => (
                  <TabsTrigger key={p.id} value={p.id} translate="no">
                    {p.name}
                  </TabsTrigger>
                ))}
              </TabsList>
            </Tabs>
            {frontPage ? <FrontPageBlock plate={active} /> : null}
            <PlateList
              key={active.id}
              plate={active}
              params={{ current: search.current, keyword: search.keyword }}
              onPage={(current) => go({ current })}
            />
          </>
        )}
      </Card>
      {children}
    </div>
  );
}
