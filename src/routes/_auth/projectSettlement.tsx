import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { settlementListQueryOptions } from '@/features/settlement/settlement.queries';
import { SETTLEMENT_LIST_SEARCH_DEFAULTS, settlementListSearchSchema } from '@/features/settlement/settlement-search';
import { SettlementsPage } from '@/features/settlement/settlements-page';
import { msg } from '@/i18n';

/**
 * /projectSettlement?status=&current= — the caller's settlements as winner or transferor (§2 user centre,
 * requireAuth). The loader starts the page (prefetch: a failed load is shown by the page itself, with a retry).
 */
export const Route = createFileRoute('/_auth/projectSettlement')({
  staticData: { title: msg('项目结算') },
  validateSearch: settlementListSearchSchema,
  search: { middlewares: [stripSearchParams(SETTLEMENT_LIST_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(settlementListQueryOptions(context.session.getState().baseUserId ?? '', deps)),
  component: function ProjectSettlementRoute() {
    const navigate = Route.useNavigate();
    return <SettlementsPage search={Route.useSearch()} onSearch={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })} />;
  },
});
