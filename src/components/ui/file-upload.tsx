import { useRef, useState, type DragEvent } from 'react';
import { CheckCircle2, UploadCloud } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { acceptAttribute, type FileRules } from '@/components/ui/file-check';
import { FileThumb } from '@/components/ui/file-thumb';
import { Progress } from '@/components/ui/progress';
import { useFileUpload, type UploadedFile, type UploadFn } from '@/components/ui/use-file-upload';
import { useT } from '@/i18n';

export type { UploadedFile, UploadFn } from '@/components/ui/use-file-upload';

/** Props of {@link FileUpload}; `id` / `aria-*` usually come from a FormField around it. */
export interface FileUploadProps {
  /** What is uploaded, e.g. 证件人像面 (used in the button text and labels). */
  label: string;
  value: UploadedFile | null;
  onChange: (file: UploadedFile | null) => void;
  upload: UploadFn;
  rules: FileRules;
  /** Small print under the drop zone, e.g. 支持 JPG、PNG，不超过5MB. */
  hint?: string;
  /** Shown when more than one file is dropped at once. */
  tooManyMessage?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * One-file upload field (JPG / PNG / PDF style): click or drop a file, it is checked client-side
 * (type, size) with the caller's Chinese messages, previewed (image thumbnail or PDF icon), sent
 * with a progress bar in %, and can be cancelled, replaced or removed. A refusal by the server
 * (e.g. its magic-byte check) shows the server's message under the field.
 */
export function FileUpload(props: FileUploadProps) {
  const { value, onChange, upload, rules, hint, tooManyMessage, disabled, id, className } = props;
  const t = useT('common');
  // A label marked with msg() by its caller is translated here; an already translated one passes through.
  const label = t(props.label);
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const state = useFileUpload({ rules, upload, onChange });
  const { pending } = state;
  const open = () => input.current?.click();
  const aria = { 'aria-invalid': props['aria-invalid'], 'aria-describedby': props['aria-describedby'] };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (disabled || pending) return;
    const files = e.dataTransfer.files;
    if (files.length > 1 && tooManyMessage) state.refuse(t(tooManyMessage));
    else if (files[0]) state.pick(files[0]);
  };

  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <input
        ref={input}
        type="file"
        tabIndex={-1}
        aria-label={t('选择{label}文件', { label })}
        className="sr-only"
        accept={acceptAttribute(rules.accept)}
        disabled={disabled}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = ''; // picking the same file again must fire change again
          if (file) state.pick(file);
        }}
      />
      {pending ? (
        <div className="flex items-center gap-3 rounded-control border border-line bg-white p-2">
          <FileThumb src={pending.preview} contentType={pending.contentType} name={pending.name} />
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <span className="truncate text-sm text-ink">{pending.name}</span>
            <div className="flex items-center gap-2">
              <Progress value={pending.progress} label={t('{label}上传进度', { label })} className="flex-1" />
              <span className="num w-10 text-right text-xs text-ink-soft">{pending.progress}%</span>
            </div>
            <Button size="sm" variant="secondary" className="self-start" onClick={state.cancel}>
              {t('取消上传')}
            </Button>
          </div>
        </div>
      ) : value ? (
        <div className="flex items-center gap-3 rounded-control border border-line bg-white p-2">
          <FileThumb src={state.localPreview(value.fileId) ?? value.previewUrl} contentType={value.contentType} name={value.name} />
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <span className="truncate text-sm text-ink" title={value.name}>{value.name}</span>
            <span className="inline-flex items-center gap-1 text-xs text-brand-700">
              <CheckCircle2 aria-hidden className="size-3.5" />
              {t('已上传')}
            </span>
            <div className="flex gap-2">
              <Button size="sm" variant="outline" id={id} {...aria} disabled={disabled} onClick={open}>
                {t('重新上传')}
              </Button>
              <Button size="sm" variant="secondary" disabled={disabled} onClick={state.remove} aria-label={t('删除{label}', { label })}>
                {t('删除')}
              </Button>
            </div>
          </div>
        </div>
      ) : (
        <button
          type="button"
          id={id}
          {...aria}
          disabled={disabled}
          onClick={open}
          onDragOver={(e) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
          className={cn(
            'flex min-h-28 w-full flex-col items-center justify-center gap-1 rounded-control border border-dashed border-line bg-canvas px-3 py-4 text-sm text-ink-soft transition-colors',
            'hover:border-brand-400 hover:text-brand-700 disabled:opacity-60 aria-invalid:border-price',
            over && 'border-brand-500 bg-brand-50',
          )}
        >
          <UploadCloud aria-hidden className="size-7 text-brand-500" strokeWidth={1.5} />
          <span>{t('点击或拖拽上传{label}', { label })}</span>
          {hint ? <span className="text-xs text-muted">{t(hint)}</span> : null}
        </button>
      )}
      {state.error ? (
        <p role="alert" className="m-0 text-xs text-price">
          {t(state.error)}
        </p>
      ) : null}
    </div>
  );
}
