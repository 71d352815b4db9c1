import { createFileRoute } from '@tanstack/react-router';
import { prefetchRealname } from '@/features/realname/realname.queries';
import { OrgVerifyPage } from '@/features/realname/org-verify-page';
import { msg } from '@/i18n';

/** /realNameOrg (§2 real-name verification, §6 organisation flow; requireAuth). Profile, record and document types start loading with the route. */
export const Route = createFileRoute('/_auth/realNameOrg')({
  staticData: { title: msg('机构实名认证') },
  loader: ({ context }) => prefetchRealname(context.queryClient, context.session.getState().baseUserId),
  component: OrgVerifyPage,
});
