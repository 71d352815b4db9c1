import { useQuery } from '@tanstack/react-query';
import { AD_CODES, CAROUSEL_INTERVAL_MS } from '@contract/constants';
import { Carousel } from '@/components/ui/carousel';
import { Skeleton } from '@/components/ui/skeleton';
import { imageSrc } from '@/lib/env';
import { BannerLink } from '@/features/home/banner-link';
import { adsQueryOptions } from '@/features/home/home.queries';
import { useT } from '@/i18n';

/**
 * Optional middle banner (§2 Home): nc_home_middle_adds, 3000 ms autoplay, no arrows; every
 * slide opens its url in a new tab. While loading its box is held by a placeholder of the same size (`className`
 * gives it); renders nothing when there is no advert.
 */
export function MiddleBanner({ className }: { className?: string }) {
  const t = useT('home');
  const { data, isPending } = useQuery(adsQueryOptions(AD_CODES.middle));
  if (isPending) return <Skeleton className={className} />;
  if (!data?.length) return null;
  return (
    <Carousel
      label={t('中部广告')}
      className={className}
      intervalMs={CAROUSEL_INTERVAL_MS}
      dots
      slides={data.map((b) => (
        <BannerLink key={b.id} banner={b} newTab className="block h-full">
          <img src={imageSrc(b.imgSrc)} alt={b.title || t('广告')} className="size-full rounded-card object-cover" />
        </BannerLink>
      ))}
    />
  );
}
