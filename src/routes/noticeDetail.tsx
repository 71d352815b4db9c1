import { createFileRoute } from '@tanstack/react-router';
import { noticeDetailSearchSchema } from '@/features/content/content-search';
import { NoticeDetailPage } from '@/features/content/notice-detail-page';
import { msg } from '@/i18n';

/** /noticeDetail?id=&noticeType= — one notice (§2); an unknown id shows the not-found state in place. */
export const Route = createFileRoute('/noticeDetail')({
  staticData: { title: msg('公告详情'), menuFlag: 'notice' },
  validateSearch: noticeDetailSearchSchema,
  component: function NoticeDetailRoute() {
    const { id, noticeType } = Route.useSearch();
    return <NoticeDetailPage key={id} id={id} noticeType={noticeType} />;
  },
});
