import { createFileRoute } from '@tanstack/react-router';
import { mySealQueryOptions } from '@/features/seal/seal.queries';
import { SealApplyPage } from '@/features/seal/seal-apply-page';
import { sealSearch } from '@/features/seal/seal-search';
import { userDetailQueryOptions } from '@/lib/user-detail';
import { msg } from '@/i18n';

/** /contract/seal/apply[?back=] (§2 电子签章, requireAuth): the organisation's e-seal application. Profile and seal load with the route. */
export const Route = createFileRoute('/_auth/contract/seal/apply')({
  staticData: { title: msg('电子签章') },
  validateSearch: sealSearch,
  loader: ({ context }) => {
    const baseUserId = context.session.getState().baseUserId;
    if (!baseUserId) return;
    void context.queryClient.prefetchQuery(userDetailQueryOptions(baseUserId));
    void context.queryClient.prefetchQuery(mySealQueryOptions(baseUserId));
  },
  component: SealApplyRoute,
});

function SealApplyRoute() {
  return <SealApplyPage back={Route.useSearch().back} />;
}
