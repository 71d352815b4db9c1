import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Navigate } from '@tanstack/react-router';
import { enrolSearchSchema } from '@/features/enrol/enrol-search';
import { EnrolPage } from '@/features/enrol/enrol-page';
import { loadProjectDetail, projectDetailQueryOptions } from '@/features/project-detail/project-detail.queries';
import { ProjectNotFound } from '@/features/project-detail/project-not-found';
import { msg } from '@/i18n';

/**
 * /bidEnrollPkg?assetsId= — enrolment in a package project (§2 requireAuth, under `_auth`): the
 * enrol form with the 标段 picker. A project that is not a package is sent to /bidEnrollNormal.
 */
export const Route = createFileRoute('/_auth/bidEnrollPkg')({
  staticData: { title: msg('打包项目报名'), menuFlag: 'project' },
  validateSearch: enrolSearchSchema,
  loaderDeps: ({ search }) => ({ assetsId: search.assetsId }),
  loader: ({ context, deps }) => (deps.assetsId ? loadProjectDetail(context.queryClient, deps.assetsId) : null),
  notFoundComponent: () => <ProjectNotFound />,
  component: BidEnrollPkgRoute,
});

function BidEnrollPkgRoute() {
  const { assetsId } = Route.useSearch();
  return assetsId ? <Enrol assetsId={assetsId} /> : <ProjectNotFound />;
}

function Enrol({ assetsId }: { assetsId: string }) {
  const { data: project } = useSuspenseQuery(projectDetailQueryOptions(assetsId));
  if (!project.isPackage) return <Navigate to="/bidEnrollNormal" search={{ assetsId }} replace />;
  return <EnrolPage key={assetsId} project={project} isPackage />;
}
