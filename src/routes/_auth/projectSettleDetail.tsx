import { createFileRoute } from '@tanstack/react-router';
import { settlementDetailQueryOptions } from '@/features/settlement/settlement.queries';
import { SettlementDetailPage } from '@/features/settlement/settlement-detail-page';
import { settlementIdSearchSchema } from '@/features/settlement/settlement-search';
import { msg } from '@/i18n';

/** /projectSettleDetail?id= — one settlement of the caller's (§2, requireAuth); an unknown id is the page's 结算单不存在. */
export const Route = createFileRoute('/_auth/projectSettleDetail')({
  staticData: { title: msg('结算详情') },
  validateSearch: settlementIdSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => (deps.id ? context.queryClient.prefetchQuery(settlementDetailQueryOptions(deps.id)) : undefined),
  component: function ProjectSettleDetailRoute() {
    const { id } = Route.useSearch();
    return <SettlementDetailPage key={id} id={id} />;
  },
});
