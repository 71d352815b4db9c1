import { useState } from 'react';
import { downloadBlob } from '@/lib/api/upload';
import { toast } from '@/lib/toast';

/** How long an opened file's object URL stays valid: enough for the new tab to read it. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Opens a file the server shows to the caller only (an upload, a 成交确认书 PDF: GET `url` with the bearer header), so
 * a plain link cannot: the click opens a tab at once (inside the click, so no popup blocker stops it), fetches the
 * bytes and shows them there; without a tab the file is downloaded as `name`. A refusal (404, 503) closes the tab and
 * says why in a toast.
 */
export function ProtectedFileLink({ url, name, label = '查看', className }: { url: string; name: string; label?: string; className?: string }) {
  const [busy, setBusy] = useState(false);
  const open = async () => {
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      const href = URL.createObjectURL(await downloadBlob(url));
      if (tab) tab.location.href = href;
      else Object.assign(document.createElement('a'), { href, download: name }).click();
      setTimeout(() => URL.revokeObjectURL(href), REVOKE_AFTER_MS);
    } catch (e) {
      tab?.close();
      toast.error(e instanceof Error && e.message ? e.message : '文件加载失败');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button" onClick={() => void open()} disabled={busy} aria-label={label === '查看' ? `查看${name}` : label}
      className={className ?? 'text-sm text-brand-700 hover:underline disabled:opacity-50'}
    >
      {busy ? '打开中…' : label}
    </button>
  );
}
