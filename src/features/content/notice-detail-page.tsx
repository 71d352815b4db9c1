import { useQuery } from '@tanstack/react-query';
import { noticeHref } from '@/lib/paths';
import { ArticleView } from '@/features/content/article-view';
import { noticeDetailQueryOptions, plateByCodeQueryOptions } from '@/features/content/content.queries';
import { NOTICE_TYPE_NAMES, SECTIONS } from '@/features/content/content-sections';

/**
 * Notice detail (§2 /noticeDetail?id=&noticeType=, /newsDetailZxdt?newsId=): the notice, breadcrumbs
 * back to /notice and its type's tab, prev / next within the same notice type when sent.
 */
export function NoticeDetailPage({ id, noticeType }: { id: string | undefined; noticeType?: string }) {
  const q = useQuery({ ...noticeDetailQueryOptions(id ?? ''), enabled: !!id });
  const type = q.data ? String(q.data.noticeType) : noticeType;
  const plate = useQuery({ ...plateByCodeQueryOptions(type ?? ''), enabled: !!type, retry: false });
  const section = SECTIONS.notice;
  const typeName = plate.data?.name ?? (type ? NOTICE_TYPE_NAMES[Number(type)] : undefined);
  const crumbs = [
    { label: section.title, href: section.path },
    ...(typeName ? [{ label: typeName, href: plate.data ? `${section.path}?plateId=${plate.data.id}` : section.path }] : []),
  ];
  const article = q.data ? { ...q.data, title: q.data.noticeTitle, date: q.data.publishDate || q.data.createTime } : undefined;
  return (
    <ArticleView
      what="公告"
      crumbs={crumbs}
      article={article}
      isPending={!!id && q.isPending}
      error={q.error}
      refetch={() => void q.refetch()}
      hrefOf={noticeHref}
    />
  );
}
