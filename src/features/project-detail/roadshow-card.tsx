import type { z } from 'zod';
import { BellRing, Video } from 'lucide-react';
import type { roadshowSchema } from '@contract/project-detail';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useSessionView } from '@/lib/session-view';
import { formatDate } from '@/lib/format';
import { useToggleFollow } from '@/features/project-detail/favourite.queries';
import { useT } from '@/i18n';

type Roadshow = z.infer<typeof roadshowSchema>;

/**
 * The project's roadshow (路演): title, host, time and a follow toggle. Following while logged out
 * shows 用户未登录 (§2 Login and logout); the live link opens in a new tab.
 */
export function RoadshowCard({ assetsId, roadshow }: { assetsId: string; roadshow: Roadshow }) {
  const t = useT('project-detail');
  const { loggedIn } = useSessionView();
  const toggle = useToggleFollow(assetsId, loggedIn);
  const followed = loggedIn && roadshow.followed;
  return (
    <section aria-label={t('项目路演')} className="flex flex-col gap-3 rounded-card border border-brand-200 bg-brand-50/60 p-3 sm:flex-row sm:items-center">
      <Video aria-hidden className="hidden size-8 shrink-0 text-brand-600 sm:block" strokeWidth={1.5} />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium text-ink">
          {t('项目路演：')}
          <span translate="no">{roadshow.title}</span>
        </p>
        <p className="mt-0.5 text-xs text-muted">
          {t('{from} 至 {to}', { from: formatDate(roadshow.startTime, 'YYYY-MM-DD HH:mm'), to: formatDate(roadshow.endTime, 'HH:mm') })}
          {' · '}
          {t('主讲：')}
          <span translate="no">{roadshow.host || '--'}</span>
          {' · '}
          <span className="num">{t('{n} 人关注', { n: roadshow.followerCount })}</span>
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        {roadshow.liveUrl ? (
          <Button asChild variant="outline" size="sm">
            <a href={roadshow.liveUrl} target="_blank" rel="noopener noreferrer">
              {t('观看路演')}
            </a>
          </Button>
        ) : null}
        <Button
          size="sm"
          variant={followed ? 'secondary' : 'default'}
          aria-pressed={followed}
          disabled={toggle.isPending}
          onClick={() => toggle.mutate(!followed)}
          className={cn(followed && 'text-brand-700')}
        >
          <BellRing aria-hidden />
          {followed ? t('已关注') : t('关注路演')}
        </Button>
      </div>
    </section>
  );
}
