import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { Material } from '@contract/project-detail';
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@contract/realname';
import type { FileRules } from '@/components/ui/file-check';
import { FileUpload, type UploadedFile } from '@/components/ui/file-upload';
import { Badge } from '@/components/ui/badge';
import { uploadMaterial } from '@/features/enrol/enrol.queries';
import type { EnrolFormValues } from '@/features/enrol/enrol-form';
import { useT } from '@/i18n';

/** Enrolment materials: JPG, PNG or PDF up to 5 MB, judged again by the server by content; refusals in the active language. */
const materialRules = (t: (source: string) => string): FileRules => ({
  accept: UPLOAD_CONTENT_TYPES,
  maxBytes: UPLOAD_MAX_BYTES,
  messages: { tooLarge: t(UPLOAD_MESSAGES.tooLarge), badType: t(UPLOAD_MESSAGES.badType) },
});

/**
 * One material of the enrolment (报名材料) as an upload field: its name, 必传/选传, the note, and the
 * shared FileUpload (progress, preview, replace, remove). The form keeps only the fileId under
 * `materials.<code>`; the file name lives here for the preview.
 */
export function MaterialField({ control, material }: { control: Control<EnrolFormValues>; material: Material }) {
  const t = useT('enrol');
  // '' until a file is uploaded: an untouched optional material must not fail the record's string rule.
  const { field } = useController({ control, name: `materials.${material.code}`, defaultValue: '' });
  const [meta, setMeta] = useState<UploadedFile | null>(null);
  const fileId = String(field.value ?? '');
  const value = fileId ? (meta?.fileId === fileId ? meta : { fileId, name: material.name, contentType: 'application/pdf' }) : null;
  const id = `material-${material.code}`;

  return (
    <div className="grid gap-2 rounded-card border border-line p-3 md:grid-cols-[220px_minmax(0,1fr)]">
      <div className="min-w-0">
        <p id={`${id}-label`} className="flex flex-wrap items-center gap-1.5 text-sm font-medium">
          <span translate="no">{material.name}</span>
          {material.required ? <Badge tone="price">{t('必传')}</Badge> : <Badge tone="muted">{t('选传')}</Badge>}
        </p>
        {material.note ? <p className="mt-1 text-xs text-muted" translate="no">{material.note}</p> : null}
      </div>
      <FileUpload
        id={id}
        label={material.name}
        value={value}
        upload={uploadMaterial}
        rules={materialRules(t)}
        hint={t('支持 JPG、PNG 图片或 PDF 文件，不超过5MB')}
        tooManyMessage={t(UPLOAD_MESSAGES.tooMany)}
        onChange={(file) => {
          setMeta(file);
          field.onChange(file?.fileId ?? '');
        }}
      />
    </div>
  );
}
