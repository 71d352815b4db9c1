import { SmsCodeButton as CooldownButton } from '@/components/sms-code-button';
import { sendSmsCode } from '@/features/auth/auth.queries';

/**
 * 获取验证码 of the logged-out screens (§2 Login by SMS code, account and password recovery): `getPhone` validates the
 * phone field and returns it, or null to stop; the code is sent for the purpose `messageCode` (POST sms no-login
 * code). The button and its cooldown are the shared components/sms-code-button.tsx.
 */
export function SmsCodeButton({ getPhone, messageCode }: { getPhone: () => Promise<string | null>; messageCode: number }) {
  return <CooldownButton getTarget={getPhone} send={(phone) => sendSmsCode({ phone: phone ?? '', messageCode })} />;
}
