import { useState } from 'react';
import { CheckCircle2, Download } from 'lucide-react';
import type { ContractDetail, Signatory } from '@contract/trade-contract';
import { SmsCodeButton } from '@/components/sms-code-button';
import { Button, buttonVariants } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { HrefLink } from '@/components/ui/href-link';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { toast } from '@/lib/toast';
import { t, useT } from '@/i18n';
import { SIGNATORY_KIND_LABELS } from '@contract/trade-contract-paths';
import { BlobLink } from '@/components/blob-link';
import { fetchContractPdf, requestSignCode, useSignContract } from '@/features/contract/contract.queries';
import { ContractFrame } from '@/features/contract/contract-frame';
import { contractHref } from '@/features/contract/contract-links';
import { SignProgress } from '@/features/contract/sign-progress';
import { mySignatories } from '@/features/contract/parties';

/** Every SMS code of the exchange is valid 5 minutes (SmsSent.expiresIn); the sign code's answer names only the resend wait. */
const SIGN_CODE_TTL_S = 300;

/** An organisation signs with its active e-seal: without one, where to apply for it and bind it by face recognition. */
function SealNotice({ detail }: { detail: ContractDetail }) {
  const t = useT('contract');
  const mine = detail.parties.find((p) => p.role === detail.myRole);
  if (!mine || mine.kind !== 'org' || mine.sealStatus === 'active' || mine.signedTime) return null;
  return (
    <div role="alert" className="grid gap-2 rounded-card border border-amber-200 bg-amber-50 p-3 text-sm text-warn">
      <p className="m-0">
        {mine.sealStatus === 'binding'
          ? t('贵单位的电子签章待人脸核验，签章启用后才能签署合同。')
          : mine.sealStatus === 'face_failed'
            ? t('贵单位电子签章的人脸核验未通过，签章启用后才能签署合同。')
            : t('贵单位尚未申请电子签章，签章启用后才能签署合同。')}
      </p>
      <div className="flex flex-wrap gap-3">
        <HrefLink href="/contract/seal/apply" className="text-brand-700 underline">{t('申请电子签章')}</HrefLink>
        <HrefLink href="/contract/seal/qrcode" className="text-brand-700 underline">{t('扫码人脸核验')}</HrefLink>
      </div>
    </div>
  );
}

/** A signatory's kind in the active language. */
const kindText = (s: Signatory) => t(SIGNATORY_KIND_LABELS[s.kind] ?? s.kindLabel);

function SignForm({ detail }: { detail: ContractDetail }) {
  const t = useT('contract');
  const waiting = mySignatories(detail).filter((s) => !s.signedTime);
  const [signatoryId, setSignatoryId] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ signatory?: string; code?: string }>({});
  const sign = useSignContract();
  const picked = waiting.find((s) => s.id === signatoryId);

  if (!waiting.length) {
    return mySignatories(detail).length ? (
      <p role="status" className="m-0 text-sm text-brand-700">
        {detail.state === 'signed' ? t('我方签署人均已签署。') : t('我方签署人均已签署，等待对方签署。')}
      </p>
    ) : (
      <p className="m-0 text-sm text-ink-soft">
        {t('我方尚未指定签署人。')}<HrefLink href={contractHref('signatoryList', detail.id)} className="text-brand-700 underline">{t('去添加签署人')}</HrefLink>
      </p>
    );
  }
  return (
    <form
      aria-label={t('签署合同')}
      noValidate
      className="grid max-w-xl gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const next = { signatory: picked ? undefined : t('请选择签署人'), code: /^\d{6}$/.test(code.trim()) ? undefined : t('短信验证码为6位数字') };
        setErrors(next);
        if (next.signatory || next.code || !picked) return;
        sign.mutate(
          { id: detail.id, signatoryId: picked.id, code: code.trim() },
          {
            onSuccess: (d) => {
              setCode('');
              toast.success(d.state === 'signed' ? t('签署完成，合同已生效') : t('{name}已签署', { name: picked.name }));
            },
          },
        );
      }}
    >
      <RadioGroup
        legend={t('签署人')}
        required
        columns="grid-cols-1 sm:grid-cols-2"
        error={errors.signatory}
        options={waiting.map((s) => ({ value: s.id, label: t('{name}（{kind}）', { name: s.name, kind: kindText(s) }), description: s.phoneMasked }))}
        inputProps={{
          name: 'signatory',
          onChange: (e) => {
            setSignatoryId(e.currentTarget.value);
            setErrors((v) => ({ ...v, signatory: undefined }));
          },
        }}
      />
      <div className="flex items-start gap-2">
        <FormField label={t('短信验证码')} required error={errors.code} className="flex-1" hint={picked ? t('验证码将发送至 {phone}', { phone: picked.phoneMasked }) : undefined}>
          <Input
            inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={t('请输入6位验证码')} value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
        </FormField>
        <SmsCodeButton
          getTarget={async () => {
            if (picked) return undefined;
            setErrors((v) => ({ ...v, signatory: t('请选择签署人') }));
            return null;
          }}
          send={async () => {
            const sent = await requestSignCode({ id: detail.id, signatoryId: picked!.id });
            return { phone: sent.phoneMasked, resendIn: sent.retryAfterSec, expiresIn: SIGN_CODE_TTL_S };
          }}
        />
      </div>
      <Button type="submit" className="justify-self-start" disabled={sign.isPending}>{sign.isPending ? t('签署中…') : t('签署')}</Button>
    </form>
  );
}

function Signed({ detail }: { detail: ContractDetail }) {
  const t = useT('contract');
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 rounded-card border border-brand-200 bg-brand-50 p-3 text-sm text-brand-800">
      <CheckCircle2 aria-hidden className="size-5" />
      <span className="font-medium">{t('双方均已签署，合同已生效')}</span>
      <BlobLink fetchBlob={() => fetchContractPdf(detail.id)} fileName={`${detail.contractNo}.pdf`} className={buttonVariants({ size: 'sm' })}>
        <Download aria-hidden />
        {t('下载合同')}
      </BlobLink>
    </div>
  );
}

/**
 * /usercenter/contract/sign?id= (§2): pick a signatory of the caller's party who has not signed, 获取验证码 (the resend
 * wait counts down on the shared clock), the code and 签署. An organisation without an active e-seal is sent to
 * /contract/seal/apply and /contract/seal/qrcode first. Both parties' progress is shown; once the contract is signed,
 * 下载合同.
 */
export function SignPage({ id }: { id: string | undefined }) {
  const t = useT('contract');
  return (
    <ContractFrame id={id} title={t('签署合同')}>
      {(detail) => (
        <div className="grid gap-5">
          <h2 translate="no" className="m-0 text-lg font-semibold">{detail.title}</h2>
          <SignProgress detail={detail} />
          {detail.state === 'signed' ? (
            <Signed detail={detail} />
          ) : !detail.actions.sign ? (
            <>
              <SealNotice detail={detail} />
              <p role="alert" className="m-0 text-sm text-warn">{detail.actions.reasons.sign || t('当前不能签署合同')}</p>
            </>
          ) : (
            <>
              <SealNotice detail={detail} />
              <SignForm detail={detail} />
            </>
          )}
        </div>
      )}
    </ContractFrame>
  );
}
