import { useQuery } from '@tanstack/react-query';
import { newsHref } from '@/lib/paths';
import { ArticleView } from '@/features/content/article-view';
import { newsDetailQueryOptions, plateByIdQueryOptions } from '@/features/content/content.queries';
import { SECTIONS } from '@/features/content/content-sections';
import { useT } from '@/i18n';

/**
 * News detail (§2 /newsDetailXwzx, /newsDetailZcfg, /newsDetailGywm): the article of `newsId`,
 * breadcrumbs back to its section and plate, prev / next within the same detail page.
 */
export function NewsDetailPage({ kind, newsId }: { kind: 'xwzx' | 'zcfg' | 'gywm'; newsId: string | undefined }) {
  const t = useT('content');
  const section = SECTIONS[kind];
  const title = t(section.title);
  const q = useQuery({ ...newsDetailQueryOptions(newsId ?? ''), enabled: !!newsId });
  const plate = useQuery({ ...plateByIdQueryOptions(q.data?.plateId ?? ''), enabled: !!q.data?.plateId });
  const p = plate.data;
  // The section's own plate (its first: 新闻中心 in /xwzx, 政策法规 in /zcfg, 关于我们 in /gywm) gets one crumb, linking
  // to its tab. Matched by code: the plate's name comes in the portal's language.
  const crumbs =
    p && p.plateCode === section.plateCodes[0]
      ? [{ label: title, href: `${section.path}?plateId=${p.id}` }]
      : [{ label: title, href: section.path }, ...(p ? [{ label: p.name, href: `${section.path}?plateId=${p.id}`, data: true }] : [])];
  const article = q.data ? { ...q.data, date: q.data.publishDate || q.data.createTime } : undefined;
  return (
    <ArticleView
      what="news"
      crumbs={crumbs}
      article={article}
      isPending={!!newsId && q.isPending}
      error={q.error}
      refetch={() => void q.refetch()}
      hrefOf={(id) => newsHref(kind, id)}
    />
  );
}
