import { createFileRoute } from '@tanstack/react-router';
import { newsDetailSearchSchema } from '@/features/content/content-search';
import { NewsDetailPage } from '@/features/content/news-detail-page';
import { msg } from '@/i18n';

/** /newsDetailXwzx?newsId= — an article of 新闻中心 (§2); an unknown id shows the not-found state in place. */
export const Route = createFileRoute('/newsDetailXwzx')({
  staticData: { title: msg('新闻中心'), menuFlag: 'xwzx' },
  validateSearch: newsDetailSearchSchema,
  component: function NewsDetailRoute() {
    const { newsId } = Route.useSearch();
    return <NewsDetailPage key={newsId} kind="xwzx" newsId={newsId} />;
  },
});
