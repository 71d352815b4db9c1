import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FolderOpen } from 'lucide-react';
import type { CabinetChildren, CabinetFile } from '@contract/files';
import { CABINET_FOLDER_LABELS, type CabinetFolder } from '@contract/files-paths';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonLines } from '@/components/ui/skeleton';
import { UserCentreLayout } from '@/components/user-centre-layout';
import { formatDate } from '@/lib/format';
import { useSessionStore } from '@/stores/session';
import { saveFile } from '@/features/files/file-actions';
import { FileRows } from '@/features/files/file-rows';
import { FilesCrumb, FilesLoadError } from '@/features/files/file-states';
import { folderChildrenQueryOptions } from '@/features/files/files.queries';
import { PreviewDialog } from '@/features/files/preview-dialog';
import { UploadButton } from '@/features/files/upload-button';
import { useT } from '@/i18n';

/**
 * /usercenter/files/children?folder= (§2): one folder — its projects (each with its file count and latest time,
 * opening the list of that project's files) and the files that belong to no project, with 上传文件 into this folder
 * and a way to search the whole folder.
 */
export function FolderPage({ folder }: { folder: CabinetFolder }) {
  const t = useT('files');
  const userId = useSessionStore((s) => s.baseUserId ?? '');
  const { data, isPending, isError, refetch } = useQuery(folderChildrenQueryOptions(userId, folder));
  const [preview, setPreview] = useState<CabinetFile | null>(null);
  return (
    <UserCentreLayout title={t('我的文件')} active="/myFiles" extra={<UploadButton folder={folder} userId={userId} />}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <FilesCrumb folder={folder} />
        <Link to="/usercenter/files/list" search={{ folder }} className="text-sm text-brand-700 hover:underline">{t('搜索本文件夹')}</Link>
      </div>
      {isPending ? <SkeletonLines rows={6} /> : isError ? <FilesLoadError onRetry={() => void refetch()} /> : (
        <FolderContent data={data} userId={userId} onPreview={setPreview} />
      )}
      <PreviewDialog file={preview} onClose={() => setPreview(null)} onDownload={(f) => void saveFile(f).catch(() => undefined)} />
    </UserCentreLayout>
  );
}

function FolderContent({ data, userId, onPreview }: { data: CabinetChildren; userId: string; onPreview: (f: CabinetFile) => void }) {
  const t = useT('files');
  const folderName = t(CABINET_FOLDER_LABELS[data.folder.code] ?? data.folder.name);
  if (!data.groups.length && !data.files.length) return <EmptyState className="py-12" message={t('“{folder}”中还没有文件', { folder: folderName })} />;
  return (
    <>
      {data.groups.length ? (
        <section aria-labelledby="folder-groups" className="flex flex-col gap-2">
          <h2 id="folder-groups" className="m-0 text-sm font-semibold text-ink">{t('按项目（{n}）', { n: data.groups.length })}</h2>
          <ul className="m-0 grid list-none grid-cols-1 gap-2 p-0 lg:grid-cols-2">
            {data.groups.map((g) => (
              <li key={g.id}>
                <Link
                  to="/usercenter/files/list"
                  search={{ folder: data.folder.code, group: g.id }}
                  className="flex items-center gap-3 rounded-control border border-line bg-white p-3 hover:border-brand-400 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  <FolderOpen aria-hidden className="size-5 shrink-0 text-brand-600" />
                  <span className="flex min-w-0 flex-1 flex-col">
                    {g.name ? <span translate="no" className="truncate text-sm text-ink" title={g.name}>{g.name}</span> : <span className="truncate text-sm text-ink">{t('未命名项目')}</span>}
                    <span className="num text-xs text-muted">{t('{n} 个文件 · 最近 {time}', { n: g.count, time: formatDate(g.latestTime, 'YYYY-MM-DD HH:mm') })}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.files.length ? (
        <section aria-labelledby="folder-files" className="flex flex-col gap-2">
          <h2 id="folder-files" className="m-0 text-sm font-semibold text-ink">
            {data.groups.length ? t('其他文件（{n}）', { n: data.files.length }) : t('文件（{n}）', { n: data.files.length })}
          </h2>
          <FileRows files={data.files} userId={userId} onPreview={onPreview} label={t('{folder}的文件', { folder: folderName })} />
        </section>
      ) : null}
    </>
  );
}
