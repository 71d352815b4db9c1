/**
 * Validation rules of §5 shared by every form of the portal. Each check returns the Chinese
 * message to show, or null when the value passes, so the same rule feeds zod schemas
 * (`.superRefine`) and plain code alike.
 */

/** §5 Mobile number messages, in the order they are checked. */
export const MOBILE_MESSAGES = {
  empty: '手机号码不能为空',
  length: '手机号码长度不为11位',
  format: '手机号码格式不正确',
} as const;

/**
 * §5 Mobile number: 11 digits starting with 1. Surrounding spaces are ignored.
 * @returns null when valid, else 手机号码不能为空 (empty) / 手机号码长度不为11位 (not 11 characters)
 *   / 手机号码格式不正确 (11 characters but not `1` + 10 digits)
 * @see §5 Mobile number
 */
export function mobileError(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  if (!v) return MOBILE_MESSAGES.empty;
  if (v.length !== 11) return MOBILE_MESSAGES.length;
  if (!/^1\d{10}$/.test(v)) return MOBILE_MESSAGES.format;
  return null;
}

/** Password strength score 0–4 (§5). */
export type PasswordStrength = 0 | 1 | 2 | 3 | 4;

/**
 * §5 Password strength: one point for each character class present — digit, lowercase letter,
 * uppercase letter, symbol (anything else that is not whitespace, CJK included). '' scores 0.
 * @see §5 Password strength
 */
export function passwordStrength(password: string | null | undefined): PasswordStrength {
  const p = password ?? '';
  const classes = [/\d/, /[a-z]/, /[A-Z]/, /[^\da-zA-Z\s]/];
  return classes.filter((re) => re.test(p)).length as PasswordStrength;
}

/** Label of a strength score for the meter under a password field. */
export const PASSWORD_STRENGTH_LABELS: Record<PasswordStrength, string> = {
  0: '无',
  1: '弱',
  2: '中',
  3: '强',
  4: '很强',
};
