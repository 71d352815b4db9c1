import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonLines } from '@/components/ui/skeleton';
import { StateBadge } from '@/components/ui/state-badge';
import { formatDate } from '@/lib/format';
import { topInfoQueryOptions } from '@/features/project-detail/project-detail.queries';
import { ProjectText } from '@/features/project-detail/project-text';

const at = (v: string) => (v ? formatDate(v, 'YYYY-MM-DD HH:mm') : '--');

/**
 * 项目公告 tab: the announcement header (GET assets-detail/top-info — title, code, publication
 * and announcement period, state, favourite and download counts) above the project description.
 */
export function AnnouncementPanel({ assetsId, description }: { assetsId: string; description: string }) {
  const { data, isPending } = useQuery(topInfoQueryOptions(assetsId));
  if (isPending) return <SkeletonLines rows={5} className="py-2" />;
  if (!data) return <EmptyState message="暂无公告" />;
  return (
    <article aria-label="项目公告" className="space-y-4">
      <header className="border-b border-dashed border-line pb-3 text-center">
        <h3 className="text-lg font-semibold">{data.assetsName}</h3>
        <p className="mt-2 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-xs text-muted">
          <span>项目编号：{data.projectCode || '--'}</span>
          <span>发布日期：{data.publishDate ? formatDate(data.publishDate) : '--'}</span>
          <span>公告期：{at(data.announcementStartTime)} 至 {at(data.announcementEndTime)}</span>
          <StateBadge state={data.state} />
          <span>收藏 {data.favouriteCount}</span>
          <span>下载 {data.downloadCount}</span>
        </p>
      </header>
      {description ? <ProjectText text={description} /> : <EmptyState message="暂无公告正文" />}
    </article>
  );
}
