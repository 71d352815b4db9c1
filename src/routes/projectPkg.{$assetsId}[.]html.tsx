import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { parseAssetsIdParams, stringifyAssetsIdParams } from '@/features/project-detail/detail-params';
import { DEFAULT_DETAIL_TAB, detailSearchSchema } from '@/features/project-detail/detail-tabs';
import { DetailSkeleton } from '@/features/project-detail/detail-skeleton';
import { ProjectDetailPage } from '@/features/project-detail/project-detail-page';
import { loadProjectDetail } from '@/features/project-detail/project-detail.queries';
import { ProjectNotFound } from '@/features/project-detail/project-not-found';
import { EnrolAction } from '@/features/enrol/enrol-action';

/**
 * /projectPkg/{assetsId}.html — a package project (projectType 1, §2): the detail page with its
 * sub-assets table; its enrol button leads to /bidEnrollPkg. Same params, tab and composition as
 * /projectDetail/{assetsId}.html.
 */
export const Route = createFileRoute('/projectPkg/{$assetsId}.html')({
  staticData: { title: '打包项目详情', menuFlag: 'project' },
  params: { parse: parseAssetsIdParams, stringify: stringifyAssetsIdParams },
  validateSearch: detailSearchSchema,
  search: { middlewares: [stripSearchParams({ tab: DEFAULT_DETAIL_TAB })] },
  loader: ({ context, params }) => loadProjectDetail(context.queryClient, params.assetsId),
  pendingComponent: DetailSkeleton,
  notFoundComponent: () => <ProjectNotFound />,
  component: ProjectPkgRoute,
});

function ProjectPkgRoute() {
  const { assetsId } = Route.useParams();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProjectDetailPage
      key={assetsId}
      assetsId={assetsId}
      tab={tab}
      onTabChange={(next) => void navigate({ search: (prev) => ({ ...prev, tab: next }), replace: true, resetScroll: false })}
      enrolSlot={(project, askCode) => <EnrolAction project={project} onAskCode={askCode} />}
    />
  );
}
