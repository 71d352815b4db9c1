import { createFileRoute } from '@tanstack/react-router';
import { DemandDetailPage } from '@/features/demand/demand-detail-page';
import { parseDemandIdParams, stringifyDemandIdParams } from '@/features/demand/demand-params';
import { loadDemandDetail } from '@/features/demand/demand.queries';
import { ProjectNotFound } from '@/features/project-detail/project-not-found';
import { msg, useT } from '@/i18n';

/**
 * /demandDetail/{id}.html — one demand (§2). The numeric id is validated in params.parse; an
 * unknown or malformed id shows the Chinese not-found state.
 */
export const Route = createFileRoute('/demandDetail/{$id}.html')({
  staticData: { title: msg('需求详情'), menuFlag: 'demand' },
  params: { parse: parseDemandIdParams, stringify: stringifyDemandIdParams },
  loader: ({ context, params }) => loadDemandDetail(context.queryClient, params.id),
  notFoundComponent: DemandNotFound,
  component: DemandDetailRoute,
});

function DemandDetailRoute() {
  const { id } = Route.useParams();
  return <DemandDetailPage key={id} id={id} />;
}

/** Not-found state of a demand: names the record and links back to the demand list. */
function DemandNotFound() {
  const t = useT('common');
  return <ProjectNotFound what={t('需求')} list={{ href: '/demand', label: t('浏览需求列表') }} />;
}
