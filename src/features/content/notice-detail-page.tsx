import { useQuery } from '@tanstack/react-query';
import { noticeHref, zxdtHref } from '@/lib/paths';
import { ArticleView } from '@/features/content/article-view';
import { noticeDetailQueryOptions, plateByCodeQueryOptions } from '@/features/content/content.queries';
import { NOTICE_TYPE_NAMES, SECTIONS } from '@/features/content/content-sections';
import { useT } from '@/i18n';

/** The two addresses of a notice (§2): where it is read from and where its prev / next link. */
const VIA = {
  noticeDetail: { source: 'project', hrefOf: noticeHref },
  zxdt: { source: 'desk', hrefOf: zxdtHref },
} as const;

/**
 * Notice detail (§2): /noticeDetail?id=&noticeType= reads dscq-project/notice/detail, /newsDetailZxdt?newsId= (`via`
 * 'zxdt') the notice box's blade-desk/notice-info/detail. Breadcrumbs back to /notice and its type's tab, prev / next
 * within the same notice type on the same address; an unknown id shows 公告不存在 in place.
 */
export function NoticeDetailPage({ id, noticeType, via = 'noticeDetail' }: { id: string | undefined; noticeType?: string; via?: keyof typeof VIA }) {
  const t = useT('content');
  const q = useQuery({ ...noticeDetailQueryOptions(id ?? '', VIA[via].source), enabled: !!id });
  const type = q.data ? String(q.data.noticeType) : noticeType;
  const plate = useQuery({ ...plateByCodeQueryOptions(type ?? ''), enabled: !!type, retry: false });
  const section = SECTIONS.notice;
  // The plate's name is data; the fallback type name is a message.
  const fallbackName = type ? NOTICE_TYPE_NAMES[Number(type)] : undefined;
  const typeCrumb = plate.data
    ? { label: plate.data.name, href: `${section.path}?plateId=${plate.data.id}`, data: true }
    : fallbackName ? { label: t(fallbackName), href: section.path } : undefined;
  const crumbs = [{ label: t(section.title), href: section.path }, ...(typeCrumb ? [typeCrumb] : [])];
  const article = q.data ? { ...q.data, title: q.data.noticeTitle, date: q.data.publishDate || q.data.createTime } : undefined;
  return (
    <ArticleView
      what="notice"
      crumbs={crumbs}
      article={article}
      isPending={!!id && q.isPending}
      error={q.error}
      refetch={() => void q.refetch()}
      hrefOf={VIA[via].hrefOf}
    />
  );
}
