import { createFileRoute } from '@tanstack/react-router';
import { userDetailQueryOptions } from '@/lib/user-detail';
import { usercentreSummaryQueryOptions } from '@/lib/usercentre-summary';
import { UsercenterIndexPage } from '@/features/usercenter/usercenter-index-page';
import { msg } from '@/i18n';

/** /usercenterIndex (§2 user centre home, requireAuth). The profile and the tiles' counts start loading with the route. */
export const Route = createFileRoute('/_auth/usercenterIndex')({
  staticData: { title: msg('用户中心') },
  loader: ({ context }) => {
    const baseUserId = context.session.getState().baseUserId;
    if (!baseUserId) return;
    void context.queryClient.prefetchQuery(userDetailQueryOptions(baseUserId));
    void context.queryClient.prefetchQuery(usercentreSummaryQueryOptions(baseUserId));
  },
  component: UsercenterIndexPage,
});
