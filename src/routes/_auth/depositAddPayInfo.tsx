import { createFileRoute } from '@tanstack/react-router';
import { DepositProofPage } from '@/features/enrol/deposit-proof-page';
import { orderQueryOptions } from '@/features/enrol/payment.queries';
import { orderNoSearchSchema } from '@/features/enrol/records-search';
import { msg } from '@/i18n';

/**
 * /depositAddPayInfo?orderNo= — add or replace the offline transfer proof of a deposit order (§2 user centre,
 * requireAuth). The loader starts the load (prefetch: an unknown order is the page's 订单不存在 state).
 */
export const Route = createFileRoute('/_auth/depositAddPayInfo')({
  staticData: { title: msg('上传转账凭证') },
  validateSearch: orderNoSearchSchema,
  loaderDeps: ({ search }) => ({ orderNo: search.orderNo }),
  loader: ({ context, deps }) => (deps.orderNo ? context.queryClient.prefetchQuery(orderQueryOptions({ orderNo: deps.orderNo })) : undefined),
  component: function DepositAddPayInfoRoute() {
    const { orderNo } = Route.useSearch();
    return <DepositProofPage key={orderNo} orderNo={orderNo} />;
  },
});
