import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ContractListPage } from '@/features/contract/contract-list-page';
import { contractListQueryOptions } from '@/features/contract/contract.queries';
import { CONTRACT_LIST_DEFAULTS, contractListSearchSchema } from '@/features/contract/contract-search';
import { msg } from '@/i18n';

/**
 * /myContract?state=&current= — the caller's trade contracts (§2 user centre, requireAuth). The loader starts the page
 * (prefetch: a failed load is shown by the page itself, with a retry).
 */
export const Route = createFileRoute('/_auth/myContract')({
  staticData: { title: msg('我的合同') },
  validateSearch: contractListSearchSchema,
  search: { middlewares: [stripSearchParams(CONTRACT_LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(contractListQueryOptions(deps)),
  component: function MyContractRoute() {
    const navigate = Route.useNavigate();
    return <ContractListPage search={Route.useSearch()} onSearch={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })} />;
  },
});
