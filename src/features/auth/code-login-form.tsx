import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { MESSAGE_CODES } from '@contract/constants';
import { Button } from '@/components/ui/button';
import { useCodeLogin } from '@/features/auth/auth.queries';
import { captchaField, mobileField, smsCodeField } from '@/features/auth/auth-schemas';
import { CaptchaField, useCaptcha } from '@/features/auth/captcha-field';
import { loginOutcome } from '@/features/auth/login-outcome';
import { PhoneCodeFields } from '@/features/auth/phone-code-fields';
import { useT } from '@/i18n';

const schema = z.object({ telPhone: mobileField, code: smsCodeField, captcha: captchaField });
type Values = z.infer<typeof schema>;

/**
 * 短信登录 (§2 Login): phone, SMS code (message code 4004, 60 s resend cooldown) and the image
 * captcha; verify_code grant. Failures behave like the account login's.
 */
export function CodeLoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const t = useT('auth');
  const captcha = useCaptcha();
  const login = useCodeLogin();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { telPhone: '', code: '', captcha: '' } });
  const { errors } = form.formState;

  const newCaptcha = () => {
    captcha.refresh();
    form.resetField('captcha');
    form.setFocus('captcha');
  };
  const onSubmit = (v: Values) => login.mutate({ ...v, uuid: captcha.key }, loginOutcome(onLoggedIn, newCaptcha));

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={t('短信登录')} className="flex flex-col gap-1">
      <PhoneCodeFields form={form} phone="telPhone" code="code" messageCode={MESSAGE_CODES.default} />
      <CaptchaField captcha={captcha} error={errors.captcha?.message} inputProps={form.register('captcha')} />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={login.isPending || !captcha.key}>
        {login.isPending ? t('登录中…') : t('登 录')}
      </Button>
    </form>
  );
}
