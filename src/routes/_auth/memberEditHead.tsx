import { createFileRoute } from '@tanstack/react-router';
import { prefetchMember } from '@/features/member/member.queries';
import { EditHeadPage } from '@/features/member/edit-head-page';
import { msg } from '@/i18n';

/** /memberEditHead (§2 avatar upload; requireAuth). The profile starts loading with the route. */
export const Route = createFileRoute('/_auth/memberEditHead')({
  staticData: { title: msg('修改头像') },
  loader: ({ context }) => prefetchMember(context.queryClient, context.session.getState().baseUserId),
  component: EditHeadPage,
});
