import type { FollowedRoadshow, RoadshowStatus } from '@contract/favourites';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { HrefLink } from '@/components/ui/href-link';
import { imageUrl } from '@/lib/env';
import { projectHref } from '@/lib/paths';

const STATUS_TONE: Record<RoadshowStatus, 'brand' | 'price' | 'muted'> = { 未开始: 'brand', 直播中: 'price', 已结束: 'muted' };

/**
 * The followed roadshows of one page: cover, title, status (未开始 / 直播中 / 已结束), the project (to its detail page),
 * host and times, 观看直播 while live (opens liveUrl in a new tab), and 取消关注 (`onUnfollow`, disabled while `busy`).
 */
export function RoadshowRows({ rows, busy, onUnfollow }: { rows: FollowedRoadshow[]; busy: boolean; onUnfollow: (row: FollowedRoadshow) => void }) {
  return (
    <ul aria-label="关注的路演" className="m-0 list-none divide-y divide-line rounded-control border border-line p-0">
      {rows.map((r) => (
        <li key={r.roadshowId} className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap">
          <span className="hidden h-14 w-24 shrink-0 overflow-hidden rounded-control bg-canvas sm:block">
            {r.coverImg ? <img src={imageUrl(r.coverImg)} alt="" className="size-full object-cover" loading="lazy" /> : null}
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 truncate text-sm font-medium text-ink">{r.title}</span>
              <Badge tone={STATUS_TONE[r.status]}>{r.status}</Badge>
            </div>
            <p className="m-0 mt-1 truncate text-xs text-muted">
              项目：
              <HrefLink href={projectHref({ id: r.assetsId, projectType: 0 })} className="text-brand-700 hover:underline">
                {r.assetsName}
              </HrefLink>
              {r.host ? ` · 主持：${r.host}` : ''}
            </p>
            <p className="num m-0 mt-0.5 text-xs text-muted">
              {r.startTime.slice(0, 16)} 至 {r.endTime.slice(0, 16)}
            </p>
          </div>
          <div className="ml-auto flex shrink-0 items-center gap-2">
            {r.status === '直播中' && r.liveUrl ? (
              <a href={r.liveUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants({ size: 'sm' })}>
                观看直播
              </a>
            ) : null}
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => onUnfollow(r)} aria-label={`取消关注：${r.title}`}>
              取消关注
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
