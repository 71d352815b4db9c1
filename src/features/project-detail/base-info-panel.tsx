import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonLines } from '@/components/ui/skeleton';
import { LabelValueTable } from '@/features/project-detail/label-value-table';
import { baseInfoQueryOptions } from '@/features/project-detail/project-detail.queries';
import { ProjectText } from '@/features/project-detail/project-text';
import { useT } from '@/i18n';

/** 基本信息 tab: the server's label/value rows (prices already carry their units), then the description. */
export function BaseInfoPanel({ assetsId, description }: { assetsId: string; description: string }) {
  const t = useT('project-detail');
  const { data, isPending } = useQuery(baseInfoQueryOptions(assetsId));
  if (isPending) return <SkeletonLines rows={6} className="py-2" />;
  if (!data?.items.length && !description) return <EmptyState message={t('暂无基本信息')} />;
  return (
    <div className="space-y-4">
      <LabelValueTable items={data?.items ?? []} />
      {description ? (
        <section aria-label={t('项目简介')}>
          <h3 className="mb-2 text-base font-semibold">{t('项目简介')}</h3>
          <ProjectText text={description} />
        </section>
      ) : null}
    </div>
  );
}
