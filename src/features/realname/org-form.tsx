import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { RealnameRecord } from '@contract/realname';
import { ORG_TYPES } from '@contract/rules/org-type';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { DocumentUploadField } from '@/features/realname/document-upload-field';
import { IdDocumentFields } from '@/features/realname/id-document-fields';
import { LicenceCheck } from '@/features/realname/licence-check';
import { useSubmitOrg } from '@/features/realname/realname.queries';
import { EMPTY_ORG, orgFormSchema, toOrgRequest, type OrgFormValues } from '@/features/realname/realname-schemas';
import type { PrefillFiles } from '@/features/realname/record-prefill';
import { useT } from '@/i18n';

const section = 'm-0 mt-2 border-b border-line pb-1 text-sm font-semibold text-ink';

/**
 * The organisation verification form (§2 /realNameOrg, §6 organisation flow): licence data with
 * the live GB 32100 credit-code messages and the 校验营业执照 action, the legal representative,
 * the licence image (JPG/PNG/PDF) and the contact. Submitting hands the pending record to
 * `onSubmitted`; `initial` / `files` / `previous` prefill a correction.
 */
export function OrgForm({
  accountPhone,
  initial = EMPTY_ORG,
  files = {},
  previous,
  onSubmitted,
}: {
  accountPhone: string;
  initial?: OrgFormValues;
  files?: PrefillFiles;
  previous?: { legalIdNumber: string; contactPhone: string };
  /** Called with the pending record (the page itself already switches to 认证中 through the cache). */
  onSubmitted?: (record: RealnameRecord) => void;
}) {
  const t = useT('realname');
  const schema = useMemo(() => orgFormSchema(accountPhone), [accountPhone]);
  const form = useForm<OrgFormValues>({ resolver: zodResolver(schema), mode: 'onChange', defaultValues: initial });
  const submit = useSubmitOrg();
  const { errors } = form.formState;
  const [creditCode, orgName] = form.watch(['creditCode', 'orgName']);
  // The type must fit the code's prefix: re-check a chosen type whenever the code changes.
  const recheckType = () => (form.getValues('orgType') ? void form.trigger('orgType') : undefined);
  const getPair = async () => ((await form.trigger(['creditCode', 'orgName'])) ? { creditCode, orgName } : null);
  const onSubmit = (v: OrgFormValues) => submit.mutate(toOrgRequest(v), { onSuccess: onSubmitted });
  const phoneHint = accountPhone ? t('须为账号绑定的手机号 {phone}', { phone: accountPhone }) : t('账号尚未绑定手机号');
  const err = (message?: string) => (message ? t(message) : undefined);

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={t('机构实名认证')} className="flex flex-col gap-2">
      <h3 className={section}>{t('营业执照信息')}</h3>
      <div className="grid gap-x-6 gap-y-1 md:grid-cols-2">
        <FormField label={t('机构名称')} required error={err(errors.orgName?.message)} hint={t('与营业执照上的名称一致')}>
          <Input maxLength={64} placeholder={t('请输入机构名称')} {...form.register('orgName')} />
        </FormField>
        <FormField label={t('统一社会信用代码')} required error={err(errors.creditCode?.message)} hint={t('18位，营业执照左上角')}>
          <Input autoComplete="off" spellCheck={false} maxLength={20} placeholder={t('请输入统一社会信用代码')} className="uppercase" {...form.register('creditCode', { onChange: recheckType })} />
        </FormField>
      </div>
      <LicenceCheck getPair={getPair} current={{ creditCode, orgName }} />
      <RadioGroup legend={t('机构类型')} required options={ORG_TYPES.map((o) => ({ value: o, label: t(o) }))} error={err(errors.orgType?.message)} inputProps={form.register('orgType')} columns="grid-cols-2 sm:grid-cols-4" className="mt-2" />
      <DocumentUploadField control={form.control} name="licenceImage" label={t('营业执照')} required prefillUrl={files[initial.licenceImage]} />

      <h3 className={section}>{t('法定代表人')}</h3>
      <div className="grid gap-x-6 gap-y-1 md:grid-cols-3">
        <FormField label={t('法定代表人姓名')} required error={err(errors.legalName?.message)}>
          <Input maxLength={20} placeholder={t('请输入姓名')} {...form.register('legalName')} />
        </FormField>
        <IdDocumentFields form={form} typeName="legalIdType" numberName="legalIdNumber" previousNumber={previous?.legalIdNumber} />
      </div>

      <h3 className={section}>{t('联系人')}</h3>
      <div className="grid gap-x-6 gap-y-1 md:grid-cols-2">
        <FormField label={t('联系人姓名')} required error={err(errors.contactName?.message)}>
          <Input autoComplete="name" maxLength={20} placeholder={t('请输入联系人姓名')} {...form.register('contactName')} />
        </FormField>
        <FormField label={t('联系人手机号')} required error={err(errors.contactPhone?.message)} hint={previous?.contactPhone ? t('{hint}（上次提交：{phone}）', { hint: phoneHint, phone: previous.contactPhone }) : phoneHint}>
          <Input type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} placeholder={t('请输入手机号码')} {...form.register('contactPhone')} />
        </FormField>
      </div>
      <p className="m-0 text-xs text-muted">{t('您提交的信息仅用于机构实名认证，平台将依法保护贵单位的信息安全。')}</p>
      <Button type="submit" size="lg" className="w-full sm:w-48" disabled={submit.isPending}>
        {submit.isPending ? t('提交中…') : t('提交认证')}
      </Button>
    </form>
  );
}
