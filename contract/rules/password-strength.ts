import { msg } from '../i18n';
/**
 * §5 Password strength: a score 0–4, one point for each character class present — digit, lower-case letter,
 * upper-case letter, symbol. A symbol is anything else that is not whitespace (CJK included), so a space does
 * not make a password "stronger". Advisory only: the server's password rules (length, common list) decide.
 */
export type PasswordStrength = 0 | 1 | 2 | 3 | 4;

const CLASSES = [/\d/, /[a-z]/, /[A-Z]/, /[^\da-zA-Z\s]/];

/**
 * @param password any text; null / undefined / '' score 0
 * @returns 0–4
 * @see §5 Password strength
 */
export function passwordStrength(password: string | null | undefined): PasswordStrength {
  const p = password ?? '';
  return CLASSES.filter((re) => re.test(p)).length as PasswordStrength;
}

/** Label of a strength score for the meter under a password field and the account-security summary. */
export const PASSWORD_STRENGTH_LABELS: Record<PasswordStrength, string> = {
  0: msg('无'),
  1: msg('弱'),
  2: msg('中'),
  3: msg('强'),
  4: msg('很强'),
};
