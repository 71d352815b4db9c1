import { createFileRoute } from '@tanstack/react-router';
import { SignPage } from '@/features/contract/sign-page';
import { contractDetailQueryOptions } from '@/features/contract/contract.queries';
import { contractIdSearchSchema } from '@/features/contract/contract-search';
import { msg } from '@/i18n';

/** /usercenter/contract/sign?id= — sign the contract with an SMS code (§2 requireAuth). */
export const Route = createFileRoute('/_auth/usercenter/contract/sign')({
  staticData: { title: msg('签署合同') },
  validateSearch: contractIdSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => (deps.id ? context.queryClient.prefetchQuery(contractDetailQueryOptions(deps.id)) : undefined),
  component: function ContractSignRoute() {
    const { id } = Route.useSearch();
    return <SignPage key={id} id={id} />;
  },
});
