import { useRef, useState } from 'react';
import { Upload } from 'lucide-react';
import type { CabinetFolder } from '@contract/files-paths';
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@contract/realname';
import { Button } from '@/components/ui/button';
import { acceptAttribute, checkFile } from '@/components/ui/file-check';
import { Progress } from '@/components/ui/progress';
import { errorText } from '@/lib/api/error-policy';
import { toast } from '@/lib/toast';
import { uploadToCabinet, useRefreshFiles } from '@/features/files/files.queries';
import { useT } from '@/i18n';

const RULES = { accept: UPLOAD_CONTENT_TYPES, maxBytes: UPLOAD_MAX_BYTES, messages: { tooLarge: UPLOAD_MESSAGES.tooLarge, badType: UPLOAD_MESSAGES.badType } };

/**
 * 上传文件 into `folder`: picks one JPG, PNG or PDF (≤ 5 MB, checked here first, judged by content on the server),
 * shows the progress while it is sent, then refreshes the cabinet. A refusal (e.g. 存储空间不足…) stays under the
 * button until the next try.
 */
export function UploadButton({ folder, userId }: { folder: CabinetFolder; userId: string }) {
  const t = useT('files');
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const refresh = useRefreshFiles(userId);

  const send = async (file: File) => {
    const problem = checkFile(file, RULES);
    if (problem) return setError(t(problem));
    setError('');
    setProgress(0);
    try {
      const stored = await uploadToCabinet(file, folder, setProgress);
      toast.success(t('已上传：{name}', { name: stored.name }));
      await refresh();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="flex min-w-0 flex-col items-end gap-1">
      <input
        ref={input}
        type="file"
        accept={acceptAttribute(RULES.accept)}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void send(file);
        }}
      />
      <Button size="sm" disabled={progress !== null} onClick={() => input.current?.click()}>
        <Upload aria-hidden />
        {progress === null ? t('上传文件') : t('上传中 {percent}%', { percent: progress })}
      </Button>
      {progress !== null ? <Progress value={progress} label={t('上传进度')} className="w-32" /> : null}
      {error ? <p role="alert" className="m-0 max-w-72 text-right text-xs text-price">{error}</p> : null}
    </div>
  );
}
