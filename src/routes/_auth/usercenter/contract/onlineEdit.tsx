import { createFileRoute } from '@tanstack/react-router';
import { OnlineEditPage } from '@/features/contract/online-edit-page';
import { contractDetailQueryOptions } from '@/features/contract/contract.queries';
import { contractIdSearchSchema } from '@/features/contract/contract-search';
import { msg } from '@/i18n';

/** /usercenter/contract/onlineEdit?id= — edit the negotiable clauses (§2 requireAuth); the editor itself loads lazily. */
export const Route = createFileRoute('/_auth/usercenter/contract/onlineEdit')({
  staticData: { title: msg('在线编辑合同') },
  validateSearch: contractIdSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => (deps.id ? context.queryClient.prefetchQuery(contractDetailQueryOptions(deps.id)) : undefined),
  component: function ContractOnlineEditRoute() {
    const { id } = Route.useSearch();
    return <OnlineEditPage key={id} id={id} />;
  },
});
