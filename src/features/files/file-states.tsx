import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { CABINET_FOLDER_LABELS, type CabinetFolder } from '@contract/files-paths';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useT } from '@/i18n';

/** A cabinet page's load failure with 重新加载 (the queries raise no toast: 'caller'). */
export function FilesLoadError({ onRetry }: { onRetry: () => void }) {
  const t = useT('files');
  return (
    <EmptyState
      className="py-12"
      message={<span role="alert">{t('文件加载失败，请稍后重试')}</span>}
      action={<Button size="sm" variant="secondary" onClick={onRetry}>{t('重新加载')}</Button>}
    />
  );
}

const Sep = () => <ChevronRight aria-hidden className="size-3.5 shrink-0 text-muted" />;

/**
 * 我的文件 › folder › `current` inside the panel. Without `current` the folder is the page itself (not a link);
 * without a folder the trail is 我的文件 › `current`. `current` is shown as given (a project's name, or translated).
 */
export function FilesCrumb({ folder, current }: { folder?: CabinetFolder; current?: ReactNode }) {
  const t = useT('files');
  return (
    <nav aria-label={t('文件位置')} className="flex min-w-0 flex-wrap items-center gap-1 text-sm text-muted">
      <Link to="/myFiles" className="hover:text-brand-700">{t('我的文件')}</Link>
      {folder ? <Sep /> : null}
      {folder && current !== undefined ? (
        <Link to="/usercenter/files/children" search={{ folder }} className="hover:text-brand-700">{t(CABINET_FOLDER_LABELS[folder])}</Link>
      ) : null}
      {folder && current === undefined ? <span aria-current="page" className="text-ink-soft">{t(CABINET_FOLDER_LABELS[folder])}</span> : null}
      {current !== undefined ? (
        <>
          <Sep />
          <span aria-current="page" className="min-w-0 truncate text-ink-soft">{current}</span>
        </>
      ) : null}
    </nav>
  );
}
