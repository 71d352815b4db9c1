import { useQuery } from '@tanstack/react-query';
import { useDeferredQuery } from '@/lib/use-deferred-query';
import type { NewsPlate } from '@contract/content';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonLines } from '@/components/ui/skeleton';
import { FrontPageCarousel } from '@/components/news/front-page-carousel';
import { LISTED_ASSETS_LIMIT } from '@contract/constants';
import { listedAssetsQueryOptions } from '@/lib/news.queries';
import { newsListQueryOptions, noticeListQueryOptions } from '@/features/home/home.queries';
import { assetEntry, newsEntryFor, noticeEntry, type NewsEntry } from '@/components/news/news-entries';
import { FeaturedNewsList, NewsList } from '@/components/news/news-list';
import { useT } from '@/i18n';

/** Entries of a tab by source type: 1 news (plateId = tab id), 2 notices (noticeType = plateCode), 3 listed assets. */
function useTabEntries(tab: NewsPlate): { entries: NewsEntry[]; isPending: boolean } {
  const news = useDeferredQuery(useQuery({ ...newsListQueryOptions(tab.id), enabled: tab.sourceType === 1 }));
  const notices = useDeferredQuery(useQuery({ ...noticeListQueryOptions(tab.plateCode), enabled: tab.sourceType === 2 }));
  const assets = useDeferredQuery(useQuery({ ...listedAssetsQueryOptions(tab.id, { limit: LISTED_ASSETS_LIMIT, errorMode: 'silent' }), enabled: tab.sourceType === 3 }));
  if (tab.sourceType === 1) return { entries: (news.data ?? []).map(newsEntryFor(tab.plateCode)), isPending: news.isPending };
  if (tab.sourceType === 2) return { entries: (notices.data ?? []).map(noticeEntry), isPending: notices.isPending };
  if (tab.sourceType === 3) return { entries: (assets.data ?? []).map(assetEntry), isPending: assets.isPending };
  return { entries: [], isPending: false };
}

/**
 * Body of one news-panel tab (§2 Home "News panel"). With hasFrontPage 1 (and not the 'branch'
 * tab) it is the front-page layout — headline carousel beside a list whose first item is
 * enlarged — otherwise a plain list of 6 titles with dates.
 */
export function NewsTabContent({ tab }: { tab: NewsPlate }) {
  const t = useT('home');
  const { entries, isPending } = useTabEntries(tab);
  const frontPage = tab.hasFrontPage === 1 && tab.plateCode !== 'branch';
  const list = isPending ? (
    <SkeletonLines rows={6} />
  ) : entries.length === 0 ? (
    <EmptyState message={t('暂无内容')} />
  ) : frontPage ? (
    <FeaturedNewsList entries={entries} />
  ) : (
    <NewsList entries={entries} />
  );

  if (!frontPage) return list;
  return (
    <div className="grid gap-5 md:grid-cols-[minmax(0,480px)_1fr]">
      <FrontPageCarousel plateId={tab.id} plateCode={tab.plateCode} />
      <div className="min-w-0">{list}</div>
    </div>
  );
}
