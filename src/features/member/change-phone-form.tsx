import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { smsCodeSchema } from '@contract/auth';
import { mobileSchema } from '@contract/rules/schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useChangePhone } from '@/features/member/member.queries';
import { OwnSmsCodeRow } from '@/features/member/own-sms-code-row';
import { useT } from '@/i18n';

/**
 * The contract's change-phone fields (§5 mobile number, 6-digit codes). Without a bound phone
 * there is no old phone to confirm, so its code is not asked for (contract/profile.ts cancelPhone).
 */
const formSchema = (bound: boolean) =>
  z.object({ oldCode: bound ? smsCodeSchema : z.string(), newPhone: mobileSchema, newCode: smsCodeSchema });
type Values = z.input<ReturnType<typeof formSchema>>;

/**
 * 更换手机号 (§2 /memberEditPhone, POST changePhone): a code sent to the current phone, the new
 * phone and a code sent to it. Both codes are checked by the server before anything changes.
 * @param currentPhone the masked current phone, '' when none is bound
 */
export function ChangePhoneForm({ currentPhone, onDone }: { currentPhone: string; onDone: () => void }) {
  const t = useT('member');
  const bound = Boolean(currentPhone);
  const schema = useMemo(() => formSchema(bound), [bound]);
  const form = useForm<Values>({ resolver: zodResolver(schema), mode: 'onChange', defaultValues: { oldCode: '', newPhone: '', newCode: '' } });
  const change = useChangePhone();
  const { errors } = form.formState;
  const newPhoneTarget = async () => ((await form.trigger('newPhone')) ? form.getValues('newPhone').trim() : null);
  const onSubmit = ({ oldCode, newPhone, newCode }: Values) =>
    change.mutate(
      { ...(bound ? { oldCode } : {}), newPhone: newPhone.trim(), newCode: newCode.trim() },
      {
        onSuccess: (r) => {
          toast.success(t('手机号已更换为 {phone}', { phone: r?.phone ?? newPhone }));
          onDone();
        },
      },
    );

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={t('更换手机号')} className="flex max-w-md flex-col gap-1">
      {bound ? (
        <>
          <p className="m-0 mb-2 text-sm text-ink-soft">
            {t('当前绑定手机号：')}<span className="num font-medium text-ink">{currentPhone}</span>
          </p>
          <OwnSmsCodeRow label={t('原手机验证码')} placeholder={t('发送至当前手机号的验证码')} error={errors.oldCode?.message} inputProps={form.register('oldCode')} />
        </>
      ) : (
        <p className="m-0 mb-2 text-sm text-ink-soft">{t('账号尚未绑定手机号，绑定后可使用短信登录和找回密码。')}</p>
      )}
      <FormField label={t('新手机号')} required error={errors.newPhone?.message && t(errors.newPhone.message)}>
        <Input type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} placeholder={t('请输入新手机号码')} {...form.register('newPhone')} />
      </FormField>
      <OwnSmsCodeRow label={t('新手机验证码')} placeholder={t('发送至新手机号的验证码')} error={errors.newCode?.message} inputProps={form.register('newCode')} getTarget={newPhoneTarget} />
      <Button type="submit" size="lg" className="mt-2 w-full sm:w-40" disabled={change.isPending}>
        {change.isPending ? t('提交中…') : bound ? t('确认更换') : t('绑定手机号')}
      </Button>
    </form>
  );
}
