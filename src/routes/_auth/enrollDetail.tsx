import { createFileRoute } from '@tanstack/react-router';
import { EnrolmentDetailPage } from '@/features/enrol/enrolment-detail-page';
import { enrolmentDetailQueryOptions } from '@/features/enrol/my-projects.queries';
import { enrolmentDetailSearchSchema } from '@/features/enrol/records-search';
import { msg } from '@/i18n';

/**
 * /enrollDetail?id=[&tab=] — one enrolment of the caller (§2 user centre, requireAuth); `tab` is the /myProject tab
 * the back link returns to. The loader starts the load (prefetch: an unknown id is the page's 报名记录不存在 state).
 */
export const Route = createFileRoute('/_auth/enrollDetail')({
  staticData: { title: msg('报名详情') },
  validateSearch: enrolmentDetailSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) =>
    deps.id ? context.queryClient.prefetchQuery(enrolmentDetailQueryOptions(context.session.getState().baseUserId ?? '', deps.id)) : undefined,
  component: function EnrollDetailRoute() {
    return <EnrolmentDetailPage search={Route.useSearch()} />;
  },
});
