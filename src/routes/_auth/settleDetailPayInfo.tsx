import { createFileRoute } from '@tanstack/react-router';
import { settlementDetailQueryOptions } from '@/features/settlement/settlement.queries';
import { SettlementPayPage } from '@/features/settlement/settlement-pay-page';
import { settlementIdSearchSchema } from '@/features/settlement/settlement-search';
import { msg } from '@/i18n';

/** /settleDetailPayInfo?id= — the winner uploads the balance proof (§2, requireAuth); an unknown id is 结算单不存在. */
export const Route = createFileRoute('/_auth/settleDetailPayInfo')({
  staticData: { title: msg('上传付款凭证') },
  validateSearch: settlementIdSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => (deps.id ? context.queryClient.prefetchQuery(settlementDetailQueryOptions(deps.id)) : undefined),
  component: function SettleDetailPayInfoRoute() {
    const { id } = Route.useSearch();
    return <SettlementPayPage key={id} id={id} />;
  },
});
