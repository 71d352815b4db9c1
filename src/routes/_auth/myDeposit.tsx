import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { DepositsPage } from '@/features/enrol/deposits-page';
import { depositOrdersQueryOptions } from '@/features/enrol/payment.queries';
import { DEPOSIT_SEARCH_DEFAULTS, depositSearchSchema } from '@/features/enrol/records-search';
import { msg } from '@/i18n';

/**
 * /myDeposit?tab=&current= — the caller's deposit orders (§2 user centre, requireAuth). The loader starts the page
 * (prefetch: a failed load is shown by the page itself, with a retry).
 */
export const Route = createFileRoute('/_auth/myDeposit')({
  staticData: { title: msg('我的保证金') },
  validateSearch: depositSearchSchema,
  search: { middlewares: [stripSearchParams(DEPOSIT_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(depositOrdersQueryOptions(context.session.getState().baseUserId ?? '', deps)),
  component: function MyDepositRoute() {
    const navigate = Route.useNavigate();
    return <DepositsPage search={Route.useSearch()} onSearch={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })} />;
  },
});
