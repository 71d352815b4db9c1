import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DetailSection } from '@contract/project-detail';
import { EmptyState } from '@/components/ui/empty-state';
import { LazyRichText, preloadRichText } from '@/components/ui/lazy-rich-text';
import { SkeletonLines } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { LabelValueTable } from '@/features/project-detail/label-value-table';
import { LockedNotice } from '@/features/project-detail/locked-notice';
import { sectionQueryOptions } from '@/features/project-detail/project-detail.queries';
import { useT } from '@/i18n';

/**
 * One rich-text tab of the asset-detail family (GET assets-detail/{section}): its structured facts,
 * then the HTML through RichText (DOMPurify) — server content never reaches the DOM unsanitised.
 * A locked restricted tab of a directional project shows the unlock prompt instead. `title` is in the active language.
 */
export function SectionPanel({ assetsId, section, title, onUnlock }: { assetsId: string; section: DetailSection; title: string; onUnlock: () => void }) {
  const t = useT('project-detail');
  const { data, isPending, isError } = useQuery(sectionQueryOptions(assetsId, section));
  // The sanitiser's code loads alongside the section's answer, not after it.
  useEffect(() => void preloadRichText().catch(() => undefined), []);
  if (isPending) return <SkeletonLines rows={6} className="py-2" />;
  if (isError || !data) return <EmptyState message={t('{title}加载失败，请稍后重试', { title })} />;
  if (data.locked) return <LockedNotice onUnlock={onUnlock} />;
  return (
    <article aria-label={title} className="space-y-4">
      <LabelValueTable items={data.items} />
      {data.content || !data.items.length ? <LazyRichText html={data.content} emptyText={t('暂无{title}', { title })} /> : null}
      {data.updateTime ? <p className="text-right text-xs text-muted">{t('更新时间：{time}', { time: formatDate(data.updateTime, 'YYYY-MM-DD HH:mm') })}</p> : null}
    </article>
  );
}
