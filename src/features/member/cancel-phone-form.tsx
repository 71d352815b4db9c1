import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { cancelPhoneRequestSchema } from '@contract/profile';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useCancelPhone } from '@/features/member/member.queries';
import { OwnSmsCodeRow } from '@/features/member/own-sms-code-row';
import { useT } from '@/i18n';

type Values = { code: string; password: string };

/**
 * 注销手机号 (§2 /memberEditPhone "cancel the phone", POST cancelPhone): the code sent to the
 * current phone plus the password, then an explicit confirmation, because without a phone the
 * account loses SMS login, account recovery and phone-based real-name checks.
 */
export function CancelPhoneForm({ currentPhone, onDone }: { currentPhone: string; onDone: () => void }) {
  const t = useT('member');
  const form = useForm<Values>({ resolver: zodResolver(cancelPhoneRequestSchema), mode: 'onChange', defaultValues: { code: '', password: '' } });
  const cancel = useCancelPhone();
  const [confirming, setConfirming] = useState<Values | null>(null);
  const { errors } = form.formState;
  const run = () => {
    if (!confirming) return;
    cancel.mutate(confirming, {
      onSuccess: () => {
        toast.success(t('手机号已注销'));
        onDone();
      },
    });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(setConfirming)} aria-label={t('注销手机号')} className="flex max-w-md flex-col gap-1">
      <div role="note" className="mb-2 rounded-control border border-warn/30 bg-amber-50 p-3 text-sm text-ink-soft">
        {t('注销后将无法使用短信验证码登录、找回账号或密码，手机号相关的实名核验也将无法进行，直到重新绑定手机号。')}
      </div>
      <p className="m-0 mb-2 text-sm text-ink-soft">
        {t('当前绑定手机号：')}<span className="num font-medium text-ink">{currentPhone}</span>
      </p>
      <OwnSmsCodeRow label={t('短信验证码')} placeholder={t('发送至当前手机号的验证码')} error={errors.code?.message} inputProps={form.register('code')} />
      <FormField label={t('登录密码')} required error={errors.password?.message && t(errors.password.message)}>
        <Input type="password" autoComplete="current-password" placeholder={t('请输入登录密码')} {...form.register('password')} />
      </FormField>
      <Button type="submit" variant="danger" size="lg" className="mt-2 w-full sm:w-40" disabled={cancel.isPending}>
        {cancel.isPending ? t('提交中…') : t('注销手机号')}
      </Button>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('确认注销手机号？')}
        description={t('注销后 {phone} 将与本账号解除绑定，且无法再通过短信登录。', { phone: currentPhone })}
        actionText={t('确认注销')}
        cancelText={t('取消')}
        onAction={run}
      />
    </form>
  );
}
