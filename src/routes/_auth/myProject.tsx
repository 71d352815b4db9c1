import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { myProjectsQueryOptions } from '@/features/enrol/my-projects.queries';
import { MyProjectsPage } from '@/features/enrol/my-projects-page';
import { MY_PROJECT_SEARCH_DEFAULTS, myProjectSearchSchema } from '@/features/enrol/records-search';
import { msg } from '@/i18n';

/**
 * /myProject?tab=&current= — the caller's enrolments and lots (§2 user centre, requireAuth). The loader starts the page
 * (prefetch: a failed load is shown by the page itself, with a retry, inside the user-centre frame). A tab writes a
 * history entry, so the back button returns to the tab the user came from.
 */
export const Route = createFileRoute('/_auth/myProject')({
  staticData: { title: msg('我的项目') },
  validateSearch: myProjectSearchSchema,
  search: { middlewares: [stripSearchParams(MY_PROJECT_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(myProjectsQueryOptions(context.session.getState().baseUserId ?? '', deps)),
  component: MyProjectRoute,
});

function MyProjectRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <MyProjectsPage search={search} onSearch={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })} />;
}
