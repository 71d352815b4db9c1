import { useState } from 'react';
import type { SmsSent } from '@contract/auth';
import { SmsCodeButton as CooldownButton } from '@/components/sms-code-button';
import { SmsCaptchaDialog, type SmsRequest } from '@/features/auth/sms-captcha-dialog';
import { useSmsSentNote } from '@/components/sandbox-badge';

/**
 * 获取验证码 of the logged-out screens (§2 Login by SMS code, registration, account and password recovery): `getPhone`
 * validates the phone field and returns it, or null to stop; then the image captcha dialog asks for a solved captcha
 * and sends the code for the purpose `messageCode` (POST sms no-login code). The button and its cooldown are the
 * shared components/sms-code-button.tsx; the cooldown starts once the code went out.
 */
export function SmsCodeButton({ getPhone, messageCode }: { getPhone: () => Promise<string | null>; messageCode: number }) {
  const [asking, setAsking] = useState<{ request: SmsRequest; settle: (sent: SmsSent | null) => void } | null>(null);
  const sentNote = useSmsSentNote();
  const send = (phone?: string) => new Promise<SmsSent | null>((settle) => setAsking({ request: { phone: phone ?? '', messageCode }, settle }));
  const done = (sent: SmsSent | null) => {
    asking?.settle(sent);
    setAsking(null);
  };
  return (
    <>
      <CooldownButton getTarget={getPhone} send={send} sentNote={sentNote} />
      <SmsCaptchaDialog request={asking?.request ?? null} onDone={done} />
    </>
  );
}
