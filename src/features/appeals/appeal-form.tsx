import { useForm, useController, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { APPEAL_LIMITS, APPEAL_SUBJECT_LABELS } from '@contract/appeal-paths';
import type { AppealDetail } from '@contract/appeals';
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@contract/realname';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { FileRules } from '@/components/ui/file-check';
import { FileThumb } from '@/components/ui/file-thumb';
import { FileUpload } from '@/components/ui/file-upload';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { SkeletonLines } from '@/components/ui/skeleton';
import { appealSubjectsQueryOptions, uploadAppealFile, useSubmitAppeal } from '@/features/appeals/appeals.queries';
import {
  appealFormSchema, EMPTY_APPEAL, subjectKey, toAppealSubmit, type AppealFormValues,
} from '@/features/appeals/appeal-form-schema';
import { useT } from '@/i18n';

/** Appeal materials: JPG, PNG or PDF, ≤ 5 MB each (the upload endpoint checks the bytes again). */
const RULES: FileRules = {
  accept: UPLOAD_CONTENT_TYPES,
  maxBytes: UPLOAD_MAX_BYTES,
  messages: { tooLarge: UPLOAD_MESSAGES.tooLarge, badType: UPLOAD_MESSAGES.badType },
};

/**
 * 我要申诉: pick one of the caller's subjects (those with an appeal 处理中 are listed but cannot be picked), give the
 * reason (10–2000 字, with a counter) and up to 5 files. Validated as the user types; a double click sends once
 * (the button is disabled while sending, and the server refuses a second open appeal of the subject with 409).
 * `onFiled` receives the stored appeal.
 */
export function AppealForm({ onFiled, onCancel }: { onFiled: (appeal: AppealDetail) => void; onCancel: () => void }) {
  const t = useT('appeals');
  const subjects = useQuery(appealSubjectsQueryOptions());
  const form = useForm<AppealFormValues>({ resolver: zodResolver(appealFormSchema), mode: 'onChange', defaultValues: EMPTY_APPEAL });
  const submit = useSubmitAppeal();
  const { errors } = form.formState;
  const length = Array.from(form.watch('content').trim()).length;

  if (subjects.isPending) return <SkeletonLines rows={4} />;
  if (subjects.isError) return <p role="alert" className="m-0 py-4 text-center text-sm text-price">{t('可申诉事项加载失败，请稍后重试')}</p>;
  if (!subjects.data.length) {
    return <p className="m-0 py-4 text-center text-sm text-muted">{t('暂无可申诉的事项：实名认证驳回、报名未通过、保证金处理或竞价结束后可在此提出申诉。')}</p>;
  }
  const options = subjects.data.map((s) => {
    const values = { type: t(APPEAL_SUBJECT_LABELS[s.subjectType] ?? s.subjectTypeLabel), title: s.title };
    return { value: subjectKey(s), label: s.open ? t('【{type}】{title}（申诉处理中）', values) : t('【{type}】{title}', values), disabled: s.open };
  });

  return (
    <form
      noValidate
      aria-label={t('我要申诉')}
      className="flex flex-col gap-2"
      onSubmit={form.handleSubmit((v) => submit.mutate(toAppealSubmit(v), { onSuccess: onFiled }))}
    >
      <FormField label={t('申诉事项')} required error={errors.subject?.message && t(errors.subject.message)}>
        <Select options={options.filter((o) => !o.disabled)} placeholder={t('请选择申诉事项')} {...form.register('subject')} />
      </FormField>
      {options.some((o) => o.disabled) ? (
        <p className="m-0 -mt-1 text-xs text-muted">{t('已有申诉处理中的事项需等待答复后才能再次申诉。')}</p>
      ) : null}
      <FormField
        label={t('申诉理由')}
        required
        error={errors.content?.message && t(errors.content.message)}
        hint={<span className={cn('num', length > APPEAL_LIMITS.contentMax && 'text-price')}>{length}/{APPEAL_LIMITS.contentMax}</span>}
      >
        <textarea
          rows={6}
          placeholder={t('请说明申诉的事实和理由（{min}-{max}字）', { min: APPEAL_LIMITS.contentMin, max: APPEAL_LIMITS.contentMax })}
          className="min-h-32 w-full rounded-control border border-line bg-white px-3 py-2 text-sm text-ink placeholder:text-muted focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-200"
          {...form.register('content')}
        />
      </FormField>
      <AttachmentsField control={form.control} />
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button type="button" variant="outline" onClick={onCancel}>{t('取消')}</Button>
        <Button type="submit" disabled={submit.isPending}>{submit.isPending ? t('提交中…') : t('提交申诉')}</Button>
      </div>
    </form>
  );
}

/** The uploaded materials (each removable) and, below 5, a field to add one more. */
function AttachmentsField({ control }: { control: Control<AppealFormValues> }) {
  const t = useT('appeals');
  const { field, fieldState } = useController({ control, name: 'attachments' });
  const files = field.value;
  const full = files.length >= APPEAL_LIMITS.attachmentsMax;
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-ink">
        {t('申诉材料')}
        <span className="num ml-1 text-xs font-normal text-muted">
          {t('（选填，{n}/{max}）', { n: files.length, max: APPEAL_LIMITS.attachmentsMax })}
        </span>
      </span>
      {files.length ? (
        <ul className="m-0 flex list-none flex-col gap-1.5 p-0" aria-label={t('已上传的申诉材料')}>
          {files.map((f) => (
            <li key={f.fileId} className="flex items-center gap-2 rounded-control border border-line p-2">
              <FileThumb contentType={f.contentType} name={f.name} className="size-10 sm:size-10" />
              <span translate="no" className="min-w-0 flex-1 truncate text-sm" title={f.name}>{f.name}</span>
              <Button size="sm" variant="secondary" aria-label={t('删除{name}', { name: f.name })} onClick={() => field.onChange(files.filter((x) => x.fileId !== f.fileId))}>
                {t('删除')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {full ? null : (
        <FileUpload
          label={t('申诉材料')}
          value={null}
          upload={uploadAppealFile}
          rules={RULES}
          hint={t('支持 JPG、PNG 图片或 PDF 文件，单个不超过5MB，最多{max}份', { max: APPEAL_LIMITS.attachmentsMax })}
          tooManyMessage={UPLOAD_MESSAGES.tooMany}
          onChange={(file) => {
            if (file && !files.some((x) => x.fileId === file.fileId)) field.onChange([...files, file]);
          }}
        />
      )}
      {fieldState.error?.message ? <p role="alert" className="m-0 text-xs text-price">{t(fieldState.error.message)}</p> : null}
    </div>
  );
}
