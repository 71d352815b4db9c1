import { useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@contract/realname';
import type { FileRules } from '@/components/ui/file-check';
import { FileUpload, type UploadedFile } from '@/components/ui/file-upload';
import { FormField } from '@/components/ui/form-field';
import { uploadDocument } from '@/features/realname/realname.queries';
import { useDocumentPreview } from '@/features/realname/use-document-preview';
import { useT } from '@/i18n';

/** Identity-card photos: JPG or PNG (the server refuses PDFs for them), ≤ 5 MB. */
const IMAGE_RULES: FileRules = {
  accept: ['image/jpeg', 'image/png'],
  maxBytes: UPLOAD_MAX_BYTES,
  messages: { tooLarge: UPLOAD_MESSAGES.tooLarge, badType: UPLOAD_MESSAGES.imageOnly },
};
/** Business licence: JPG, PNG or PDF, ≤ 5 MB. */
const DOCUMENT_RULES: FileRules = {
  accept: UPLOAD_CONTENT_TYPES,
  maxBytes: UPLOAD_MAX_BYTES,
  messages: { tooLarge: UPLOAD_MESSAGES.tooLarge, badType: UPLOAD_MESSAGES.badType },
};

/**
 * A form's upload field for an identity document: the form value is the stored fileId ('' when
 * none), validated like any other field; the file's name and preview live here. A value taken over
 * from an earlier submission (`prefillUrl`) previews the stored bytes.
 */
export function DocumentUploadField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  imagesOnly,
  prefillUrl = '',
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  imagesOnly?: boolean;
  prefillUrl?: string;
}) {
  const t = useT('realname');
  const { field, fieldState } = useController({ control, name });
  const fileId = String(field.value ?? '');
  const [meta, setMeta] = useState<UploadedFile | null>(null);
  const fromEarlier = Boolean(fileId) && meta?.fileId !== fileId;
  const earlier = useDocumentPreview(fromEarlier ? prefillUrl : '');
  const value: UploadedFile | null = !fileId
    ? null
    : meta?.fileId === fileId
      ? meta
      : { fileId, name: t('已提交的{label}', { label }), contentType: earlier.contentType ?? 'image/jpeg', previewUrl: earlier.src };

  return (
    <FormField label={label} required={required} error={fieldState.error?.message ? t(fieldState.error.message) : undefined}>
      <FileUpload
        label={label}
        value={value}
        upload={uploadDocument}
        rules={imagesOnly ? IMAGE_RULES : DOCUMENT_RULES}
        hint={imagesOnly ? t('支持 JPG、PNG 图片，不超过5MB') : t('支持 JPG、PNG 图片或 PDF 文件，不超过5MB')}
        tooManyMessage={UPLOAD_MESSAGES.tooMany}
        onChange={(file) => {
          setMeta(file);
          field.onChange(file?.fileId ?? '');
          field.onBlur();
        }}
      />
    </FormField>
  );
}
