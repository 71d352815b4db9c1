import type { CabinetFile } from '@contract/files';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatBytes, formatDate } from '@/lib/format';
import { FileActions } from '@/features/files/file-actions';
import { FileTypeIcon } from '@/features/files/file-icons';
import { sourceLabel } from '@/features/files/source-labels';
import { useT } from '@/i18n';

const NONE = '—';
const timeOf = (f: CabinetFile) => formatDate(f.time, 'YYYY-MM-DD HH:mm');

/** What the rows need besides the files: the caller (for removal), how to open a preview and the list's (translated) name. */
export interface FileRowsProps { files: CabinetFile[]; userId: string; onPreview: (file: CabinetFile) => void; label: string }

/**
 * Files as a table on wider screens (名称, 来源, 所属项目, 大小, 时间, 操作) and as cards on phones, both named
 * `label` for assistive tech. Actions: 预览 (images, PDFs), 下载, 删除 (own uploads, after a confirmation).
 */
export function FileRows({ files, userId, onPreview, label }: FileRowsProps) {
  const t = useT('files');
  return (
    <>
      <div className="hidden md:block">
        <Table aria-label={label}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('文件名称')}</TableHead>
              <TableHead>{t('来源')}</TableHead>
              <TableHead>{t('所属项目')}</TableHead>
              <TableHead className="text-right">{t('大小')}</TableHead>
              <TableHead>{t('时间')}</TableHead>
              <TableHead className="text-right">{t('操作')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {files.map((f) => (
              <TableRow key={`${f.folder}:${f.group}:${f.id}`}>
                <TableCell className="max-w-72">
                  <span className="flex items-center gap-2">
                    <FileTypeIcon contentType={f.contentType} />
                    <span translate="no" className="truncate" title={f.name}>{f.name}</span>
                  </span>
                </TableCell>
                <TableCell className="whitespace-nowrap text-ink-soft">{sourceLabel(f)}</TableCell>
                <TableCell className="max-w-56"><span translate="no" className="line-clamp-1" title={f.groupName}>{f.groupName || NONE}</span></TableCell>
                <TableCell className="num whitespace-nowrap text-right">{f.size ? formatBytes(f.size) : '—'}</TableCell>
                <TableCell className="num whitespace-nowrap">{timeOf(f)}</TableCell>
                <TableCell className="whitespace-nowrap text-right"><FileActions file={f} userId={userId} onPreview={onPreview} /></TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul aria-label={label} className="m-0 flex list-none flex-col gap-2 p-0 md:hidden">
        {files.map((f) => (
          <li key={`${f.folder}:${f.group}:${f.id}`} className="rounded-control border border-line bg-white p-3">
            <p className="m-0 flex items-start gap-2 text-sm text-ink">
              <FileTypeIcon contentType={f.contentType} className="mt-0.5" />
              <span translate="no" className="min-w-0 break-all">{f.name}</span>
            </p>
            <p className="m-0 mt-1 text-xs text-muted">
              {sourceLabel(f)}
              {f.groupName ? <> · <span translate="no">{f.groupName}</span></> : null}
            </p>
            <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
              <span className="num text-xs text-muted">{f.size ? `${formatBytes(f.size)} · ` : ''}{timeOf(f)}</span>
              <FileActions file={f} userId={userId} onPreview={onPreview} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
