import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonLines } from '@/components/ui/skeleton';
import { StateBadge } from '@/components/ui/state-badge';
import { formatDate } from '@/lib/format';
import { topInfoQueryOptions } from '@/features/project-detail/project-detail.queries';
import { ProjectText } from '@/features/project-detail/project-text';
import { useT } from '@/i18n';

const at = (v: string) => (v ? formatDate(v, 'YYYY-MM-DD HH:mm') : '--');

/**
 * 项目公告 tab: the announcement header (GET assets-detail/top-info — title, code, publication
 * and announcement period, state, favourite and download counts) above the project description.
 */
export function AnnouncementPanel({ assetsId, description }: { assetsId: string; description: string }) {
  const t = useT('project-detail');
  const { data, isPending } = useQuery(topInfoQueryOptions(assetsId));
  if (isPending) return <SkeletonLines rows={5} className="py-2" />;
  if (!data) return <EmptyState message={t('暂无公告')} />;
  return (
    <article aria-label={t('项目公告')} className="space-y-4">
      <header className="border-b border-dashed border-line pb-3 text-center">
        <h3 translate="no" className="text-lg font-semibold">{data.assetsName}</h3>
        <p className="mt-2 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-xs text-muted">
          <span>{t('项目编号：{code}', { code: data.projectCode || '--' })}</span>
          <span>{t('发布日期：{date}', { date: data.publishDate ? formatDate(data.publishDate) : '--' })}</span>
          <span>{t('公告期：{from} 至 {to}', { from: at(data.announcementStartTime), to: at(data.announcementEndTime) })}</span>
          <StateBadge state={data.state} />
          <span>{t('收藏 {n}', { n: data.favouriteCount })}</span>
          <span>{t('下载 {n}', { n: data.downloadCount })}</span>
        </p>
      </header>
      {description ? <ProjectText text={description} /> : <EmptyState message={t('暂无公告正文')} />}
    </article>
  );
}
