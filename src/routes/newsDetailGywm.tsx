import { createFileRoute } from '@tanstack/react-router';
import { newsDetailSearchSchema } from '@/features/content/content-search';
import { NewsDetailPage } from '@/features/content/news-detail-page';
import { msg } from '@/i18n';

/** /newsDetailGywm?newsId= — an article of 关于我们 (§2); an unknown id shows the not-found state in place. */
export const Route = createFileRoute('/newsDetailGywm')({
  staticData: { title: msg('关于我们'), menuFlag: 'gywm' },
  validateSearch: newsDetailSearchSchema,
  component: function NewsDetailRoute() {
    const { newsId } = Route.useSearch();
    return <NewsDetailPage key={newsId} kind="gywm" newsId={newsId} />;
  },
});
