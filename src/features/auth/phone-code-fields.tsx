import { useRef, useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { SmsSent } from '@contract/auth';
import { SmsCodeButton } from '@/components/sms-code-button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SmsCaptchaDialog, type SmsRequest } from '@/features/auth/sms-captcha-dialog';
import { useSmsSentNote } from '@/components/sandbox-badge';
import { focusWhenEnabled } from '@/features/auth/use-return-focus';
import { useT } from '@/i18n';

/**
 * The phone number and SMS code rows of the logged-out screens (§2 Login by SMS code, registration, account and
 * password recovery), registered on the caller's form under `phone` and `code`. 获取验证码 validates the phone
 * field (its §5 message shows under it), then the image captcha dialog asks for a solved captcha and sends the code
 * for the purpose `messageCode` (POST sms no-login code); the button's cooldown (components/sms-code-button.tsx)
 * starts once the code went out. `phoneHint` is the line under the phone field. When the dialog closes, focus goes
 * to the SMS code field once a code was sent, else back to 获取验证码.
 */
export function PhoneCodeFields<T extends FieldValues>({
  form,
  phone,
  code,
  messageCode,
  phoneHint,
}: {
  form: UseFormReturn<T>;
  phone: Path<T>;
  code: Path<T>;
  messageCode: number;
  phoneHint?: ReactNode;
}) {
  const t = useT('auth');
  const [asking, setAsking] = useState<{ request: SmsRequest; settle: (sent: SmsSent | null) => void } | null>(null);
  const sentNote = useSmsSentNote();
  const errorOf = (name: Path<T>) => {
    const message = form.getFieldState(name, form.formState).error?.message;
    return message && t(message);
  };
  const getPhone = async () => ((await form.trigger(phone)) ? String(form.getValues(phone)).trim() : null);
  const send = (target?: string) => new Promise<SmsSent | null>((settle) => setAsking({ request: { phone: target ?? '', messageCode }, settle }));
  const sentRef = useRef(false);
  const buttonBox = useRef<HTMLSpanElement>(null);
  const done = (sent: SmsSent | null) => {
    sentRef.current = sent !== null;
    asking?.settle(sent);
    setAsking(null);
  };
  const afterClose = (event: Event) => {
    event.preventDefault();
    if (sentRef.current) form.setFocus(code);
    else focusWhenEnabled(buttonBox.current?.querySelector('button'));
  };

  return (
    <>
      <FormField label={t('手机号码')} error={errorOf(phone)} hint={phoneHint}>
        <Input type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} placeholder={t('请输入手机号码')} {...form.register(phone)} />
      </FormField>
      <div className="flex items-start gap-2">
        <FormField label={t('短信验证码')} error={errorOf(code)} className="min-w-0 flex-1">
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={t('请输入6位验证码')} {...form.register(code)} />
        </FormField>
        <span ref={buttonBox} className="contents">
          <SmsCodeButton getTarget={getPhone} send={send} sentNote={sentNote} />
        </span>
      </div>
      <SmsCaptchaDialog request={asking?.request ?? null} onDone={done} onCloseAutoFocus={afterClose} />
    </>
  );
}
