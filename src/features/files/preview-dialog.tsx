import { useEffect, useState } from 'react';
import type { CabinetFile } from '@contract/files';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { SkeletonLines } from '@/components/ui/skeleton';
import { fileBlob } from '@/features/files/files.queries';
import { sourceLabel } from '@/features/files/source-labels';
import { useT } from '@/i18n';

type Loaded = { state: 'loading' } | { state: 'ready'; src: string } | { state: 'failed' };

/**
 * 预览 of one cabinet file in a dialog: the bytes are fetched with the bearer token (owner-only, so no plain
 * address works) and shown from an object URL — an image as <img>, a PDF in an <iframe> (the server's CSP allows
 * blob: frames for this). The object URL is revoked when the dialog closes. `file` null = closed.
 */
export function PreviewDialog({ file, onClose, onDownload }: { file: CabinetFile | null; onClose: () => void; onDownload: (file: CabinetFile) => void }) {
  return (
    <Dialog open={file !== null} onOpenChange={(open) => !open && onClose()}>
      {file ? (
        <DialogContent
          title={file.name}
          description={<>{sourceLabel(file)}{file.groupName ? <> · <span translate="no">{file.groupName}</span></> : null}</>}
          className="max-w-4xl"
        >
          <PreviewBody file={file} onDownload={onDownload} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function PreviewBody({ file, onDownload }: { file: CabinetFile; onDownload: (file: CabinetFile) => void }) {
  const t = useT('files');
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const ctl = new AbortController();
    let src = '';
    fileBlob(file.url, ctl.signal).then(
      (blob) => {
        // The server's sniffed type wins over whatever the blob was labelled with, so the viewer matches the content.
        src = URL.createObjectURL(new Blob([blob], { type: file.contentType }));
        setLoaded({ state: 'ready', src });
      },
      () => !ctl.signal.aborted && setLoaded({ state: 'failed' }),
    );
    return () => {
      ctl.abort();
      if (src) URL.revokeObjectURL(src);
    };
  }, [file.url, file.contentType, attempt]);

  if (loaded.state === 'loading') return <SkeletonLines rows={6} />;
  if (loaded.state === 'failed') {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-sm text-ink-soft">
        {t('文件加载失败')}
        <Button size="sm" variant="outline" onClick={() => { setLoaded({ state: 'loading' }); setAttempt((n) => n + 1); }}>{t('重试')}</Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {file.contentType.startsWith('image/') ? (
        <img src={loaded.src} alt={file.name} className="mx-auto max-h-[70vh] max-w-full rounded-control border border-line object-contain" />
      ) : (
        <iframe src={loaded.src} title={t('预览：{name}', { name: file.name })} className="h-[70vh] w-full rounded-control border border-line bg-canvas" />
      )}
      <div className="flex justify-end">
        <Button size="sm" variant="outline" onClick={() => onDownload(file)}>{t('下载')}</Button>
      </div>
    </div>
  );
}
