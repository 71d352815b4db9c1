import { useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { cn } from '@/components/ui/cn';
import { useT } from '@/i18n';

/** How long an opened file's object URL stays valid: enough for the new tab to read it. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Opens or saves a file that is served only with the bearer header (the signed contract's PDF, an authorisation
 * letter): a plain link cannot send it. `open` opens a tab inside the click (so no popup blocker stops it), fetches
 * the bytes and shows them there; otherwise, or without a tab, the file is saved as `fileName`. A refusal (409 not
 * signed yet, 404) closes the tab and shows the server's message.
 */
export function BlobLink({
  fetchBlob, fileName, open = false, className, children, label,
}: {
  fetchBlob: () => Promise<Blob>;
  fileName: string;
  open?: boolean;
  className?: string;
  children: ReactNode;
  label?: string;
}) {
  const t = useT('common');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    const tab = open ? window.open('', '_blank') : null;
    setBusy(true);
    try {
      const url = URL.createObjectURL(await fetchBlob());
      if (tab) tab.location.href = url;
      else Object.assign(document.createElement('a'), { href: url, download: fileName }).click();
      setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
    } catch (e) {
      tab?.close();
      toast.error(e instanceof Error && e.message ? e.message : t('文件加载失败'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" onClick={() => void run()} disabled={busy} aria-label={label} aria-busy={busy || undefined} className={cn('disabled:opacity-50', className)}>
      {busy ? t('加载中…') : children}
    </button>
  );
}
