import { useQuery } from '@tanstack/react-query';
import { CAROUSEL_INTERVAL_MS, FRONT_PAGE_SLIDE_HEIGHT_PX } from '@contract/constants';
import { Carousel } from '@/components/ui/carousel';
import { Skeleton } from '@/components/ui/skeleton';
import { EntryLink, newsEntryFor } from '@/components/news/news-entries';
import { imageSrc } from '@/lib/env';
import { frontPageNewsQueryOptions } from '@/lib/news.queries';
import { useT } from '@/i18n';

/**
 * Headline carousel of a front-page plate (§2 Home news panel, §2 News page): 307 px high, autoplay
 * every 3000 ms, the title over the picture; each slide opens its plate's detail page (`plateCode`).
 * Shared by the home news panel and the plate pages.
 */
export function FrontPageCarousel({ plateId, plateCode }: { plateId: string; plateCode: string }) {
  const t = useT('common');
  const { data, isPending } = useQuery(frontPageNewsQueryOptions(plateId));
  const style = { height: FRONT_PAGE_SLIDE_HEIGHT_PX };
  if (isPending) return <Skeleton style={style} />;
  const slides = (data ?? []).map(newsEntryFor(plateCode));
  if (!slides.length) {
    return <div style={style} className="grid place-items-center rounded-card bg-brand-50 text-sm text-muted">{t('暂无头条新闻')}</div>;
  }
  return (
    <Carousel
      label={t('头条新闻')}
      className="rounded-card"
      intervalMs={CAROUSEL_INTERVAL_MS}
      dots
      slides={slides.map((e) => (
        <EntryLink key={e.id} entry={e} className="relative block">
          <img src={imageSrc(e.imgSrc)} alt={e.title} style={style} className="w-full object-cover" />
          <span translate="no" className="absolute inset-x-0 bottom-0 truncate bg-gradient-to-t from-black/80 via-black/65 via-60% to-transparent px-4 pt-8 pb-7 text-sm text-white">
            {e.title}
          </span>
        </EntryLink>
      ))}
    />
  );
}
