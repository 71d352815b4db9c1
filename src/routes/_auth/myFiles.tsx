import { createFileRoute } from '@tanstack/react-router';
import { FilesPage } from '@/features/files/files-page';
import { filesOverviewQueryOptions } from '@/features/files/files.queries';
import { msg } from '@/i18n';

/** /myFiles — 我的文件 (§2 user centre, requireAuth): folders, quota, latest files. The loader starts the overview. */
export const Route = createFileRoute('/_auth/myFiles')({
  staticData: { title: msg('我的文件') },
  loader: ({ context }) => void context.queryClient.prefetchQuery(filesOverviewQueryOptions(context.session.getState().baseUserId ?? '')),
  component: FilesPage,
});
