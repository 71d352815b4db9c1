import { createFileRoute } from '@tanstack/react-router';
import { newsDetailSearchSchema } from '@/features/content/content-search';
import { NoticeDetailPage } from '@/features/content/notice-detail-page';
import { msg } from '@/i18n';

/**
 * /newsDetailZxdt?newsId= — the notice detail link target of §2: the notice whose id is newsId, read from the notice
 * box's source (blade-desk/notice-info/detail); breadcrumbs back to /notice and the notice type's tab, an unknown id
 * shows 公告不存在 in place.
 */
export const Route = createFileRoute('/newsDetailZxdt')({
  staticData: { title: msg('公告详情'), menuFlag: 'notice' },
  validateSearch: newsDetailSearchSchema,
  component: function ZxdtRoute() {
    const { newsId } = Route.useSearch();
    return <NoticeDetailPage key={newsId} id={newsId} via="zxdt" />;
  },
});
