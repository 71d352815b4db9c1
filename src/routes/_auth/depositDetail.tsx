import { createFileRoute } from '@tanstack/react-router';
import { DepositDetailPage } from '@/features/enrol/deposit-detail-page';
import { orderQueryOptions } from '@/features/enrol/payment.queries';
import { orderNoSearchSchema } from '@/features/enrol/records-search';
import { msg } from '@/i18n';

/**
 * /depositDetail?orderNo= — one deposit order of the caller (§2 user centre, requireAuth). The loader starts the load
 * (prefetch: an unknown order is the page's 订单不存在 state).
 */
export const Route = createFileRoute('/_auth/depositDetail')({
  staticData: { title: msg('保证金详情') },
  validateSearch: orderNoSearchSchema,
  loaderDeps: ({ search }) => ({ orderNo: search.orderNo }),
  loader: ({ context, deps }) => (deps.orderNo ? context.queryClient.prefetchQuery(orderQueryOptions({ orderNo: deps.orderNo })) : undefined),
  component: function DepositDetailRoute() {
    const { orderNo } = Route.useSearch();
    return <DepositDetailPage key={orderNo} orderNo={orderNo} />;
  },
});
