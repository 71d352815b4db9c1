import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { SealRecord } from '@contract/seal';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LicenceField } from '@/features/seal/licence-field';
import { useApplySeal } from '@/features/seal/seal.queries';
import { EMPTY_SEAL_FORM, sealFormSchema, type SealFormValues } from '@/features/seal/seal-form-schema';
import { t, useT } from '@/i18n';

/** A validation message (marked with msg by the schemas) in the active language. */
const errorText = (message: string | undefined) => (message ? t(message) : undefined);

/**
 * The application form (§2 /contract/seal/apply): who applies (name and phone; the one whose face is checked next)
 * and the business licence. The organisation's name and credit code are not asked: the server takes them from the
 * approved real-name record. `onApplied` gets the stored seal (status binding).
 */
export function SealApplyForm({ baseUserId, orgName, initial = EMPTY_SEAL_FORM, onApplied, onCancel }: {
  baseUserId: string; orgName: string; initial?: SealFormValues; onApplied?: (seal: SealRecord) => void;
  /** Shown as 取消修改 when changing an existing application. */
  onCancel?: () => void;
}) {
  const t = useT('seal');
  const form = useForm<SealFormValues>({ resolver: zodResolver(sealFormSchema), mode: 'onTouched', defaultValues: initial });
  const apply = useApplySeal(baseUserId);
  const { errors } = form.formState;
  const onSubmit = (v: SealFormValues) => apply.mutate(v, { onSuccess: onApplied });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={t('申请电子印章')} className="flex flex-col gap-2">
      <dl className="m-0 grid grid-cols-[5.5rem_1fr] gap-x-3 gap-y-1 rounded-control bg-canvas p-3 text-sm">
        <dt className="text-muted">{t('印章单位')}</dt>
        <dd translate="no" className="m-0 break-all text-ink">{orgName}</dd>
        <dt className="text-muted">{t('印章类型')}</dt>
        <dd className="m-0 text-ink">{t('合同专用章（按机构实名认证的名称生成）')}</dd>
      </dl>
      <div className="grid gap-x-6 gap-y-1 md:grid-cols-2">
        <FormField label={t('申请人姓名')} required error={errorText(errors.applicantName?.message)} hint={t('将由申请人本人完成人脸核验')}>
          <Input autoComplete="name" maxLength={20} placeholder={t('请输入申请人姓名')} {...form.register('applicantName')} />
        </FormField>
        <FormField label={t('申请人手机号')} required error={errorText(errors.applicantPhone?.message)}>
          <Input type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} placeholder={t('请输入手机号码')} {...form.register('applicantPhone')} />
        </FormField>
      </div>
      <LicenceField control={form.control} />
      <div className="mt-2 flex flex-wrap gap-3">
        <Button type="submit" size="lg" className="w-full sm:w-48" disabled={apply.isPending}>
          {apply.isPending ? t('提交中…') : t('提交申请')}
        </Button>
        {onCancel ? <Button size="lg" variant="secondary" className="w-full sm:w-auto" onClick={onCancel}>{t('取消修改')}</Button> : null}
      </div>
    </form>
  );
}
