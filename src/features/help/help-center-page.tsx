import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { BookOpen, MonitorCheck } from 'lucide-react';
import { Card, CardHeader } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchBox } from '@/components/ui/search-box';
import { HelpBreadcrumbs } from '@/features/help/help-breadcrumbs';
import { HelpSearchResults } from '@/features/help/help-search-results';
import { helpCategoriesQueryOptions } from '@/features/help/help.queries';
import { useT } from '@/i18n';

const route = getRouteApi('/helpCenter');

/**
 * /helpCenter (§2): a search box over every help article, the categories (a side list on desktop, a scrolling
 * strip on phones) and the chosen category's articles; with `keyword` in the URL, the search results instead.
 */
export function HelpCenterPage() {
  const t = useT('help');
  const { categoryId, keyword } = route.useSearch();
  const navigate = useNavigate({ from: '/helpCenter' });
  const { data: categories } = useSuspenseQuery(helpCategoriesQueryOptions());
  const current = categories.find((c) => c.id === categoryId) ?? categories[0];

  return (
    <div className="page-width space-y-4 py-5">
      <HelpBreadcrumbs trail={keyword ? [t('搜索结果')] : []} />
      <Card className="bg-brand-50 p-4 sm:p-6">
        <h1 className="m-0 text-xl font-semibold text-brand-800">{t('帮助中心')}</h1>
        <p className="m-0 mt-1 text-sm text-ink-soft">{t('注册认证、报名缴费、竞价规则、签约结算，常见操作一查便知。')}</p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchBox
            value={keyword ?? ''}
            label={t('搜索帮助文章')}
            placeholder={t('如：保证金、实名认证')}
            className="w-full sm:max-w-xl"
            onSearch={(text) => void navigate({ search: (prev) => ({ ...prev, keyword: text || undefined }) })}
          />
          <Link to="/helpBrowser" className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
            <MonitorCheck aria-hidden className="size-4" />
            {t('检测我的浏览器')}
          </Link>
        </div>
      </Card>

      <div className="grid gap-4 lg:grid-cols-[220px_minmax(0,1fr)]">
        <nav aria-label={t('帮助分类')} className="min-w-0">
          <ul className="m-0 flex list-none gap-2 overflow-x-auto p-0 pb-1 lg:flex-col lg:gap-0 lg:overflow-visible lg:rounded-card lg:border lg:border-line lg:bg-white lg:pb-0">
            {categories.map((c) => {
              const active = !keyword && c.id === current?.id;
              return (
                <li key={c.id} className="shrink-0 lg:border-b lg:border-line lg:last:border-b-0">
                  <Link
                    to="/helpCenter"
                    search={{ categoryId: c.id }}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'flex items-center justify-between gap-2 rounded-full border border-line bg-white px-3 py-1.5 text-sm whitespace-nowrap text-ink-soft hover:text-brand-700',
                      'lg:rounded-none lg:border-0 lg:border-l-4 lg:border-transparent lg:px-4 lg:py-3',
                      active && 'border-brand-600 bg-brand-600 text-white hover:text-white lg:border-brand-600 lg:bg-brand-50 lg:font-medium lg:text-brand-800 lg:hover:text-brand-800',
                    )}
                  >
                    <span translate="no">{c.name}</span>
                    <span className={cn('num text-xs', active ? 'text-inherit' : 'text-muted')}>{c.articles.length}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <Card className="min-w-0">
          {keyword ? (
            <>
              <CardHeader title={t('搜索结果')} />
              <HelpSearchResults keyword={keyword} />
            </>
          ) : current ? (
            <>
              <CardHeader title={<span translate="no">{current.name}</span>} />
              {current.articles.length === 0 ? (
                <EmptyState message={t('该分类暂无文章')} />
              ) : (
                <ul aria-label={t('{category}文章', { category: current.name })} className="m-0 list-none divide-y divide-line p-0">
                  {current.articles.map((a) => (
                    <li key={a.id}>
                      <Link
                        to="/helpCenterDetail"
                        search={{ newsId: a.id }}
                        className="flex items-center gap-2 px-4 py-3 text-[15px] text-ink hover:bg-brand-50 hover:text-brand-700"
                      >
                        <BookOpen aria-hidden className="size-4 shrink-0 text-brand-500" />
                        <span translate="no" className="min-w-0 break-words">{a.title}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </>
          ) : (
            <EmptyState message={t('暂无帮助文章')} className="py-16" />
          )}
        </Card>
      </div>
    </div>
  );
}
