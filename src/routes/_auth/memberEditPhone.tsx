import { createFileRoute } from '@tanstack/react-router';
import { prefetchMember } from '@/features/member/member.queries';
import { EditPhonePage } from '@/features/member/edit-phone-page';
import { msg } from '@/i18n';

/** /memberEditPhone (§2 change or cancel the phone; requireAuth). The profile starts loading with the route. */
export const Route = createFileRoute('/_auth/memberEditPhone')({
  staticData: { title: msg('更换手机号') },
  loader: ({ context }) => prefetchMember(context.queryClient, context.session.getState().baseUserId),
  component: EditPhonePage,
});
