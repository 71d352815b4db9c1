import { useState } from 'react';
import { REALNAME_PATHS } from '@contract/realname';
import { downloadBlob } from '@/lib/api/upload';
import { toast } from '@/lib/toast';

/** How long an opened file's object URL stays valid: enough for the new tab to read it. */
const REVOKE_AFTER_MS = 60_000;

/**
 * 查看 for one of the caller's uploaded files (an enrolment material, a transfer proof). Files are served to their
 * owner only (GET dscq-user/file/<fileId> with the bearer header, contract/realname.ts), so a plain link cannot
 * open them: the click opens a tab at once (inside the click, so no popup blocker stops it), fetches the bytes and
 * shows them there; without a tab the file is downloaded instead. A refusal (404 文件不存在) closes the tab and says so.
 */
export function OwnFileLink({ fileId, name }: { fileId: string; name: string }) {
  const [busy, setBusy] = useState(false);
  const open = async () => {
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      const url = URL.createObjectURL(await downloadBlob(`${REALNAME_PATHS.file}/${fileId}`));
      if (tab) tab.location.href = url;
      else Object.assign(document.createElement('a'), { href: url, download: name }).click();
      setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
    } catch (e) {
      tab?.close();
      toast.error(e instanceof Error && e.message ? e.message : '文件加载失败');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" onClick={() => void open()} disabled={busy} aria-label={`查看${name}`} className="text-sm text-brand-700 hover:underline disabled:opacity-50">
      {busy ? '打开中…' : '查看'}
    </button>
  );
}
