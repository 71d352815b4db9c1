import { useState } from 'react';
import type { CabinetFile } from '@contract/files';
import { Button } from '@/components/ui/button';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { toast } from '@/lib/toast';
import { canPreview } from '@/features/files/file-icons';
import { fileBlob, useRemoveFile } from '@/features/files/files.queries';
import { useT } from '@/i18n';

/** How long a downloaded file's object URL stays valid: enough for the browser to start saving it. */
const REVOKE_AFTER_MS = 60_000;

/** Saves a cabinet file under its name: fetched with the bearer token, handed over as an object URL. Failures toast. */
export async function saveFile(file: CabinetFile): Promise<void> {
  const href = URL.createObjectURL(await fileBlob(file.url));
  Object.assign(document.createElement('a'), { href, download: file.name }).click();
  setTimeout(() => URL.revokeObjectURL(href), REVOKE_AFTER_MS);
}

/**
 * 预览 / 下载 / 删除 of one file. 删除 shows only for the user's own uploads and asks first (确认删除); files the
 * exchange filed itself cannot be removed. Each button names its file for assistive tech.
 */
export function FileActions({ file, userId, onPreview }: { file: CabinetFile; userId: string; onPreview: (file: CabinetFile) => void }) {
  const t = useT('files');
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const remove = useRemoveFile(userId);
  const download = async () => {
    setSaving(true);
    try {
      await saveFile(file);
    } catch {
      // The §8 policy has shown why.
    } finally {
      setSaving(false);
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {canPreview(file.contentType) ? (
        <Button size="sm" variant="ghost" onClick={() => onPreview(file)} aria-label={t('预览：{name}', { name: file.name })}>{t('预览')}</Button>
      ) : null}
      <Button size="sm" variant="ghost" disabled={saving} onClick={() => void download()} aria-label={t('下载：{name}', { name: file.name })}>
        {saving ? t('下载中…') : t('下载')}
      </Button>
      {file.deletable ? (
        <>
          <Button size="sm" variant="ghost" className="text-price hover:text-price" disabled={remove.isPending} onClick={() => setConfirming(true)} aria-label={t('删除：{name}', { name: file.name })}>
            {t('删除')}
          </Button>
          <LazyConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('确认删除')}
            description={t('删除后无法恢复，确定删除“{name}”吗？', { name: file.name })}
            actionText={t('删除')}
            cancelText={t('取消')}
            onAction={() => remove.mutate(file.id, { onSuccess: () => toast.success(t('文件已删除')) })}
          />
        </>
      ) : null}
    </span>
  );
}
