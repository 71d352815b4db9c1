import { createFileRoute } from '@tanstack/react-router';
import { prefetchRealname } from '@/features/realname/realname.queries';
import { RejectionPage } from '@/features/realname/rejection-page';
import { msg } from '@/i18n';

/** /membershipReason (§2: why the real-name check failed, and the correction; requireAuth). Profile, record and document types start loading with the route. */
export const Route = createFileRoute('/_auth/membershipReason')({
  staticData: { title: msg('认证未通过原因') },
  loader: ({ context }) => prefetchRealname(context.queryClient, context.session.getState().baseUserId),
  component: RejectionPage,
});
