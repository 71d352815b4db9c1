import { useEffect, useRef, useState } from 'react';
import { checkFile, fileTypeOf, type FileRules } from '@/components/ui/file-check';
import { msg } from '@/i18n';

/** A stored upload as a form keeps it; `previewUrl` shows an existing (server-side) image. */
export interface UploadedFile {
  fileId: string;
  name: string;
  contentType: string;
  previewUrl?: string;
}

/** Sends one file, reporting whole percents; rejects with an Error whose message is shown (kind 'aborted' is silent). */
export type UploadFn = (file: File, onProgress: (percent: number) => void, signal: AbortSignal) => Promise<UploadedFile>;

/** The file being sent: its name, type, local preview (images) and progress in percent. */
export interface PendingUpload {
  name: string;
  contentType: string;
  preview?: string;
  progress: number;
}

const isAbort = (e: unknown) => typeof e === 'object' && e !== null && (e as { kind?: unknown }).kind === 'aborted';

/**
 * State of one upload field: checks a picked file client-side, previews images through an object
 * URL, sends it with progress, and reports the stored file through `onChange`. A newer pick
 * supersedes one still in flight (the older request is aborted). Object URLs are revoked when
 * replaced, removed or unmounted, so repeated picks do not leak memory.
 */
export function useFileUpload({ rules, upload, onChange }: { rules: FileRules; upload: UploadFn; onChange: (file: UploadedFile | null) => void }) {
  const [pending, setPending] = useState<PendingUpload | null>(null);
  const [error, setError] = useState('');
  const [local, setLocal] = useState<{ fileId: string; src: string } | null>(null);
  const localRef = useRef(local);
  const inflight = useRef<AbortController | null>(null);
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const created = urls.current;
    return () => {
      inflight.current?.abort();
      created.forEach((u) => URL.revokeObjectURL(u));
    };
  }, []);

  const release = (u?: string) => {
    if (!u) return;
    URL.revokeObjectURL(u);
    urls.current.delete(u);
  };
  const keepLocal = (next: { fileId: string; src: string } | null) => {
    release(localRef.current?.src);
    localRef.current = next;
    setLocal(next);
  };

  const pick = async (file: File) => {
    const problem = checkFile(file, rules);
    if (problem) {
      setError(problem);
      return;
    }
    inflight.current?.abort();
    const ctl = new AbortController();
    inflight.current = ctl;
    const contentType = fileTypeOf(file);
    const preview = contentType.startsWith('image/') ? URL.createObjectURL(file) : undefined;
    if (preview) urls.current.add(preview);
    setError('');
    setPending({ name: file.name, contentType, preview, progress: 0 });
    try {
      const stored = await upload(file, (progress) => ctl === inflight.current && setPending((p) => p && { ...p, progress }), ctl.signal);
      if (ctl !== inflight.current) return;
      keepLocal(preview ? { fileId: stored.fileId, src: preview } : null);
      setPending(null);
      onChange(stored);
    } catch (e) {
      if (ctl !== inflight.current) return;
      release(preview);
      setPending(null);
      if (!isAbort(e)) setError(e instanceof Error && e.message ? e.message : msg('上传失败，请重试'));
    } finally {
      if (ctl === inflight.current) inflight.current = null;
    }
  };

  return {
    pending,
    error,
    /** Local preview of `fileId` when this field uploaded it (else the caller's previewUrl applies). */
    localPreview: (fileId: string) => (local?.fileId === fileId ? local.src : undefined),
    pick: (file: File) => void pick(file),
    cancel: () => inflight.current?.abort(),
    remove: () => {
      keepLocal(null);
      setError('');
      onChange(null);
    },
    refuse: setError,
  };
}
