import type { ComponentProps } from 'react';
import { SmsCodeButton } from '@/components/sms-code-button';
import { useSmsSentNote } from '@/components/sandbox-badge';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { sendOwnSmsCode } from '@/features/member/member.queries';
import { useT } from '@/i18n';

/**
 * A required SMS code row of the account pages with its 获取验证码 button (logged in, no image captcha: POST
 * sms/code). `getTarget` gives the phone to send to — by default undefined, the account's own phone — or null to
 * stop (the phone field then shows why). `inputProps` registers the input on the caller's form. `label` and
 * `placeholder` are shown as given (translated); `error` is the validation message's source text.
 */
export function OwnSmsCodeRow({
  label,
  placeholder,
  error,
  inputProps,
  getTarget = async () => undefined,
}: {
  label: string;
  placeholder: string;
  error?: string;
  inputProps: ComponentProps<'input'>;
  getTarget?: () => Promise<string | undefined | null>;
}) {
  const t = useT('member');
  const sentNote = useSmsSentNote();
  return (
    <div className="flex items-start gap-2">
      <FormField label={label} required error={error && t(error)} className="min-w-0 flex-1">
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={placeholder} {...inputProps} />
      </FormField>
      <SmsCodeButton getTarget={getTarget} send={sendOwnSmsCode} sentNote={sentNote} />
    </div>
  );
}
