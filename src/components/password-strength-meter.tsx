import { StrengthMeter } from '@/components/ui/strength-meter';
import { PASSWORD_STRENGTH_LABELS, passwordStrength } from '@/lib/validate';
import { useT } from '@/i18n';

/**
 * The strength meter under a new password (§5 Password strength: one point per class — digit,
 * lowercase, uppercase, symbol), announced politely as 密码强度：弱/中/强/很强. Used by every form
 * that sets a password (registration, recovery, change).
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const t = useT('common');
  const score = passwordStrength(password);
  return <StrengthMeter score={score} label={t(PASSWORD_STRENGTH_LABELS[score])} />;
}
