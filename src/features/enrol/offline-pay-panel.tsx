import { useState } from 'react';
import { Clock3 } from 'lucide-react';
import type { PaymentOrder } from '@contract/payment';
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@contract/realname';
import { Button } from '@/components/ui/button';
import { FileUpload, type UploadedFile } from '@/components/ui/file-upload';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { uploadMaterial } from '@/features/enrol/enrol.queries';
import { useSubmitProof } from '@/features/enrol/payment.queries';

const PROOF_RULES = { accept: UPLOAD_CONTENT_TYPES, maxBytes: UPLOAD_MAX_BYTES, messages: { tooLarge: UPLOAD_MESSAGES.tooLarge, badType: UPLOAD_MESSAGES.badType } };

/**
 * 线下转账: the exchange's account (from the order) with the order number as transfer remark, then
 * the proof upload with payer name and remark → 转账凭证待确认. While a proof awaits confirmation the
 * form is replaced by that state; a rejected proof shows the reason and the form again.
 */
export function OfflinePayPanel({ order }: { order: PaymentOrder }) {
  const [proof, setProof] = useState<UploadedFile | null>(null);
  const [payerName, setPayerName] = useState('');
  const [remark, setRemark] = useState('');
  const [error, setError] = useState('');
  const submit = useSubmitProof();
  const acct = order.offlineAccount;
  const rows: [string, string][] = [['户名', acct.accountName], ['开户行', acct.bankName], ['账号', acct.accountNo], ['转账用途', acct.remark || order.orderNo]];

  const send = () => {
    if (!proof) return setError('请上传转账凭证');
    setError('');
    submit.mutate({ orderNo: order.orderNo, fileId: proof.fileId, payerName: payerName.trim() || undefined, remark: remark.trim() || undefined });
  };

  return (
    <div className="space-y-4 text-sm">
      <dl aria-label="收款账户" className="grid gap-1.5 rounded-card border border-line bg-canvas/60 p-4">
        {rows.map(([label, value]) => (
          <div key={label} className="flex gap-2">
            <dt className="w-16 shrink-0 text-muted">{label}</dt>
            <dd className="min-w-0 break-all font-medium num">{value || '--'}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted">请务必在转账用途中填写订单编号，到账后上传转账凭证，工作人员确认后生成竞买号。</p>
      {order.status === 'awaiting_confirmation' ? (
        <p role="status" className="flex items-center gap-2 rounded-control bg-brand-50 px-3 py-2 text-brand-800">
          <Clock3 aria-hidden className="size-4" />
          转账凭证已提交，待工作人员确认。
        </p>
      ) : order.status === 'unpaid' || order.status === 'proof_rejected' ? (
        <form aria-label="上传转账凭证" onSubmit={(e) => (e.preventDefault(), send())} noValidate className="grid max-w-xl gap-3">
          {order.status === 'proof_rejected' ? <p role="alert" className="rounded-control bg-price-soft px-3 py-2 text-price">转账凭证未通过：{order.rejectReason || '请重新上传'}</p> : null}
          <FormField label="转账凭证" required error={error}>
            <FileUpload label="转账凭证" value={proof} onChange={setProof} upload={uploadMaterial} rules={PROOF_RULES} hint="支持 JPG、PNG 图片或 PDF 文件，不超过5MB" tooManyMessage={UPLOAD_MESSAGES.tooMany} />
          </FormField>
          <FormField label="付款户名">
            <Input value={payerName} maxLength={100} onChange={(e) => setPayerName(e.target.value)} placeholder="转出账户的户名（选填）" />
          </FormField>
          <FormField label="备注">
            <Input value={remark} maxLength={200} onChange={(e) => setRemark(e.target.value)} placeholder="选填" />
          </FormField>
          <Button type="submit" className="justify-self-start" disabled={submit.isPending}>
            {submit.isPending ? '提交中…' : '提交转账凭证'}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
