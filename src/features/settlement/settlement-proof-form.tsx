import { useState } from 'react';
import { REALNAME_PATHS, UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, type UploadAnswer } from '@contract/realname';
import type { SettlementDetail } from '@contract/settlement';
import { Button } from '@/components/ui/button';
import { FileUpload, type UploadedFile, type UploadFn } from '@/components/ui/file-upload';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { CALLER } from '@/lib/api/error-meta';
import { withErrorPolicy } from '@/lib/api/error-policy';
import { uploadFile } from '@/lib/api/upload';
import { useSubmitSettlementProof } from '@/features/settlement/settlement.queries';
import { useT } from '@/i18n';

const PROOF_RULES = { accept: UPLOAD_CONTENT_TYPES, maxBytes: UPLOAD_MAX_BYTES, messages: { tooLarge: UPLOAD_MESSAGES.tooLarge, badType: UPLOAD_MESSAGES.badType } };

/** Uploads the proof (POST dscq-user/file/upload, JPG/PNG/PDF ≤ 5 MB); errors are shown by the upload field. */
const uploadProof: UploadFn = async (file, onProgress, signal) => {
  const a = await withErrorPolicy(uploadFile<UploadAnswer>(REALNAME_PATHS.upload, file, { onProgress, signal }), CALLER);
  return { fileId: a.fileId, name: a.name, contentType: a.contentType };
};

/**
 * The balance proof form (the deposit proof's pattern): the bank receipt (JPG/PNG/PDF up to 5 MB, judged again by the
 * server) and a remark → POST settlement/proof. The button is disabled while sending, so a double click sends once;
 * `onSent` runs once the server took it.
 */
export function SettlementProofForm({ s, onSent }: { s: SettlementDetail; onSent: () => void }) {
  const t = useT('settlement');
  const [proof, setProof] = useState<UploadedFile | null>(null);
  const [remark, setRemark] = useState('');
  const [error, setError] = useState('');
  const submit = useSubmitSettlementProof();
  const send = () => {
    if (!proof) return setError(t('请上传付款凭证'));
    setError('');
    // mutateAsync: the refreshed detail unmounts this form (no longer payable) before mutate's own callbacks would run;
    // a refusal is already shown by the §8 policy.
    submit.mutateAsync({ id: s.id, proofFileId: proof.fileId, remark: remark.trim() }).then(onSent, () => undefined);
  };
  return (
    <form aria-label={t('上传付款凭证')} onSubmit={(e) => (e.preventDefault(), send())} noValidate className="grid max-w-xl gap-3 text-sm">
      <FormField label={t('付款凭证')} required error={error}>
        <FileUpload
          label={t('付款凭证')} value={proof} onChange={setProof} upload={uploadProof} rules={PROOF_RULES}
          hint={t('银行转账回单，支持 JPG、PNG 图片或 PDF 文件，不超过5MB')} tooManyMessage={UPLOAD_MESSAGES.tooMany}
        />
      </FormField>
      <FormField label={t('备注')}>
        <Input value={remark} maxLength={200} onChange={(e) => setRemark(e.target.value)} placeholder={t('选填，如付款账户、流水号')} />
      </FormField>
      <Button type="submit" className="justify-self-start" disabled={submit.isPending}>{submit.isPending ? t('提交中…') : t('提交付款凭证')}</Button>
    </form>
  );
}
