import { createFileRoute } from '@tanstack/react-router';
import { appealListQueryOptions } from '@/features/appeals/appeals.queries';
import { appealsSearchSchema } from '@/features/appeals/appeals-search';
import { AppealsPage } from '@/features/appeals/appeals-page';
import { msg } from '@/i18n';

/**
 * /shensuRecord?status=&current=&id= — the caller's appeals (申诉记录, §2 requireAuth, under `_auth`): the status tab,
 * the page and the appeal whose detail is open live in the URL (opening one adds a history entry, so Back closes it;
 * tabs, pages and closing replace the entry). The loader starts the list.
 */
export const Route = createFileRoute('/_auth/shensuRecord')({
  staticData: { title: msg('申诉记录') },
  validateSearch: appealsSearchSchema,
  loaderDeps: ({ search }) => ({ status: search.status, current: search.current }),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(appealListQueryOptions(deps)),
  component: ShensuRecordRoute,
});

function ShensuRecordRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AppealsPage
      search={search}
      onNavigate={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: !patch.id, resetScroll: false })}
    />
  );
}
