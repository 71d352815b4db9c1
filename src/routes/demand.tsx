import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { DEMAND_SEARCH_DEFAULTS, demandListSearchSchema } from '@/features/demand/demand-search';
import { demandPurposesQueryOptions, demandsQueryOptions } from '@/features/demand/demand.queries';
import { DemandListPage } from '@/features/demand/demand-list-page';
import { msg } from '@/i18n';

/**
 * /demand — demand list (§2, query demandPurpose), with province, keywords and page in the URL. The
 * loader waits for the result page and starts the purpose filter in parallel.
 */
export const Route = createFileRoute('/demand')({
  staticData: { title: msg('需求项目'), menuFlag: 'demand' },
  validateSearch: demandListSearchSchema,
  search: { middlewares: [stripSearchParams(DEMAND_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(demandPurposesQueryOptions());
    return context.queryClient.ensureQueryData(demandsQueryOptions(deps));
  },
  component: DemandListPage,
});
