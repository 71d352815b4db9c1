import { useQuery } from '@tanstack/react-query';
import { AD_CODES, CAROUSEL_INTERVAL_MS } from '@contract/constants';
import { Carousel } from '@/components/ui/carousel';
import { Skeleton } from '@/components/ui/skeleton';
import { imageSrc } from '@/lib/env';
import { BannerLink } from '@/features/home/banner-link';
import { adsQueryOptions } from '@/features/home/home.queries';
import { useT } from '@/i18n';
import { fetchPriority } from '@/components/ui/fetch-priority';

/**
 * Top banner of the home page (§2 Home "Banner carousel"): nc_home_banner adverts, full content
 * width, autoplay every 3000 ms with arrows and dots. Without adverts a branded placeholder keeps
 * the page from jumping.
 */
export function BannerCarousel() {
  const t = useT('home');
  const { data, isPending } = useQuery(adsQueryOptions(AD_CODES.banner));
  // Full image on phones (adverts are 10:3), a fixed 360px band across wide screens.
  const height = 'aspect-[10/3] lg:aspect-auto lg:h-[360px]';
  if (isPending) return <Skeleton className={`${height} w-full rounded-none`} />;
  if (!data?.length) {
    return (
      <div className={`${height} grid place-items-center bg-gradient-to-r from-brand-800 to-brand-600 text-2xl font-semibold tracking-widest text-white`}>
        {t('农村产权 · 阳光交易')}
      </div>
    );
  }
  return (
    <Carousel
      label={t('首页轮播图')}
      className={`${height} bg-brand-800`}
      intervalMs={CAROUSEL_INTERVAL_MS}
      arrows
      dots
      slides={data.map((b, i) => (
        <BannerLink key={b.id} banner={b} className="block h-full">
          {/* The first slide is the page's largest element: fetched first (the server also preloads it). */}
          <img src={imageSrc(b.imgSrc)} alt={b.title || t('首页广告')} {...fetchPriority(i === 0 ? 'high' : 'low')} className="size-full object-cover" />
        </BannerLink>
      ))}
    />
  );
}
