import { createFileRoute } from '@tanstack/react-router';
import { prefetchRealname } from '@/features/realname/realname.queries';
import { PersonVerifyPage } from '@/features/realname/person-verify-page';
import { msg } from '@/i18n';

/** /realNamePerson (§2 real-name verification, §6 person flow; requireAuth). Profile, record and document types start loading with the route. */
export const Route = createFileRoute('/_auth/realNamePerson')({
  staticData: { title: msg('个人实名认证') },
  loader: ({ context }) => prefetchRealname(context.queryClient, context.session.getState().baseUserId),
  component: PersonVerifyPage,
});
