import { Link, useRouter } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { z } from 'zod/mini';
import { MESSAGE_CODES } from '@contract/constants';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useForgetPassword } from '@/features/auth/auth.queries';
import { mobileField, newPasswordField, smsCodeField, withConfirm } from '@/features/auth/auth-schemas';
import { AuthLayout } from '@/features/auth/auth-layout';
import { FormField } from '@/components/ui/form-field';
import { PasswordStrengthMeter } from '@/components/password-strength-meter';
import { PhoneCodeFields } from '@/features/auth/phone-code-fields';
import { msg, useT } from '@/i18n';

const schema = withConfirm(z.object({ phone: mobileField, code: smsCodeField, password: newPasswordField, confirm: z.string().check(z.minLength(1, msg('请再次输入密码'))) }));
type Values = z.infer<typeof schema>;

/**
 * /findPassword (§2 password recovery, §7 POST dscq-user/user/forget-password): phone, SMS code
 * of purpose 2002, new password with the strength meter and its confirmation. Success ends every
 * session of the account on the server, so it leads to /login.
 */
export function FindPasswordPage() {
  const t = useT('auth');
  const reset = useForgetPassword();
  const router = useRouter();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { phone: '', code: '', password: '', confirm: '' } });
  const { errors } = form.formState;
  const onSubmit = ({ phone, code, password }: Values) =>
    reset.mutate(
      { phone, code, password },
      {
        onSuccess: () => {
          toast.success(t('密码已重置，请使用新密码登录'));
          void router.navigate({ to: '/login' });
        },
      },
    );

  return (
    <AuthLayout title={t('找回密码')} footer={<Link to="/login" className="text-brand-700 hover:underline">{t('返回登录')}</Link>}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={t('找回密码')} className="flex flex-col gap-1">
        <PhoneCodeFields form={form} phone="phone" code="code" messageCode={MESSAGE_CODES.forgotPassword} phoneHint={t('请输入账号绑定的手机号码')} />
        <FormField label={t('新密码')} error={errors.password?.message && t(errors.password.message)} hint={<PasswordStrengthMeter password={form.watch('password')} />}>
          <Input type="password" autoComplete="new-password" placeholder={t('8-64位新密码')} {...form.register('password')} />
        </FormField>
        <FormField label={t('确认新密码')} error={errors.confirm?.message && t(errors.confirm.message)}>
          <Input type="password" autoComplete="new-password" placeholder={t('请再次输入新密码')} {...form.register('confirm')} />
        </FormField>
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={reset.isPending}>
          {reset.isPending ? t('提交中…') : t('重置密码')}
        </Button>
      </form>
    </AuthLayout>
  );
}
