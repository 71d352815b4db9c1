import type { CollectedProject } from '@contract/favourites';
import { Button } from '@/components/ui/button';
import { HrefLink } from '@/components/ui/href-link';
import { PriceText } from '@/components/ui/price-text';
import { StateBadge } from '@/components/ui/state-badge';
import { imageUrl } from '@/lib/env';
import { displayPrice, regionText } from '@/lib/format';
import { projectHref } from '@/lib/paths';

/**
 * The favourite projects of one page: picture, name (to the detail page), state badge, type and region, the listing
 * price right-aligned with its unit, when it was collected, and 取消收藏 (`onRemove`, disabled while `removing`).
 */
export function FavouriteRows({ rows, removing, onRemove }: { rows: CollectedProject[]; removing: boolean; onRemove: (row: CollectedProject) => void }) {
  return (
    <ul aria-label="收藏的项目" className="m-0 list-none divide-y divide-line rounded-control border border-line p-0">
      {rows.map((p) => (
        <li key={p.assetsId} className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap">
          <span className="hidden h-14 w-20 shrink-0 overflow-hidden rounded-control bg-canvas sm:block">
            {p.imgSrc ? <img src={imageUrl(p.imgSrc)} alt="" className="size-full object-cover" loading="lazy" /> : null}
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <HrefLink href={projectHref(p)} className="min-w-0 truncate text-sm font-medium text-ink hover:text-brand-700 hover:underline">
                {p.assetsName}
              </HrefLink>
              <StateBadge state={p.state} projectType={p.projectType} />
            </div>
            <p className="m-0 mt-1 truncate text-xs text-muted">
              {[p.typeName, regionText(p), p.projectCode].filter(Boolean).join(' · ')}
            </p>
            <p className="num m-0 mt-0.5 text-xs text-muted">收藏于 {p.collectTime.slice(0, 16)}</p>
          </div>
          <div className="ml-auto flex shrink-0 items-center gap-3">
            <div className="text-right">
              <p className="m-0 text-xs text-muted">挂牌价</p>
              <PriceText price={displayPrice(p)} />
            </div>
            <Button size="sm" variant="secondary" disabled={removing} onClick={() => onRemove(p)} aria-label={`取消收藏：${p.assetsName}`}>
              取消收藏
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
