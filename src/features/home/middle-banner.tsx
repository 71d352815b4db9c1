import { useQuery } from '@tanstack/react-query';
import { AD_CODES, CAROUSEL_INTERVAL_MS } from '@contract/constants';
import { Carousel } from '@/components/ui/carousel';
import { imageUrl } from '@/lib/env';
import { BannerLink } from '@/features/home/banner-link';
import { adsQueryOptions } from '@/features/home/home.queries';
import { useT } from '@/i18n';

/**
 * Optional middle banner (§2 Home): nc_home_middle_adds, 3000 ms autoplay, no arrows; every
 * slide opens its url in a new tab. Renders nothing while loading or when there is no advert.
 */
export function MiddleBanner({ className }: { className?: string }) {
  const t = useT('home');
  const { data } = useQuery(adsQueryOptions(AD_CODES.middle));
  if (!data?.length) return null;
  return (
    <Carousel
      label={t('中部广告')}
      className={className}
      intervalMs={CAROUSEL_INTERVAL_MS}
      dots
      slides={data.map((b) => (
        <BannerLink key={b.id} banner={b} newTab className="block h-full">
          <img src={imageUrl(b.imgSrc)} alt={b.title || t('广告')} className="size-full rounded-card object-cover" />
        </BannerLink>
      ))}
    />
  );
}
