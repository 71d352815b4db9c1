import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from '@tanstack/react-router';
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@contract/realname';
import { signatoryAddSchema, type ContractDetail, type SignatoryAdd } from '@contract/trade-contract';
import { Button } from '@/components/ui/button';
import type { FileRules } from '@/components/ui/file-check';
import { FileUpload, type UploadedFile } from '@/components/ui/file-upload';
import { FormField } from '@/components/ui/form-field';
import { HrefLink } from '@/components/ui/href-link';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { toast } from '@/lib/toast';
import { msg, t, useT } from '@/i18n';
import { uploadLetter, useAddSignatory } from '@/features/contract/contract.queries';
import { ContractFrame } from '@/features/contract/contract-frame';
import { contractHref } from '@/features/contract/contract-links';
import { signsThemself } from '@/features/contract/parties';

/** The authorisation letter: JPG, PNG or PDF up to 5 MB (the upload endpoint checks the bytes again). */
const LETTER_RULES: FileRules = {
  accept: UPLOAD_CONTENT_TYPES,
  maxBytes: UPLOAD_MAX_BYTES,
  messages: { tooLarge: UPLOAD_MESSAGES.tooLarge, badType: UPLOAD_MESSAGES.badType },
};

const KINDS = [
  { value: 'legal_rep', label: msg('法定代表人'), description: msg('以营业执照登记的法定代表人签署') },
  { value: 'agent', label: msg('委托代理人'), description: msg('须上传加盖公章的授权委托书') },
] as const;

/** A validation message (the contract's schemas mark theirs with msg) in the active language. */
const errorText = (message: string | undefined) => (message ? t(message) : undefined);

function AddSignatoryForm({ detail }: { detail: ContractDetail }) {
  const t = useT('contract');
  const router = useRouter();
  const add = useAddSignatory();
  const form = useForm<SignatoryAdd>({
    resolver: zodResolver(signatoryAddSchema),
    mode: 'onTouched',
    defaultValues: { id: detail.id, kind: 'legal_rep', name: '', phone: '', authorisationFileId: undefined },
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');
  const letter = useController({ control: form.control, name: 'authorisationFileId' });
  const [letterMeta, setLetterMeta] = useState<UploadedFile | null>(null);
  const backHref = contractHref('signatoryList', detail.id);

  return (
    <form
      aria-label={t('添加签署人')}
      noValidate
      className="grid max-w-xl gap-2"
      onSubmit={form.handleSubmit((v) =>
        add.mutate(
          { ...v, authorisationFileId: v.kind === 'agent' ? v.authorisationFileId : undefined },
          {
            onSuccess: () => {
              toast.success(t('签署人已添加'));
              void router.navigate({ href: backHref });
            },
          },
        ),
      )}
    >
      <RadioGroup
        legend={t('签署人类型')} required columns="grid-cols-2" error={errorText(errors.kind?.message)} inputProps={form.register('kind')}
        options={KINDS.map((k) => ({ value: k.value, label: t(k.label), description: t(k.description) }))}
      />
      <FormField label={t('姓名')} required error={errorText(errors.name?.message)}>
        <Input autoComplete="name" maxLength={20} placeholder={t('请输入签署人姓名')} {...form.register('name')} />
      </FormField>
      <FormField label={t('手机号码')} required error={errorText(errors.phone?.message)} hint={t('签署时验证码将发送至此号码')}>
        <Input type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} placeholder={t('请输入签署人手机号码')} {...form.register('phone')} />
      </FormField>
      {kind === 'agent' ? (
        <FormField label={t('授权委托书')} required error={errorText(errors.authorisationFileId?.message)} hint={t('支持 JPG、PNG 图片或 PDF 文件，不超过5MB')}>
          <FileUpload
            label={t('授权委托书')}
            value={letter.field.value ? (letterMeta?.fileId === letter.field.value ? letterMeta : { fileId: letter.field.value, name: t('授权委托书'), contentType: 'application/pdf' }) : null}
            upload={uploadLetter}
            rules={LETTER_RULES}
            tooManyMessage={UPLOAD_MESSAGES.tooMany}
            onChange={(file) => {
              setLetterMeta(file);
              letter.field.onChange(file?.fileId);
              if (file) form.clearErrors('authorisationFileId');
            }}
          />
        </FormField>
      ) : null}
      <div className="mt-2 flex gap-3">
        <Button type="submit" disabled={add.isPending}>{add.isPending ? t('提交中…') : t('添加')}</Button>
        <HrefLink href={backHref} className="self-center text-sm text-brand-700 hover:underline">{t('取消')}</HrefLink>
      </div>
    </form>
  );
}

/**
 * /usercenter/contract/addSignatory?id= (§2): an organisation party names a signatory — 法定代表人 or 委托代理人 (who
 * needs an uploaded 授权委托书) — with name and phone, validated by the contract's signatoryAddSchema. A person party,
 * or a party whose signatories can no longer change, sees why instead.
 */
export function AddSignatoryPage({ id }: { id: string | undefined }) {
  const t = useT('contract');
  return (
    <ContractFrame id={id} title={t('添加签署人')}>
      {(detail) =>
        signsThemself(detail) ? (
          <p className="m-0 text-sm text-ink-soft">{t('您以个人身份作为合同一方，由本人签署，无需添加签署人。')}</p>
        ) : !detail.actions.manageSignatories ? (
          <p role="alert" className="m-0 text-sm text-warn">{detail.actions.reasons.manageSignatories || t('当前不能添加签署人')}</p>
        ) : (
          <AddSignatoryForm detail={detail} />
        )
      }
    </ContractFrame>
  );
}
