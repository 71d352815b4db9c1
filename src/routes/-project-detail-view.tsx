import { getRouteApi } from '@tanstack/react-router';
import { ProjectDetailPage } from '@/features/project-detail/project-detail-page';
import { EnrolAction } from '@/features/enrol/enrol-action';

/** The two detail routes (§2): a single-asset project and a package project share one page. */
export type ProjectDetailRouteId = '/projectDetail/{$assetsId}.html' | '/projectPkg/{$assetsId}.html';

/**
 * The detail page of route `routeId`: its validated `assetsId` param, the tab from `?tab=` (a tab change replaces
 * the history entry and keeps the scroll), and the enrol button of the enrol feature composed into the page.
 * Not a route itself: the router plugin ignores files starting with '-'.
 */
export function ProjectDetailRouteView({ routeId }: { routeId: ProjectDetailRouteId }) {
  const route = getRouteApi(routeId);
  const { assetsId } = route.useParams();
  const { tab } = route.useSearch();
  const navigate = route.useNavigate();
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
