import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CabinetFile } from '@contract/files';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';
import { SkeletonLines } from '@/components/ui/skeleton';
import { UserCentreLayout } from '@/components/user-centre-layout';
import { useSessionStore } from '@/stores/session';
import { saveFile } from '@/features/files/file-actions';
import { FileRows } from '@/features/files/file-rows';
import type { FileListSearch } from '@/features/files/files-search';
import { FilesCrumb, FilesLoadError } from '@/features/files/file-states';
import { FILES_PAGE_SIZE, fileListQueryOptions } from '@/features/files/files.queries';
import { PreviewDialog } from '@/features/files/preview-dialog';
import { useT } from '@/i18n';

/** What the page asks of its route: a new search merged over the current one (`undefined` drops a key). */
export type FileListNavigate = (patch: { [K in keyof FileListSearch]?: FileListSearch[K] | undefined }) => void;

/**
 * /usercenter/files/list?folder&group&q&current (§2): the files of a folder, a project or the whole cabinet, newest
 * first, searchable by name (q in the URL; a new search starts at page 1), paged; a table on wider screens and cards
 * on phones with 预览 / 下载 / 删除.
 */
export function FileListPage({ search, onNavigate }: { search: FileListSearch; onNavigate: FileListNavigate }) {
  const t = useT('files');
  const userId = useSessionStore((s) => s.baseUserId ?? '');
  const { data, isPending, isError, refetch } = useQuery(fileListQueryOptions(userId, search));
  const [preview, setPreview] = useState<CabinetFile | null>(null);
  const projectName = search.group ? data?.records.find((f) => f.group === search.group)?.groupName : undefined;
  const current = projectName ? <span translate="no">{projectName}</span> : search.group ? t('项目文件') : t('全部文件');
  return (
    <UserCentreLayout title={t('我的文件')} active="/myFiles">
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <FilesCrumb folder={search.folder} current={current} />
        <SearchBox
          className="md:w-80"
          value={search.q ?? ''}
          label={t('按文件名搜索')}
          placeholder={t('输入文件名搜索')}
          onSearch={(q) => onNavigate({ q: q || undefined, current: undefined })}
        />
      </div>
      {isPending ? <SkeletonLines rows={6} /> : isError ? <FilesLoadError onRetry={() => void refetch()} /> : data.records.length ? (
        <>
          <FileRows files={data.records} userId={userId} onPreview={setPreview} label={t('文件列表')} />
          <Pagination current={data.current} total={data.total} size={FILES_PAGE_SIZE} onChange={(current) => onNavigate({ current })} />
        </>
      ) : (
        <EmptyState className="py-12" message={search.q ? t('没有名称包含“{q}”的文件', { q: search.q }) : t('暂无文件')} />
      )}
      <PreviewDialog file={preview} onClose={() => setPreview(null)} onDownload={(f) => void saveFile(f).catch(() => undefined)} />
    </UserCentreLayout>
  );
}
