import { createFileRoute } from '@tanstack/react-router';
import { newsDetailSearchSchema } from '@/features/content/content-search';
import { NewsDetailPage } from '@/features/content/news-detail-page';
import { msg } from '@/i18n';

/** /newsDetailZcfg?newsId= — an article of 政策法规 (§2); an unknown id shows the not-found state in place. */
export const Route = createFileRoute('/newsDetailZcfg')({
  staticData: { title: msg('政策法规'), menuFlag: 'zcfg' },
  validateSearch: newsDetailSearchSchema,
  component: function NewsDetailRoute() {
    const { newsId } = Route.useSearch();
    return <NewsDetailPage key={newsId} kind="zcfg" newsId={newsId} />;
  },
});
