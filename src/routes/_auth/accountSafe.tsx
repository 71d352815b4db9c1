import { createFileRoute } from '@tanstack/react-router';
import { prefetchMember } from '@/features/member/member.queries';
import { AccountSafePage } from '@/features/member/account-safe-page';
import { msg } from '@/i18n';

/** /accountSafe (§2 account-security summary; requireAuth). Profile and security summary start loading with the route. */
export const Route = createFileRoute('/_auth/accountSafe')({
  staticData: { title: msg('账户安全') },
  loader: ({ context }) => prefetchMember(context.queryClient, context.session.getState().baseUserId, true),
  component: AccountSafePage,
});
