import { LOT_PHASE_LABELS } from '@contract/bid-basics';
import type { CollectedProject } from '@contract/favourites';
import { LiveCountdown } from '@/components/live-countdown';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { HrefLink } from '@/components/ui/href-link';
import { PriceText } from '@/components/ui/price-text';
import { StateBadge } from '@/components/ui/state-badge';
import { imageSrc } from '@/lib/env';
import { displayPrice, regionText } from '@/lib/format';
import { projectHref } from '@/lib/paths';
import type { LiveLot, LiveLots } from '@/features/collect/live-lots';
import { useT } from '@/i18n';

/** The price cell: the live current price once the lot has one (same formatter and unit as the listing), else 挂牌价. */
function PriceCell({ p, lot }: { p: CollectedProject; lot: LiveLot | undefined }) {
  const t = useT('collect');
  const live = lot?.price !== null && lot?.price !== undefined;
  return (
    <div className="text-right">
      <p className="m-0 text-xs text-muted">{live ? t('当前价') : t('挂牌价')}</p>
      <PriceText price={displayPrice(live ? { ...p, startPrice: lot.price } : p)} />
    </div>
  );
}

/** The lot's live phase (暂停 when paused) and, while it runs, its countdown on the shared clock. */
function LotState({ lot }: { lot: LiveLot }) {
  const t = useT('collect');
  return (
    <span className="inline-flex flex-wrap items-center gap-2 text-xs">
      <Badge tone={lot.phase === 'closed' ? 'muted' : 'price'}>{lot.paused ? t('暂停') : t(LOT_PHASE_LABELS[lot.phase])}</Badge>
      {lot.deadline !== null && !lot.paused && lot.phase !== 'closed' ? <LiveCountdown deadline={lot.deadline} className="text-xs" /> : null}
    </span>
  );
}

/**
 * The favourite projects of one page: picture, name (to the detail page), state badge, type and region, the listing
 * price right-aligned with its unit, when it was collected, and 取消收藏 (`onRemove`, disabled while `removing`). A lot
 * that changes while shown (`live`, from its push topic) adds its phase, countdown and current price.
 */
export function FavouriteRows({
  rows,
  live,
  removing,
  onRemove,
}: {
  rows: CollectedProject[];
  live: LiveLots;
  removing: boolean;
  onRemove: (row: CollectedProject) => void;
}) {
  const t = useT('collect');
  return (
    <ul aria-label={t('收藏的项目')} className="m-0 list-none divide-y divide-line rounded-control border border-line p-0">
      {rows.map((p) => (
        <li key={p.assetsId} className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap">
          <span className="hidden h-14 w-20 shrink-0 overflow-hidden rounded-control bg-canvas sm:block">
            {p.imgSrc ? <img src={imageSrc(p.imgSrc)} alt="" className="size-full object-cover" loading="lazy" /> : null}
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <HrefLink href={projectHref(p)} translate="no" className="min-w-0 truncate text-sm font-medium text-ink hover:text-brand-700 hover:underline">
                {p.assetsName}
              </HrefLink>
              <StateBadge state={p.state} projectType={p.projectType} />
              {live.get(p.assetsId) ? <LotState lot={live.get(p.assetsId)!} /> : null}
            </div>
            <p className="m-0 mt-1 truncate text-xs text-muted" translate="no">
              {[p.typeName, regionText(p), p.projectCode].filter(Boolean).join(' · ')}
            </p>
            <p className="num m-0 mt-0.5 text-xs text-muted">{t('收藏于 {time}', { time: p.collectTime.slice(0, 16) })}</p>
          </div>
          <div className="ml-auto flex shrink-0 items-center gap-3">
            <PriceCell p={p} lot={live.get(p.assetsId)} />
            <Button size="sm" variant="secondary" disabled={removing} onClick={() => onRemove(p)} aria-label={t('取消收藏：{name}', { name: p.assetsName })}>
              {t('取消收藏')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
