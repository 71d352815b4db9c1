import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Navigate } from '@tanstack/react-router';
import { enrolSearchSchema } from '@/features/enrol/enrol-search';
import { EnrolPage } from '@/features/enrol/enrol-page';
import { loadProjectDetail, projectDetailQueryOptions } from '@/features/project-detail/project-detail.queries';
import { ProjectNotFound } from '@/features/project-detail/project-not-found';
import { msg } from '@/i18n';

/**
 * /bidEnrollNormal?assetsId= — enrolment in a single-asset project (§2 requireAuth, under `_auth`).
 * The project detail comes from the project-detail feature and feeds the enrol form; a package is
 * sent to /bidEnrollPkg, where its 标段 are chosen.
 */
export const Route = createFileRoute('/_auth/bidEnrollNormal')({
  staticData: { title: msg('项目报名'), menuFlag: 'project' },
  validateSearch: enrolSearchSchema,
  loaderDeps: ({ search }) => ({ assetsId: search.assetsId }),
  loader: ({ context, deps }) => (deps.assetsId ? loadProjectDetail(context.queryClient, deps.assetsId) : null),
  notFoundComponent: () => <ProjectNotFound />,
  component: BidEnrollNormalRoute,
});

function BidEnrollNormalRoute() {
  const { assetsId } = Route.useSearch();
  return assetsId ? <Enrol assetsId={assetsId} /> : <ProjectNotFound />;
}

function Enrol({ assetsId }: { assetsId: string }) {
  const { data: project } = useSuspenseQuery(projectDetailQueryOptions(assetsId));
  if (project.isPackage) return <Navigate to="/bidEnrollPkg" search={{ assetsId }} replace />;
  return <EnrolPage key={assetsId} project={project} isPackage={false} />;
}
