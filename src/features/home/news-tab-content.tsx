import { useQuery } from '@tanstack/react-query';
import { CAROUSEL_INTERVAL_MS, FRONT_PAGE_SLIDE_HEIGHT_PX } from '@contract/constants';
import type { NewsPlate } from '@contract/content';
import { Carousel } from '@/components/ui/carousel';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton, SkeletonLines } from '@/components/ui/skeleton';
import { imageUrl } from '@/app/env';
import {
  frontPageNewsQueryOptions,
  listedAssetsQueryOptions,
  newsListQueryOptions,
  noticeListQueryOptions,
} from '@/features/home/home.queries';
import { assetEntry, EntryLink, newsEntry, noticeEntry, type NewsEntry } from '@/features/home/news-entries';
import { FeaturedNewsList, NewsList } from '@/features/home/news-list';

/** Entries of a tab by source type: 1 news (plateId = tab id), 2 notices (noticeType = plateCode), 3 listed assets. */
function useTabEntries(tab: NewsPlate): { entries: NewsEntry[]; isPending: boolean } {
  const news = useQuery({ ...newsListQueryOptions(tab.id), enabled: tab.sourceType === 1 });
  const notices = useQuery({ ...noticeListQueryOptions(tab.plateCode), enabled: tab.sourceType === 2 });
  const assets = useQuery({ ...listedAssetsQueryOptions(tab.id), enabled: tab.sourceType === 3 });
  if (tab.sourceType === 1) return { entries: (news.data ?? []).map(newsEntry), isPending: news.isPending };
  if (tab.sourceType === 2) return { entries: (notices.data ?? []).map(noticeEntry), isPending: notices.isPending };
  if (tab.sourceType === 3) return { entries: (assets.data ?? []).map(assetEntry), isPending: assets.isPending };
  return { entries: [], isPending: false };
}

/** Headline carousel of a front-page tab: 307px high, 3000 ms autoplay, title over the picture. */
function FrontPageCarousel({ plateId }: { plateId: string }) {
  const { data, isPending } = useQuery(frontPageNewsQueryOptions(plateId));
  const style = { height: FRONT_PAGE_SLIDE_HEIGHT_PX };
  if (isPending) return <Skeleton style={style} />;
  const slides = (data ?? []).map(newsEntry);
  if (!slides.length) {
    return <div style={style} className="grid place-items-center rounded-card bg-brand-50 text-sm text-muted">暂无头条新闻</div>;
  }
  return (
    <Carousel
      label="头条新闻"
      className="rounded-card"
      intervalMs={CAROUSEL_INTERVAL_MS}
      dots
      slides={slides.map((e) => (
        <EntryLink key={e.id} entry={e} className="relative block">
          <img src={imageUrl(e.imgSrc)} alt={e.title} style={style} className="w-full object-cover" />
          <span className="absolute inset-x-0 bottom-0 truncate bg-gradient-to-t from-black/75 to-transparent px-4 pt-8 pb-7 text-sm text-white">
            {e.title}
          </span>
        </EntryLink>
      ))}
    />
  );
}

/**
 * Body of one news-panel tab (§2 Home "News panel"). With hasFrontPage 1 (and not the 'branch'
 * tab) it is the front-page layout — headline carousel beside a list whose first item is
 * enlarged — otherwise a plain list of 6 titles with dates.
 */
export function NewsTabContent({ tab }: { tab: NewsPlate }) {
  const { entries, isPending } = useTabEntries(tab);
  const frontPage = tab.hasFrontPage === 1 && tab.plateCode !== 'branch';
  const list = isPending ? (
    <SkeletonLines rows={6} />
  ) : entries.length === 0 ? (
    <EmptyState message="暂无内容" />
  ) : frontPage ? (
    <FeaturedNewsList entries={entries} />
  ) : (
    <NewsList entries={entries} />
  );

  if (!frontPage) return list;
  return (
    <div className="grid gap-5 md:grid-cols-[minmax(0,480px)_1fr]">
      <FrontPageCarousel plateId={tab.id} />
      <div className="min-w-0">{list}</div>
    </div>
  );
}
