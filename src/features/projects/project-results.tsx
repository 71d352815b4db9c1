import { Link } from '@tanstack/react-router';
import type { Page } from '@contract/envelope';
import type { ListedProject } from '@contract/projects';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/components/ui/cn';
import { ProjectCard } from '@/features/projects/project-card';

function ResultSkeleton() {
  return (
    <div role="status" aria-label="加载中">
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
  return (
    <Card aria-busy={refreshing || !page}>
      <div className="flex items-center justify-between border-b border-line px-4 py-3 text-sm">
        <h2 className="m-0 text-base font-semibold">项目列表</h2>
        <span className="text-muted">
          共找到 <span className="num font-semibold text-price">{page?.total ?? 0}</span> 个项目
        </span>
      </div>
      {!page ? (
        <ResultSkeleton />
      ) : page.records.length === 0 ? (
        <EmptyState
          message="暂无符合条件的项目"
          action={
            <Link to="/project" className="text-brand-700 hover:underline">
              查看全部项目
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
