import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CABINET_FOLDER_LABELS, type CabinetFile, type CabinetOverview } from '@contract/files';
import { EmptyState } from '@/components/ui/empty-state';
import { Progress } from '@/components/ui/progress';
import { SkeletonLines } from '@/components/ui/skeleton';
import { UserCentreLayout } from '@/components/user-centre-layout';
import { formatBytes } from '@/lib/format';
import { useSessionStore } from '@/stores/session';
import { saveFile } from '@/features/files/file-actions';
import { FolderIcon } from '@/features/files/file-icons';
import { FileRows } from '@/features/files/file-rows';
import { FilesLoadError } from '@/features/files/file-states';
import { filesOverviewQueryOptions } from '@/features/files/files.queries';
import { PreviewDialog } from '@/features/files/preview-dialog';
import { UploadButton } from '@/features/files/upload-button';
import { useT } from '@/i18n';

/**
 * /myFiles (§2 我的文件): the storage used by own uploads against the quota, one tile per folder (icon, name, file
 * count, size; each opens the folder), the newest files with 预览 / 下载 / 删除, and 上传文件 (into 我的上传).
 * Loading skeleton, an error with retry, an empty state.
 */
export function FilesPage() {
  const t = useT('files');
  const userId = useSessionStore((s) => s.baseUserId ?? '');
  const { data, isPending, isError, refetch } = useQuery(filesOverviewQueryOptions(userId));
  const [preview, setPreview] = useState<CabinetFile | null>(null);
  return (
    <UserCentreLayout title={t('我的文件')} active="/myFiles" extra={<UploadButton folder="upload" userId={userId} />}>
      {isPending ? <SkeletonLines rows={8} /> : isError ? <FilesLoadError onRetry={() => void refetch()} /> : (
        <>
          <QuotaBar quota={data.quota} />
          <FolderTiles folders={data.folders} />
          <section aria-labelledby="latest-files" className="flex flex-col gap-2">
            <div className="flex items-center justify-between gap-2">
              <h2 id="latest-files" className="m-0 text-sm font-semibold text-ink">{t('最新文件')}</h2>
              <Link to="/usercenter/files/list" className="text-sm text-brand-700 hover:underline">{t('全部文件')}</Link>
            </div>
            {data.latest.length ? (
              <FileRows files={data.latest} userId={userId} onPreview={setPreview} label={t('最新文件')} />
            ) : (
              <EmptyState message={t('还没有文件：实名认证、报名和缴款的材料会自动归档到这里，也可以上传自己的文件')} />
            )}
          </section>
        </>
      )}
      <PreviewDialog file={preview} onClose={() => setPreview(null)} onDownload={(f) => void saveFile(f).catch(() => undefined)} />
    </UserCentreLayout>
  );
}

/** 存储空间: bytes of own uploads against the limit (auto-filed documents do not count). */
function QuotaBar({ quota }: { quota: CabinetOverview['quota'] }) {
  const t = useT('files');
  const percent = quota.limitBytes > 0 ? (quota.usedBytes / quota.limitBytes) * 100 : 0;
  return (
    <div className="flex flex-col gap-1.5 rounded-control bg-canvas px-4 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium text-ink">{t('存储空间')}</span>
        <span className="num text-ink-soft">{t('已用 {used} / {limit}', { used: formatBytes(quota.usedBytes), limit: formatBytes(quota.limitBytes) })}</span>
      </div>
      <Progress value={percent > 0 ? Math.max(1, percent) : 0} label={t('存储空间使用量')} className={percent >= 90 ? '[&>div]:bg-price' : undefined} />
      <p className="m-0 text-xs text-muted">{t('系统自动归档的材料不占用存储空间')}</p>
    </div>
  );
}

function FolderTiles({ folders }: { folders: CabinetOverview['folders'] }) {
  const t = useT('files');
  return (
    <ul aria-label={t('文件夹')} className="m-0 grid list-none grid-cols-2 gap-3 p-0 sm:grid-cols-3 xl:grid-cols-5">
      {folders.map((f) => (
        <li key={f.code}>
          <Link
            to="/usercenter/files/children"
            search={{ folder: f.code }}
            className="flex h-full flex-col gap-2 rounded-card border border-line bg-white p-4 transition-colors hover:border-brand-400 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <span className="flex size-10 items-center justify-center rounded-control bg-brand-50 text-brand-600"><FolderIcon folder={f.code} /></span>
            <span className="text-sm font-medium text-ink">{t(CABINET_FOLDER_LABELS[f.code] ?? f.name)}</span>
            <span className="num text-xs text-muted">{t('{n} 个文件 · {size}', { n: f.count, size: formatBytes(f.size) })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
