import { createFileRoute } from '@tanstack/react-router';
import { ContractWorkspacePage } from '@/features/contract/contract-workspace-page';
import { contractDetailQueryOptions } from '@/features/contract/contract.queries';
import { contractEditSearchSchema } from '@/features/contract/contract-search';
import { msg } from '@/i18n';

/**
 * /usercenter/contract/edit?id=&from=&to= — one contract's workspace (§2 requireAuth). The loader starts the load
 * (prefetch: an unknown id is the page's 合同不存在 state).
 */
export const Route = createFileRoute('/_auth/usercenter/contract/edit')({
  staticData: { title: msg('合同详情') },
  validateSearch: contractEditSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => (deps.id ? context.queryClient.prefetchQuery(contractDetailQueryOptions(deps.id)) : undefined),
  component: function ContractEditRoute() {
    const { id, from, to } = Route.useSearch();
    return <ContractWorkspacePage key={id} id={id} from={from} to={to} />;
  },
});
