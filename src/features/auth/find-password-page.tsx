import { Link, useRouter } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { MESSAGE_CODES } from '@contract/constants';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useForgetPassword } from '@/features/auth/auth.queries';
import { mobileField, newPasswordField, smsCodeField, withConfirm } from '@/features/auth/auth-schemas';
import { AuthLayout } from '@/features/auth/auth-layout';
import { FormField } from '@/components/ui/form-field';
import { PasswordStrengthMeter } from '@/components/password-strength-meter';
import { PhoneCodeFields } from '@/features/auth/phone-code-fields';

const schema = withConfirm(z.object({ phone: mobileField, code: smsCodeField, password: newPasswordField, confirm: z.string().min(1, '请再次输入密码') }));
type Values = z.infer<typeof schema>;

/**
 * /findPassword (§2 password recovery, §7 POST dscq-user/user/forget-password): phone, SMS code
 * of purpose 2002, new password with the strength meter and its confirmation. Success ends every
 * session of the account on the server, so it leads to /login.
 */
export function FindPasswordPage() {
  const reset = useForgetPassword();
  const router = useRouter();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { phone: '', code: '', password: '', confirm: '' } });
  const { errors } = form.formState;
  const onSubmit = ({ phone, code, password }: Values) =>
    reset.mutate(
      { phone, code, password },
      {
        onSuccess: () => {
          toast.success('密码已重置，请使用新密码登录');
          void router.navigate({ to: '/login' });
        },
      },
    );

  return (
    <AuthLayout title="找回密码" footer={<Link to="/login" className="text-brand-700 hover:underline">返回登录</Link>}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="找回密码" className="flex flex-col gap-1">
        <PhoneCodeFields form={form} phone="phone" code="code" messageCode={MESSAGE_CODES.forgotPassword} phoneHint="请输入账号绑定的手机号码" />
        <FormField label="新密码" error={errors.password?.message} hint={<PasswordStrengthMeter password={form.watch('password')} />}>
          <Input type="password" autoComplete="new-password" placeholder="8-64位新密码" {...form.register('password')} />
        </FormField>
        <FormField label="确认新密码" error={errors.confirm?.message}>
          <Input type="password" autoComplete="new-password" placeholder="请再次输入新密码" {...form.register('confirm')} />
        </FormField>
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={reset.isPending}>
          {reset.isPending ? '提交中…' : '重置密码'}
        </Button>
      </form>
    </AuthLayout>
  );
}
