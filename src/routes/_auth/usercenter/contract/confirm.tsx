import { createFileRoute } from '@tanstack/react-router';
import { ConfirmPage } from '@/features/contract/confirm-page';
import { contractDetailQueryOptions } from '@/features/contract/contract.queries';
import { contractIdSearchSchema } from '@/features/contract/contract-search';
import { msg } from '@/i18n';

/** /usercenter/contract/confirm?id= — confirm the latest version of the contract (§2 requireAuth). */
export const Route = createFileRoute('/_auth/usercenter/contract/confirm')({
  staticData: { title: msg('确认合同') },
  validateSearch: contractIdSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => (deps.id ? context.queryClient.prefetchQuery(contractDetailQueryOptions(deps.id)) : undefined),
  component: function ContractConfirmRoute() {
    const { id } = Route.useSearch();
    return <ConfirmPage key={id} id={id} />;
  },
});
