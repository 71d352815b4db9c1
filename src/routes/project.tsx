import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PROJECT_SEARCH_DEFAULTS, projectListSearchSchema } from '@/features/projects/project-search';
import { filterGroupsQueryOptions, projectsQueryOptions } from '@/features/projects/projects.queries';
import { ProjectListPage } from '@/features/projects/project-list-page';
import { msg } from '@/i18n';

/**
 * /project — supply project list (§2 Project list). Filters, keywords and page live in the URL;
 * default page and size are stripped from it. The loader waits for the result page and starts the
 * filter panels in parallel.
 */
export const Route = createFileRoute('/project')({
  staticData: { title: msg('项目列表'), menuFlag: 'project' },
  validateSearch: projectListSearchSchema,
  search: { middlewares: [stripSearchParams(PROJECT_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(filterGroupsQueryOptions());
    return context.queryClient.ensureQueryData(projectsQueryOptions(deps));
  },
  component: ProjectListPage,
});
