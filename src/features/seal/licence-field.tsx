import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@contract/realname';
import type { FileRules } from '@/components/ui/file-check';
import { FileUpload, type UploadedFile } from '@/components/ui/file-upload';
import { FormField } from '@/components/ui/form-field';
import { uploadLicence } from '@/features/seal/seal.queries';
import type { SealFormValues } from '@/features/seal/seal-form-schema';
import { useT } from '@/i18n';

const RULES: FileRules = {
  accept: UPLOAD_CONTENT_TYPES,
  maxBytes: UPLOAD_MAX_BYTES,
  messages: { tooLarge: UPLOAD_MESSAGES.tooLarge, badType: UPLOAD_MESSAGES.badType },
};

/** The business-licence upload of the seal form: the form value is the stored fileId ('' when none). */
export function LicenceField({ control }: { control: Control<SealFormValues> }) {
  const t = useT('seal');
  const { field, fieldState } = useController({ control, name: 'licenceFileId' });
  const [meta, setMeta] = useState<UploadedFile | null>(null);
  return (
    <FormField
      label={t('营业执照')} required hint={t('加盖公章的营业执照副本扫描件或照片')}
      error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
    >
      <FileUpload
        label={t('营业执照')}
        value={meta && meta.fileId === field.value ? meta : null}
        upload={uploadLicence}
        rules={RULES}
        hint={t('支持 JPG、PNG 图片或 PDF 文件，不超过5MB')}
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
