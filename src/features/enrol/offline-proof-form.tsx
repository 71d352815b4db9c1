import { useState } from 'react';
import type { PaymentOrder } from '@contract/payment';
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@contract/realname';
import { Button } from '@/components/ui/button';
import type { FileRules } from '@/components/ui/file-check';
import { FileUpload, type UploadedFile } from '@/components/ui/file-upload';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { uploadMaterial } from '@/features/enrol/enrol.queries';
import { useSubmitProof } from '@/features/enrol/payment.queries';
import { useT } from '@/i18n';

/** The proof's file rules, with the refusals in the active language. */
const proofRules = (t: (source: string) => string): FileRules => ({
  accept: UPLOAD_CONTENT_TYPES,
  maxBytes: UPLOAD_MAX_BYTES,
  messages: { tooLarge: t(UPLOAD_MESSAGES.tooLarge), badType: t(UPLOAD_MESSAGES.badType) },
});

/**
 * The transfer proof form: the proof (JPG/PNG/PDF up to 5 MB, judged again by the server), payer name and remark
 * (optional) → POST payment/offline/proof. On an order awaiting confirmation the new proof replaces the old one.
 * A rejected proof's reason is shown above the form. `submitLabel` is the button's text (提交转账凭证 by default);
 * `onSent` runs after the server accepted it; the button is disabled while sending, so a double click sends once.
 */
export function OfflineProofForm({ order, submitLabel, onSent }: { order: PaymentOrder; submitLabel?: string; onSent?: () => void }) {
  const t = useT('enrol');
  const [proof, setProof] = useState<UploadedFile | null>(null);
  const [payerName, setPayerName] = useState('');
  const [remark, setRemark] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = useSubmitProof();

  const send = () => {
    setMissing(!proof);
    if (!proof) return;
    submit.mutate({ orderNo: order.orderNo, fileId: proof.fileId, payerName: payerName.trim() || undefined, remark: remark.trim() || undefined }, { onSuccess: () => onSent?.() });
  };

  return (
    <form aria-label={t('上传转账凭证')} onSubmit={(e) => (e.preventDefault(), send())} noValidate className="grid max-w-xl gap-3 text-sm">
      {order.status === 'proof_rejected' ? (
        <p role="alert" className="m-0 rounded-control bg-price-soft px-3 py-2 text-price">
          {t('转账凭证未通过：')}
          {order.rejectReason ? <span translate="no">{order.rejectReason}</span> : t('请重新上传')}
        </p>
      ) : null}
      <FormField label={t('转账凭证')} required error={missing ? t('请上传转账凭证') : undefined}>
        <FileUpload label={t('转账凭证')} value={proof} onChange={setProof} upload={uploadMaterial} rules={proofRules(t)} hint={t('支持 JPG、PNG 图片或 PDF 文件，不超过5MB')} tooManyMessage={t(UPLOAD_MESSAGES.tooMany)} />
      </FormField>
      <FormField label={t('付款户名')}>
        <Input value={payerName} maxLength={100} onChange={(e) => setPayerName(e.target.value)} placeholder={t('转出账户的户名（选填）')} />
      </FormField>
      <FormField label={t('备注')}>
        <Input value={remark} maxLength={200} onChange={(e) => setRemark(e.target.value)} placeholder={t('选填')} />
      </FormField>
      <Button type="submit" className="justify-self-start" disabled={submit.isPending}>
        {submit.isPending ? t('提交中…') : submitLabel ?? t('提交转账凭证')}
      </Button>
    </form>
  );
}
