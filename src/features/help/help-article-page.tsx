import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Card, CardHeader } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { RichText } from '@/components/ui/rich-text';
import { HelpBreadcrumbs } from '@/features/help/help-breadcrumbs';
import { helpArticleQueryOptions, helpCategoriesQueryOptions } from '@/features/help/help.queries';
import { useT } from '@/i18n';

/**
 * /helpCenterDetail (§2): one help article — breadcrumbs back to its category, title, date, the sanitised rich
 * text, and the other articles of the category beside it (below it on phones).
 */
export function HelpArticlePage({ id }: { id: string }) {
  const t = useT('help');
  const { data: a } = useSuspenseQuery(helpArticleQueryOptions(id));
  const { data: categories } = useSuspenseQuery(helpCategoriesQueryOptions());
  const siblings = categories.find((c) => c.id === a.categoryId)?.articles ?? [];
  const category = (
    <Link to="/helpCenter" search={{ categoryId: a.categoryId }} className="shrink-0 hover:text-brand-700" translate="no">{a.categoryName}</Link>
  );

  return (
    <div className="page-width space-y-4 py-5">
      <HelpBreadcrumbs trail={[category, <span key="title" translate="no">{a.title}</span>]} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_280px]">
        <Card className="min-w-0 p-4 sm:p-6">
          <h1 translate="no" className="m-0 text-xl leading-snug font-semibold">{a.title}</h1>
          <p className="m-0 mt-2 border-b border-line pb-3 text-sm text-muted">
            <span translate="no">{a.categoryName}</span> · {t('更新于')} <span className="num">{a.publishDate.slice(0, 10)}</span>
          </p>
          <div translate="no"><RichText html={a.content} emptyText={t('暂无内容')} className="mt-3" /></div>
        </Card>
        <Card className="self-start">
          <CardHeader title={<span translate="no">{a.categoryName}</span>} />
          <ul aria-label={t('同类文章')} className="m-0 list-none p-2">
            {siblings.map((s) => (
              <li key={s.id}>
                <Link
                  to="/helpCenterDetail"
                  search={{ newsId: s.id }}
                  aria-current={s.id === a.id ? 'page' : undefined}
                  className={cn('block rounded-control px-2 py-1.5 text-sm hover:bg-brand-50 hover:text-brand-700', s.id === a.id ? 'font-medium text-brand-700' : 'text-ink-soft')}
                >
                  <span translate="no">{s.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
