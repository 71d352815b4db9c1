import { createFileRoute } from '@tanstack/react-router';
import { prefetchRealname } from '@/features/realname/realname.queries';
import { RecordInfoPage } from '@/features/realname/record-info-page';
import { msg } from '@/i18n';

/** /realNamePersonInfo (§2: the verified record, masked; requireAuth). Profile, record and document types start loading with the route. */
export const Route = createFileRoute('/_auth/realNamePersonInfo')({
  staticData: { title: msg('实名认证信息') },
  loader: ({ context }) => prefetchRealname(context.queryClient, context.session.getState().baseUserId),
  component: RecordInfoPage,
});
