import { useQuery } from '@tanstack/react-query';
import { useDeferredQuery } from '@/lib/use-deferred-query';
import { MapPin } from 'lucide-react';
import { HOT_PROJECTS_BLOCK_SIZE } from '@contract/constants';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { HrefLink } from '@/components/ui/href-link';
import { PriceText } from '@/components/ui/price-text';
import { Skeleton } from '@/components/ui/skeleton';
import { imageSrc } from '@/lib/env';
import { projectHref } from '@/lib/paths';
import { displayPrice, regionText } from '@/lib/format';
import { hotProjectsQueryOptions } from '@/features/home/home.queries';
import { useT } from '@/i18n';

/**
 * Hot projects block (§2 Home, §9: 6 items, projectNatures 49): cards with image, name, listing
 * price with unit and region, each linking to its detail page.
 */
export function HotProjects() {
  const t = useT('home');
  const { data, isPending } = useDeferredQuery(useQuery(hotProjectsQueryOptions()));
  return (
    <Card aria-labelledby="home-hot-title">
      <CardHeader title={<span id="home-hot-title">{t('热门项目')}</span>} />
      <div className="p-4">
        {isPending ? (
          <div className="grid animate-pulse grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
            {Array.from({ length: HOT_PROJECTS_BLOCK_SIZE }, (_, i) => (
              <Skeleton key={i} className="h-52" />
            ))}
          </div>
        ) : !data?.length ? (
          <EmptyState message={t('暂无热门项目')} />
        ) : (
          <ul className="m-0 grid list-none grid-cols-2 gap-4 p-0 md:grid-cols-3 lg:grid-cols-6">
            {data.slice(0, HOT_PROJECTS_BLOCK_SIZE).map((p) => (
              <li key={p.id}>
                <HrefLink
                  href={projectHref(p)}
                  className="group block h-full overflow-hidden rounded-card border border-line bg-white hover:border-brand-300 hover:shadow-card"
                >
                  <div className="overflow-hidden bg-canvas">
                    <img
                      src={imageSrc(p.imgSrc)}
                      alt={p.assetsName}
                      loading="lazy"
                      className="aspect-[4/3] w-full object-cover transition-transform group-hover:scale-105"
                    />
                  </div>
                  <div className="space-y-1 p-2.5">
                    <h3 translate="no" className="m-0 line-clamp-2 h-10 text-sm font-medium leading-5 group-hover:text-brand-700">{p.assetsName}</h3>
                    <PriceText price={displayPrice(p)} className="block" />
                    <p translate="no" className="m-0 flex items-center gap-1 truncate text-xs text-muted">
                      <MapPin aria-hidden className="size-3 shrink-0" />
                      {regionText(p) || '--'}
                    </p>
                  </div>
                </HrefLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
