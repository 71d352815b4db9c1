import { createFileRoute } from '@tanstack/react-router';
import { AddSignatoryPage } from '@/features/contract/add-signatory-page';
import { contractDetailQueryOptions } from '@/features/contract/contract.queries';
import { contractIdSearchSchema } from '@/features/contract/contract-search';
import { msg } from '@/i18n';

/** /usercenter/contract/addSignatory?id= — name a signatory of the caller's organisation party (§2 requireAuth). */
export const Route = createFileRoute('/_auth/usercenter/contract/addSignatory')({
  staticData: { title: msg('添加签署人') },
  validateSearch: contractIdSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => (deps.id ? context.queryClient.prefetchQuery(contractDetailQueryOptions(deps.id)) : undefined),
  component: function ContractAddSignatoryRoute() {
    const { id } = Route.useSearch();
    return <AddSignatoryPage key={id} id={id} />;
  },
});
