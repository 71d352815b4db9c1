import { Card } from '@/components/ui/card';
import { Skeleton, SkeletonLines } from '@/components/ui/skeleton';
import { useT } from '@/i18n';

/** Pending state of a detail page, shaped like it: gallery, title, money block, facts and tabs. */
export function DetailSkeleton() {
  const t = useT('project-detail');
  return (
    <div className="page-width space-y-4 py-5" role="status" aria-label={t('加载中')}>
      <Skeleton className="h-4 w-64" />
      <Card className="grid gap-5 p-4 md:grid-cols-[minmax(0,420px)_minmax(0,1fr)]">
        <Skeleton className="aspect-[4/3]" />
        <div className="space-y-3">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-7 w-3/4" />
          <Skeleton className="h-20" />
          <SkeletonLines rows={5} />
        </div>
      </Card>
      <Card className="p-4">
        <SkeletonLines rows={6} />
      </Card>
    </div>
  );
}
