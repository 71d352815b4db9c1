import type { ReactNode } from 'react';
import { ShieldAlert } from 'lucide-react';
import type { ProjectDetail } from '@contract/project-detail';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Gallery } from '@/components/ui/gallery';
import { StateBadge } from '@/components/ui/state-badge';
import { imageUrl } from '@/lib/env';
import { keyFacts } from '@/features/project-detail/detail-facts';
import { FavouriteButton } from '@/features/project-detail/favourite-button';
import { FeatureTags } from '@/features/project-detail/feature-tags';
import { PricePanel } from '@/features/project-detail/price-panel';
import { useT } from '@/i18n';

/**
 * Top of the detail page: the gallery beside the name, state and feature tags, the money block,
 * the key facts, a notice for a locked directional project, and the actions (`actions`: the enrol
 * button composed by the route, then 收藏).
 */
export function DetailHero({ project: p, actions, onUnlock }: { project: ProjectDetail; actions: ReactNode; onUnlock: () => void }) {
  const t = useT('project-detail');
  const images = (p.gallery.length ? p.gallery : [p.imgSrc])
    .filter(Boolean)
    .map((src, i) => ({ src: imageUrl(src), alt: t('{name} 图片{n}', { name: p.assetsName, n: i + 1 }) }));
  return (
    <Card className="grid gap-5 p-4 md:grid-cols-[minmax(0,420px)_minmax(0,1fr)]">
      <Gallery images={images} label={t('项目图片')} />
      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          {p.typeName ? <Badge tone="outline" translate="no">{p.typeName}</Badge> : null}
          {p.isPackage ? <Badge tone="brand">{t('打包项目')}</Badge> : null}
          {p.directional ? <Badge tone="warn">{t('定向发布')}</Badge> : null}
          <StateBadge state={p.state} />
        </div>
        <h1 translate="no" className="text-xl leading-snug font-semibold">{p.assetsName}</h1>
        <FeatureTags assetsId={p.assetsId} />
        <PricePanel project={p} />
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          {keyFacts(p).map(([label, value, data]) => (
            <div key={label} className="flex min-w-0 gap-1">
              <dt className="shrink-0 text-muted">{t('{label}：', { label })}</dt>
              <dd className="min-w-0 break-words text-ink-soft num" translate={data ? 'no' : undefined}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        {p.directional && !p.directionalVerified ? (
          <div role="note" className="flex flex-wrap items-center gap-2 rounded-control border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-warn">
            <ShieldAlert aria-hidden className="size-4 shrink-0" />
            <span className="min-w-0 flex-1">{t('本项目为定向发布项目，输入定向码后可查看全部信息并报名。')}</span>
            <Button size="sm" variant="outline" onClick={onUnlock}>
              {t('输入定向码')}
            </Button>
          </div>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          {actions}
          <FavouriteButton assetsId={p.assetsId} collected={p.isCollected} count={p.favouriteCount} />
        </div>
      </div>
    </Card>
  );
}
