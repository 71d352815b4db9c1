import { useQuery } from '@tanstack/react-query';
import { RECOMMEND_MAX } from '@contract/constants';
import { Card, CardHeader } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { HrefLink } from '@/components/ui/href-link';
import { PriceText } from '@/components/ui/price-text';
import { Skeleton } from '@/components/ui/skeleton';
import { imageSrc } from '@/lib/env';
import { projectHref } from '@/lib/paths';
import { displayPrice, regionText } from '@/lib/format';
import { useNearViewport } from '@/lib/use-near-viewport';
import { recommendQueryOptions } from '@/features/project-detail/project-detail.queries';
import { useT } from '@/i18n';

/**
 * 推荐项目 (POST search/assets-recommend): at most 4 other projects still registering (§9
 * Recommended projects max 4) as image cards. Renders nothing when there is nothing to recommend. Asked for when the
 * block comes near the viewport (it sits below the announcement tabs); its skeleton stands in until then.
 */
export function RecommendList({ assetsId }: { assetsId: string }) {
  const t = useT('project-detail');
  const [ref, near] = useNearViewport<HTMLElement>();
  const { data, isPending } = useQuery({ ...recommendQueryOptions(assetsId), enabled: near });
  const items = (data ?? []).slice(0, RECOMMEND_MAX);
  if (!isPending && !items.length) return null;
  return (
    <Card ref={ref} aria-labelledby="recommend-title">
      <CardHeader title={<span id="recommend-title">{t('推荐项目')}</span>} />
      <ul className={cn('grid list-none grid-cols-2 gap-3 p-4 lg:grid-cols-4', isPending && 'animate-pulse')}>
        {isPending
          ? Array.from({ length: RECOMMEND_MAX }, (_, i) => (
              <li key={i}>
                <Skeleton className="aspect-[4/3]" />
                <Skeleton className="mt-2 h-4 w-3/4" />
              </li>
            ))
          : items.map((p) => (
              <li key={p.id} className="min-w-0">
                <HrefLink href={projectHref(p)} className="group block">
                  <img src={imageSrc(p.imgSrc)} alt="" loading="lazy" className="aspect-[4/3] w-full rounded-control object-cover transition-transform group-hover:scale-[1.02]" />
                  <span translate="no" className="mt-2 line-clamp-2 text-sm font-medium group-hover:text-brand-700">{p.assetsName}</span>
                </HrefLink>
                <div className="mt-1 flex items-center justify-between gap-2 text-xs text-muted">
                  <span translate="no" className="truncate">{regionText(p) || '--'}</span>
                  <PriceText price={displayPrice(p)} className="text-sm" />
                </div>
              </li>
            ))}
      </ul>
    </Card>
  );
}
