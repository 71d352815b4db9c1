import { createFileRoute } from '@tanstack/react-router';
import { prefetchMember } from '@/features/member/member.queries';
import { UpdatePasswordPage } from '@/features/member/update-password-page';
import { msg } from '@/i18n';

/** /updatePassWord (§2 password change; requireAuth). The profile starts loading with the route. */
export const Route = createFileRoute('/_auth/updatePassWord')({
  staticData: { title: msg('修改密码') },
  loader: ({ context }) => prefetchMember(context.queryClient, context.session.getState().baseUserId),
  component: UpdatePasswordPage,
});
