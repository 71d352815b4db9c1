import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { RealnameRecord } from '@contract/realname';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { DocumentUploadField } from '@/features/realname/document-upload-field';
import { IdDocumentFields } from '@/features/realname/id-document-fields';
import { useSubmitPerson } from '@/features/realname/realname.queries';
import {
  EMPTY_PERSON, needsBackImage, personFormSchema, toPersonRequest, type PersonFormValues,
} from '@/features/realname/realname-schemas';
import type { PrefillFiles } from '@/features/realname/record-prefill';
import { useT } from '@/i18n';

/**
 * The person verification form (§2 /realNamePerson, §6 person flow): name, document type and
 * number, the account's phone, and the document photos. Validated as the user types with the §5
 * messages; submitting posts the request and hands the pending record (认证中) to `onSubmitted`.
 * `initial` / `files` / `previous` prefill a correction of a rejected record.
 */
export function PersonForm({
  accountPhone,
  initial = EMPTY_PERSON,
  files = {},
  previous,
  onSubmitted,
}: {
  accountPhone: string;
  initial?: PersonFormValues;
  files?: PrefillFiles;
  previous?: { idNumber: string; phone: string };
  /** Called with the pending record (the page itself already switches to 认证中 through the cache). */
  onSubmitted?: (record: RealnameRecord) => void;
}) {
  const t = useT('realname');
  const schema = useMemo(() => personFormSchema(accountPhone), [accountPhone]);
  const form = useForm<PersonFormValues>({ resolver: zodResolver(schema), mode: 'onChange', defaultValues: initial });
  const submit = useSubmitPerson();
  const { errors } = form.formState;
  const backRequired = needsBackImage(form.watch('idType'));
  const onSubmit = (v: PersonFormValues) => submit.mutate(toPersonRequest(v), { onSuccess: onSubmitted });
  const phoneHint = accountPhone ? t('须为账号绑定的手机号 {phone}', { phone: accountPhone }) : t('账号尚未绑定手机号');
  const err = (message?: string) => (message ? t(message) : undefined);

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={t('个人实名认证')} className="flex flex-col gap-2">
      <div className="grid gap-x-6 gap-y-1 md:grid-cols-2">
        <FormField label={t('姓名')} required error={err(errors.name?.message)} hint={t('与证件上的姓名一致')}>
          <Input autoComplete="name" maxLength={20} placeholder={t('请输入真实姓名')} {...form.register('name')} />
        </FormField>
        <IdDocumentFields form={form} typeName="idType" numberName="idNumber" previousNumber={previous?.idNumber} alsoRecheck={['backImage']} />
        <FormField label={t('手机号码')} required error={err(errors.phone?.message)} hint={previous?.phone ? t('{hint}（上次提交：{phone}）', { hint: phoneHint, phone: previous.phone }) : phoneHint}>
          <Input type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} placeholder={t('请输入手机号码')} {...form.register('phone')} />
        </FormField>
      </div>
      <div className="grid gap-x-6 gap-y-1 md:grid-cols-2">
        <DocumentUploadField control={form.control} name="frontImage" label={t('证件人像面')} required imagesOnly prefillUrl={files[initial.frontImage]} />
        <DocumentUploadField
          control={form.control}
          name="backImage"
          label={backRequired ? t('证件国徽面') : t('证件背面（选填）')}
          required={backRequired}
          imagesOnly
          prefillUrl={files[initial.backImage]}
        />
      </div>
      <p className="m-0 text-xs text-muted">{t('您提交的信息仅用于实名认证，平台将依法保护您的个人信息安全。')}</p>
      <Button type="submit" size="lg" className="w-full sm:w-48" disabled={submit.isPending}>
        {submit.isPending ? t('提交中…') : t('提交认证')}
      </Button>
    </form>
  );
}
