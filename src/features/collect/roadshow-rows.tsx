import type { FollowedRoadshow, RoadshowStatus } from '@contract/favourites';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { HrefLink } from '@/components/ui/href-link';
import { imageSrc } from '@/lib/env';
import { projectHref } from '@/lib/paths';
import { msg, useT } from '@/i18n';

const STATUS_TONE: Record<RoadshowStatus, 'brand' | 'price' | 'muted'> = { 未开始: 'brand', 直播中: 'price', 已结束: 'muted' };
/** The roadshow statuses (wire values, shown with t()). */
const STATUS_LABELS: Record<RoadshowStatus, string> = { 未开始: msg('未开始'), 直播中: msg('直播中'), 已结束: msg('已结束') };
const LIVE: RoadshowStatus = msg('直播中');

/**
 * The followed roadshows of one page: cover, title, status (未开始 / 直播中 / 已结束), the project (to its detail page),
 * host and times, 观看直播 while live (opens liveUrl in a new tab), and 取消关注 (`onUnfollow`, disabled while `busy`).
 */
export function RoadshowRows({ rows, busy, onUnfollow }: { rows: FollowedRoadshow[]; busy: boolean; onUnfollow: (row: FollowedRoadshow) => void }) {
  const t = useT('collect');
  return (
    <ul aria-label={t('关注的路演')} className="m-0 list-none divide-y divide-line rounded-control border border-line p-0">
      {rows.map((r) => (
        <li key={r.roadshowId} className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap">
          <span className="hidden h-14 w-24 shrink-0 overflow-hidden rounded-control bg-canvas sm:block">
            {r.coverImg ? <img src={imageSrc(r.coverImg)} alt="" className="size-full object-cover" loading="lazy" /> : null}
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 truncate text-sm font-medium text-ink" translate="no">{r.title}</span>
              <Badge tone={STATUS_TONE[r.status]}>{t(STATUS_LABELS[r.status])}</Badge>
            </div>
            <p className="m-0 mt-1 truncate text-xs text-muted">
              {t('项目：')}
              <HrefLink href={projectHref({ id: r.assetsId, projectType: 0 })} translate="no" className="text-brand-700 hover:underline">
                {r.assetsName}
              </HrefLink>
              {r.host ? <> · {t('主持：')}<span translate="no">{r.host}</span></> : null}
            </p>
            <p className="num m-0 mt-0.5 text-xs text-muted">
              {t('{start} 至 {end}', { start: r.startTime.slice(0, 16), end: r.endTime.slice(0, 16) })}
            </p>
          </div>
          <div className="ml-auto flex shrink-0 items-center gap-2">
            {r.status === LIVE && r.liveUrl ? (
              <a href={r.liveUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants({ size: 'sm' })}>
                {t('观看直播')}
              </a>
            ) : null}
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => onUnfollow(r)} aria-label={t('取消关注：{title}', { title: r.title })}>
              {t('取消关注')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
