import { createFileRoute } from '@tanstack/react-router';
import { ProjectNotFound } from '@/features/project-detail/project-not-found';
import { HelpArticlePage } from '@/features/help/help-article-page';
import { helpDetailSearchSchema } from '@/features/help/help-search';
import { helpCategoriesQueryOptions, loadHelpArticle } from '@/features/help/help.queries';

/**
 * /helpCenterDetail?newsId= — one help article (§2; `id` is accepted too). A missing, unknown or malformed id
 * shows the Chinese not-found state rather than a redirect.
 */
export const Route = createFileRoute('/helpCenterDetail')({
  staticData: { title: '帮助中心', menuFlag: 'helpCenter' },
  validateSearch: helpDetailSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.newsId ?? search.id }),
  loader: async ({ context, deps }) => {
    void context.queryClient.prefetchQuery(helpCategoriesQueryOptions());
    return loadHelpArticle(context.queryClient, deps.id);
  },
  notFoundComponent: () => <ProjectNotFound what="帮助文章" list={{ href: '/helpCenter', label: '返回帮助中心' }} />,
  component: HelpArticleRoute,
});

function HelpArticleRoute() {
  const { newsId, id } = Route.useSearch();
  const articleId = (newsId ?? id)!;
  return <HelpArticlePage key={articleId} id={articleId} />;
}
