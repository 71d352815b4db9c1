import { createFileRoute } from '@tanstack/react-router';
import { prefetchMember } from '@/features/member/member.queries';
import { MembershipPage } from '@/features/member/membership-page';
import { msg } from '@/i18n';

/** /membership (§2 member profile; requireAuth). The profile starts loading with the route. */
export const Route = createFileRoute('/_auth/membership')({
  staticData: { title: msg('会员信息') },
  loader: ({ context }) => prefetchMember(context.queryClient, context.session.getState().baseUserId),
  component: MembershipPage,
});
