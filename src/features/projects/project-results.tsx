import { Link } from '@tanstack/react-router';
import type { Page } from '@contract/envelope';
import type { ListedProject } from '@contract/projects';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/components/ui/cn';
import { ProjectCard } from '@/features/projects/project-card';
import { useT } from '@/i18n';

function ResultSkeleton() {
  const t = useT('projects');
  return (
    <div role="status" aria-label={t('加载中')} className="animate-pulse">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="flex gap-4 border-b border-line p-4">
          <Skeleton className="h-28 w-44" />
          <div className="flex-1 space-y-2.5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * Result list of /project: the total, the project cards, a skeleton on first load and
 * 暂无符合条件的项目 when nothing matches. `refreshing` dims the previous page while the next loads.
 */
export function ProjectResults({ page, refreshing }: { page?: Page<ListedProject>; refreshing: boolean }) {
  const t = useT('projects');
  const total = page?.total ?? 0;
  // the sentence around the highlighted number: the message has no other digits
  const found = t('共找到 {n} 个项目', { n: total });
  const at = found.indexOf(String(total));
  return (
    <Card aria-busy={refreshing || !page}>
      <div className="flex items-center justify-between border-b border-line px-4 py-3 text-sm">
        <h2 className="m-0 text-base font-semibold">{t('项目列表')}</h2>
        <span className="text-muted">
          {found.slice(0, at)}
          <span className="num font-semibold text-price">{total}</span>
          {found.slice(at + String(total).length)}
        </span>
      </div>
      {!page ? (
        <ResultSkeleton />
      ) : page.records.length === 0 ? (
        <EmptyState
          message={t('暂无符合条件的项目')}
          action={
            <Link to="/project" className="text-brand-700 hover:underline">
              {t('查看全部项目')}
            </Link>
          }
          className="py-16"
        />
      ) : (
        <div className={cn('transition-opacity', refreshing && 'opacity-60')}>
          {page.records.map((p) => (
            <ProjectCard key={p.id} project={p} />
          ))}
        </div>
      )}
    </Card>
  );
}
