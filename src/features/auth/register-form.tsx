import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MESSAGE_CODES } from '@contract/constants';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useRegister } from '@/features/auth/auth.queries';
import { loginNameField, mobileField, newPasswordField, smsCodeField, withConfirm } from '@/features/auth/auth-schemas';
import { FormField } from '@/components/ui/form-field';
import { PasswordStrengthMeter } from '@/components/password-strength-meter';
import { PhoneCodeFields } from '@/features/auth/phone-code-fields';
import { UserTypeField } from '@/features/auth/user-type-field';

const schema = withConfirm(
  z.object({
    loginName: loginNameField,
    userType: z.enum(['1', '2'], { message: '请选择用户类型' }),
    phone: mobileField,
    code: smsCodeField,
    password: newPasswordField,
    confirm: z.string().min(1, '请再次输入密码'),
    agree: z.boolean().refine((v) => v, '请阅读并同意用户注册协议'),
  }),
);
type Values = z.infer<typeof schema>;

/**
 * The registration form (§2, §7 POST dscq-user/user/register): login name, person or
 * organisation, phone with an SMS code of purpose 2001, password with the §5 strength meter and
 * its confirmation, and the agreement. Server refusals (name or phone taken, wrong code, common
 * password) are the default warning toast (§8).
 */
export function RegisterForm({ onRegistered }: { onRegistered: (loginName: string) => void }) {
  const register = useRegister();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { loginName: '', userType: '1', phone: '', code: '', password: '', confirm: '', agree: false },
  });
  const { errors } = form.formState;
  const password = form.watch('password');
  const onSubmit = ({ loginName, userType, phone, code, password: pw }: Values) =>
    register.mutate(
      { loginName, phone, code, password: pw, userType: Number(userType) as 1 | 2 },
      { onSuccess: (r) => onRegistered(r?.loginName || loginName) },
    );

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="用户注册" className="flex flex-col gap-1">
      <UserTypeField error={errors.userType?.message} inputProps={form.register('userType')} />
      <FormField label="登录名" error={errors.loginName?.message} hint="4-20位字母、数字或下划线，以字母开头">
        <Input autoComplete="username" placeholder="请输入登录名" {...form.register('loginName')} />
      </FormField>
      <PhoneCodeFields form={form} phone="phone" code="code" messageCode={MESSAGE_CODES.register} />
      <FormField label="密码" error={errors.password?.message} hint={<PasswordStrengthMeter password={password} />}>
        <Input type="password" autoComplete="new-password" placeholder="8-64位，建议包含大小写字母、数字和符号" {...form.register('password')} />
      </FormField>
      <FormField label="确认密码" error={errors.confirm?.message}>
        <Input type="password" autoComplete="new-password" placeholder="请再次输入密码" {...form.register('confirm')} />
      </FormField>
      <label className="flex items-start gap-2 text-sm text-ink-soft">
        <input type="checkbox" className="mt-1 size-4 accent-brand-600" aria-invalid={errors.agree ? true : undefined} {...form.register('agree')} />
        <span>
          我已阅读并同意
          <a href="/helpCenter" target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline">《用户注册协议》</a>
          和
          <a href="/helpCenter" target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline">《隐私政策》</a>
        </span>
      </label>
      <p role={errors.agree ? 'alert' : undefined} className="m-0 min-h-4 text-xs leading-4 text-price">{errors.agree?.message}</p>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={register.isPending}>
        {register.isPending ? '提交中…' : '立即注册'}
      </Button>
    </form>
  );
}
