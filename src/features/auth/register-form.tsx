import { Fragment, useId, useRef, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { MESSAGE_CODES } from '@contract/constants';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useRegister } from '@/features/auth/auth.queries';
import { loginNameField, mobileField, newPasswordField, smsCodeField, withConfirm } from '@/features/auth/auth-schemas';
import { FormField } from '@/components/ui/form-field';
import { PasswordStrengthMeter } from '@/components/password-strength-meter';
import { PhoneCodeFields } from '@/features/auth/phone-code-fields';
import { UserTypeField } from '@/features/auth/user-type-field';
import { msg, useT } from '@/i18n';
import { useEarlyChoices } from '@/lib/use-early-choices';

const schema = withConfirm(
  z.object({
    loginName: loginNameField,
    userType: z.enum(['1', '2'], { message: msg('请选择用户类型') }),
    phone: mobileField,
    code: smsCodeField,
    password: newPasswordField,
    confirm: z.string().check(z.minLength(1, msg('请再次输入密码'))),
    agree: z.boolean().check(z.refine((v) => v, msg('请阅读并同意用户注册协议'))),
  }),
);
type Values = z.infer<typeof schema>;

/**
 * A translated sentence with `{name}` slots filled by React nodes: `template` is the message already translated with
 * each placeholder given back as itself (`{ link: '{link}' }`), so the words around the nodes follow the language.
 */
function fillSlots(template: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return template.split(/\{(\w+)\}/).map((part, i) => <Fragment key={i}>{i % 2 ? nodes[part] : part}</Fragment>);
}

const docLink = 'text-brand-700 hover:underline';

/**
 * The registration form (§2, §7 POST dscq-user/user/register): login name, person or
 * organisation, phone with an SMS code of purpose 2001, password with the §5 strength meter and
 * its confirmation, and the agreement. Server refusals (name or phone taken, wrong code, common
 * password) are the default warning toast (§8).
 */
export function RegisterForm({ onRegistered }: { onRegistered: (loginName: string) => void }) {
  const t = useT('auth');
  const agreeErrorId = useId();
  const register = useRegister();
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyChoices(formRef);
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
    <form ref={formRef} noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={t('用户注册')} className="flex flex-col gap-1">
      <UserTypeField error={errors.userType?.message} inputProps={form.register('userType')} defaultValue="1" />
      <FormField label={t('登录名')} error={errors.loginName?.message && t(errors.loginName.message)} hint={t('4-20位字母、数字或下划线，以字母开头')}>
        <Input autoComplete="username" placeholder={t('请输入登录名')} {...form.register('loginName')} />
      </FormField>
      <PhoneCodeFields form={form} phone="phone" code="code" messageCode={MESSAGE_CODES.register} />
      <FormField label={t('密码')} error={errors.password?.message && t(errors.password.message)} hint={<PasswordStrengthMeter password={password} />}>
        <Input type="password" autoComplete="new-password" placeholder={t('8-64位，建议包含大小写字母、数字和符号')} {...form.register('password')} />
      </FormField>
      <FormField label={t('确认密码')} error={errors.confirm?.message && t(errors.confirm.message)}>
        <Input type="password" autoComplete="new-password" placeholder={t('请再次输入密码')} {...form.register('confirm')} />
      </FormField>
      <label className="flex items-start gap-2 text-sm text-ink-soft">
        <input
          type="checkbox"
          className="mt-1 size-4 accent-brand-600"
          aria-invalid={errors.agree ? true : undefined}
          aria-describedby={errors.agree ? agreeErrorId : undefined}
          {...form.register('agree')}
        />
        <span>
          {fillSlots(t('我已阅读并同意{agreement}和{privacy}', { agreement: '{agreement}', privacy: '{privacy}' }), {
            agreement: <a href="/helpCenter" target="_blank" rel="noopener noreferrer" className={docLink}>{t('《用户注册协议》')}</a>,
            privacy: <a href="/helpCenter" target="_blank" rel="noopener noreferrer" className={docLink}>{t('《隐私政策》')}</a>,
          })}
        </span>
      </label>
      <p id={agreeErrorId} role={errors.agree ? 'alert' : undefined} className="m-0 min-h-4 text-xs leading-4 text-price">
        {errors.agree?.message && t(errors.agree.message)}
      </p>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={register.isPending}>
        {register.isPending ? t('提交中…') : t('立即注册')}
      </Button>
    </form>
  );
}
