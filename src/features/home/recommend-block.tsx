import { useQuery } from '@tanstack/react-query';
import { useDeferredQuery } from '@/lib/use-deferred-query';
import { AD_CODES, RECOMMEND_MAX } from '@contract/constants';
import { Skeleton } from '@/components/ui/skeleton';
import { imageSrc } from '@/lib/env';
import { BannerLink } from '@/features/home/banner-link';
import { adsQueryOptions } from '@/features/home/home.queries';
import { useT } from '@/i18n';

/**
 * Project recommendation block (§2 Home): the first 4 nc_home_project_adds adverts as image tiles
 * with their title; isWebsite 1 opens in a new tab, otherwise the router follows the link.
 * Renders nothing when there is nothing to recommend.
 */
export function RecommendBlock() {
  const t = useT('home');
  const { data, isPending } = useDeferredQuery(useQuery(adsQueryOptions(AD_CODES.project)));
  if (isPending) {
    return (
      <div className="grid animate-pulse grid-cols-2 gap-3 md:grid-cols-4">
        {Array.from({ length: RECOMMEND_MAX }, (_, i) => (
          <Skeleton key={i} className="aspect-[16/7]" />
        ))}
      </div>
    );
  }
  const items = (data ?? []).slice(0, RECOMMEND_MAX);
  if (!items.length) return null;
  return (
    <section aria-label={t('推荐项目')} className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {items.map((b) => (
        <BannerLink key={b.id} banner={b} className="group relative block overflow-hidden rounded-card shadow-card">
          <img
            src={imageSrc(b.imgSrc)}
            alt={b.title}
            loading="lazy"
            className="aspect-[16/7] w-full object-cover transition-transform group-hover:scale-105"
          />
          {/* the scrim keeps the white title above 4.5:1 on any picture (WCAG AA) */}
          <span translate="no" className="absolute inset-x-0 bottom-0 truncate bg-gradient-to-t from-black/80 via-black/65 via-60% to-transparent px-3 pt-5 pb-2 text-sm text-white">
            {b.title}
          </span>
        </BannerLink>
      ))}
    </section>
  );
}
