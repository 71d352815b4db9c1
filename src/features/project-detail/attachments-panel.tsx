import { useQuery } from '@tanstack/react-query';
import { Download, FileText } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonLines } from '@/components/ui/skeleton';
import { LockedNotice } from '@/features/project-detail/locked-notice';
import { attachmentsQueryOptions, useAttachmentLog } from '@/features/project-detail/project-detail.queries';
import { useT } from '@/i18n';

/** 12345 → '12.1 KB'. */
function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * 附件下载 tab (GET assets-detail/attachments). Each file is a plain download link, so the browser
 * never blocks it as a popup; the click also records the download (POST client-attachment-log/
 * submit, §7). Locked for a directional project until its code is entered.
 */
export function AttachmentsPanel({ assetsId, onUnlock }: { assetsId: string; onUnlock: () => void }) {
  const t = useT('project-detail');
  const { data, isPending } = useQuery(attachmentsQueryOptions(assetsId));
  const log = useAttachmentLog(assetsId);
  if (isPending) return <SkeletonLines rows={3} className="py-2" />;
  if (data?.locked) return <LockedNotice onUnlock={onUnlock} />;
  if (!data?.records.length) return <EmptyState message={t('暂无附件')} />;
  return (
    <ul className="list-none divide-y divide-line rounded-card border border-line p-0">
      {data.records.map((a) => (
        <li key={a.id} className="flex items-center gap-3 px-3 py-2.5">
          <FileText aria-hidden className="size-5 shrink-0 text-brand-600" />
          <span translate="no" className="min-w-0 flex-1 truncate text-sm" title={a.name}>
            {a.name}
          </span>
          <span className="shrink-0 text-xs text-muted num">{fileSize(a.size)}</span>
          <a
            href={a.url}
            download={a.name}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => log.mutate(a.id)}
            className="inline-flex shrink-0 items-center gap-1 text-sm text-brand-700 hover:underline"
            aria-label={t('下载 {name}', { name: a.name })}
          >
            <Download aria-hidden className="size-4" />
            {t('下载')}
          </a>
        </li>
      ))}
    </ul>
  );
}
