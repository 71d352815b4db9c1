import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { usePasswordLogin } from '@/features/auth/auth.queries';
import { CaptchaField, useCaptcha } from '@/features/auth/captcha-field';
import { FormField } from '@/components/ui/form-field';
import { captchaField } from '@/features/auth/auth-schemas';
import { loginOutcome } from '@/features/auth/login-outcome';
import { msg, useT } from '@/i18n';

const schema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, msg('请输入用户名')), z.maxLength(64, msg('用户名不能超过64个字符'))),
  password: z.string().check(z.minLength(1, msg('请输入密码')), z.maxLength(64, msg('密码不能超过64位'))),
  captcha: captchaField,
});
type Values = z.infer<typeof schema>;

/**
 * 账号登录 (§2 Login): user name, password (RSA-encrypted before it leaves, §7) and the image
 * captcha. A refusal opens the error popup with the server's error_description (§8) and loads a
 * new captcha; `onLoggedIn` runs once the session and profile are stored.
 */
export function PasswordLoginForm({ defaultUsername, onLoggedIn }: { defaultUsername?: string; onLoggedIn: () => void }) {
  const t = useT('auth');
  const captcha = useCaptcha();
  const login = usePasswordLogin();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { username: defaultUsername ?? '', password: '', captcha: '' } });
  const { errors } = form.formState;

  const newCaptcha = () => {
    captcha.refresh();
    form.resetField('captcha');
    form.setFocus('captcha');
  };
  const onSubmit = (v: Values) => login.mutate({ ...v, uuid: captcha.key }, loginOutcome(onLoggedIn, newCaptcha));

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={t('账号登录')} className="flex flex-col gap-1">
      <FormField label={t('用户名')} error={errors.username?.message && t(errors.username.message)}>
        <Input autoComplete="username" placeholder={t('请输入登录名')} autoFocus={!defaultUsername} {...form.register('username')} />
      </FormField>
      <FormField label={t('密码')} error={errors.password?.message && t(errors.password.message)}>
        <Input type="password" autoComplete="current-password" placeholder={t('请输入密码')} autoFocus={!!defaultUsername} {...form.register('password')} />
      </FormField>
      <CaptchaField captcha={captcha} error={errors.captcha?.message} inputProps={form.register('captcha')} />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={login.isPending || !captcha.key}>
        {login.isPending ? t('登录中…') : t('登 录')}
      </Button>
    </form>
  );
}
