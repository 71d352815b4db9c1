import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { parseAssetsIdParams, stringifyAssetsIdParams } from '@/features/project-detail/detail-params';
import { DEFAULT_DETAIL_TAB, detailSearchSchema } from '@/features/project-detail/detail-tabs';
import { DetailSkeleton } from '@/features/project-detail/detail-skeleton';
import { loadProjectDetail } from '@/features/project-detail/project-detail.queries';
import { ProjectNotFound } from '@/features/project-detail/project-not-found';
import { ProjectDetailRouteView } from './-project-detail-view';
import { msg } from '@/i18n';

/**
 * /projectPkg/{assetsId}.html — a package project (projectType 1, §2): the detail page with its
 * sub-assets table; its enrol button leads to /bidEnrollPkg. Same params, tab and composition as
 * /projectDetail/{assetsId}.html.
 */
export const Route = createFileRoute('/projectPkg/{$assetsId}.html')({
  staticData: { title: msg('打包项目详情'), menuFlag: 'project' },
  params: { parse: parseAssetsIdParams, stringify: stringifyAssetsIdParams },
  validateSearch: detailSearchSchema,
  search: { middlewares: [stripSearchParams({ tab: DEFAULT_DETAIL_TAB })] },
  loader: ({ context, params }) => loadProjectDetail(context.queryClient, params.assetsId),
  pendingComponent: DetailSkeleton,
  notFoundComponent: () => <ProjectNotFound />,
  component: ProjectPkgRoute,
});

function ProjectPkgRoute() {
  return <ProjectDetailRouteView routeId="/projectPkg/{$assetsId}.html" />;
}
