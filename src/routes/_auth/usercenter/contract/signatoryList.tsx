import { createFileRoute } from '@tanstack/react-router';
import { SignatoryListPage } from '@/features/contract/signatory-list-page';
import { contractDetailQueryOptions } from '@/features/contract/contract.queries';
import { contractIdSearchSchema } from '@/features/contract/contract-search';
import { msg } from '@/i18n';

/** /usercenter/contract/signatoryList?id= — the signatories of the caller's party (§2 requireAuth). */
export const Route = createFileRoute('/_auth/usercenter/contract/signatoryList')({
  staticData: { title: msg('签署人') },
  validateSearch: contractIdSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => (deps.id ? context.queryClient.prefetchQuery(contractDetailQueryOptions(deps.id)) : undefined),
  component: function ContractSignatoryListRoute() {
    const { id } = Route.useSearch();
    return <SignatoryListPage key={id} id={id} />;
  },
});
