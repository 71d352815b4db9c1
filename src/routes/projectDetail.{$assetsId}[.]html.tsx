import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { parseAssetsIdParams, stringifyAssetsIdParams } from '@/features/project-detail/detail-params';
import { DEFAULT_DETAIL_TAB, detailSearchSchema } from '@/features/project-detail/detail-tabs';
import { DetailSkeleton } from '@/features/project-detail/detail-skeleton';
import { loadProjectDetail } from '@/features/project-detail/project-detail.queries';
import { ProjectNotFound } from '@/features/project-detail/project-not-found';
import { ProjectDetailRouteView } from './-project-detail-view';
import { msg } from '@/i18n';

/**
 * /projectDetail/{assetsId}.html — a single-asset project (§2; packages linked from the latest
 * listings land here too and render the same page). The id is validated in params.parse, the tab
 * lives in `?tab=`; the page and its enrol button are composed in -project-detail-view.tsx.
 */
export const Route = createFileRoute('/projectDetail/{$assetsId}.html')({
  staticData: { title: msg('项目详情'), menuFlag: 'project' },
  params: { parse: parseAssetsIdParams, stringify: stringifyAssetsIdParams },
  validateSearch: detailSearchSchema,
  search: { middlewares: [stripSearchParams({ tab: DEFAULT_DETAIL_TAB })] },
  loader: ({ context, params }) => loadProjectDetail(context.queryClient, params.assetsId),
  pendingComponent: DetailSkeleton,
  notFoundComponent: () => <ProjectNotFound />,
  component: ProjectDetailRoute,
});

function ProjectDetailRoute() {
  return <ProjectDetailRouteView routeId="/projectDetail/{$assetsId}.html" />;
}
