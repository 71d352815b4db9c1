import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { FileListPage } from '@/features/files/file-list-page';
import { FILE_LIST_DEFAULTS, fileListSearchSchema } from '@/features/files/files-search';
import { fileListQueryOptions } from '@/features/files/files.queries';
import { msg } from '@/i18n';

/**
 * /usercenter/files/list?folder&group&q&current — files of 我的文件 (§2, requireAuth), filtered and paged in the URL;
 * a search replaces the history entry. The loader starts the page.
 */
export const Route = createFileRoute('/_auth/usercenter/files/list')({
  staticData: { title: msg('我的文件') },
  validateSearch: fileListSearchSchema,
  search: { middlewares: [stripSearchParams(FILE_LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(fileListQueryOptions(context.session.getState().baseUserId ?? '', deps)),
  component: function FileListRoute() {
    const navigate = Route.useNavigate();
    return <FileListPage search={Route.useSearch()} onNavigate={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })} />;
  },
});
