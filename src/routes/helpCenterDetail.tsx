import { createFileRoute } from '@tanstack/react-router';
import { ProjectNotFound } from '@/features/project-detail/project-not-found';
import { HelpArticlePage } from '@/features/help/help-article-page';
import { helpDetailSearchSchema } from '@/features/help/help-search';
import { helpCategoriesQueryOptions, loadHelpArticle } from '@/features/help/help.queries';
import { msg, useT } from '@/i18n';

/**
 * /helpCenterDetail?newsId= — one help article (§2; `id` is accepted too). A missing, unknown or malformed id
 * shows the Chinese not-found state rather than a redirect.
 */
export const Route = createFileRoute('/helpCenterDetail')({
  staticData: { title: msg('帮助中心'), menuFlag: 'helpCenter' },
  validateSearch: helpDetailSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.newsId ?? search.id }),
  loader: async ({ context, deps }) => {
    void context.queryClient.prefetchQuery(helpCategoriesQueryOptions());
    return loadHelpArticle(context.queryClient, deps.id);
  },
  notFoundComponent: HelpArticleNotFound,
  component: HelpArticleRoute,
});

function HelpArticleRoute() {
  const { newsId, id } = Route.useSearch();
  const articleId = (newsId ?? id)!;
  return <HelpArticlePage key={articleId} id={articleId} />;
}

/** Not-found state of a help article: names the record and links back to the help centre. */
function HelpArticleNotFound() {
  const t = useT('common');
  return <ProjectNotFound what={t('帮助文章')} list={{ href: '/helpCenter', label: t('返回帮助中心') }} />;
}
