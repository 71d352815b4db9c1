import { createFileRoute } from '@tanstack/react-router';
import { FolderPage } from '@/features/files/folder-page';
import { folderSearchSchema } from '@/features/files/files-search';
import { folderChildrenQueryOptions } from '@/features/files/files.queries';
import { msg } from '@/i18n';

/** /usercenter/files/children?folder= — one folder of 我的文件 (§2, requireAuth): its projects and ungrouped files. */
export const Route = createFileRoute('/_auth/usercenter/files/children')({
  staticData: { title: msg('我的文件') },
  validateSearch: folderSearchSchema,
  loaderDeps: ({ search }) => ({ folder: search.folder }),
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(folderChildrenQueryOptions(context.session.getState().baseUserId ?? '', deps.folder)),
  component: function FolderRoute() {
    return <FolderPage folder={Route.useSearch().folder} />;
  },
});
