import { msg } from '../i18n';
/**
 * §5 Mobile number and landline. Every check returns the Chinese message to show, or null when the value passes,
 * so one rule feeds zod schemas (`superRefine`), the server and plain code alike.
 */

/** §5 Mobile number messages, in the order they are checked. */
export const MOBILE_MESSAGES = {
  empty: msg('手机号码不能为空'),
  length: msg('手机号码长度不为11位'),
  format: msg('手机号码格式不正确'),
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

/** True when {@link mobileError} finds nothing. */
export const isMobile = (value: string | null | undefined): boolean => mobileError(value) === null;

export const LANDLINE_MESSAGES = {
  empty: msg('固定电话不能为空'),
  format: msg('固定电话格式不正确（区号3-4位，号码7-8位）'),
} as const;

// The area code starts with 0 in China, but §5 only fixes its length; a '-' or space between is what people type.
const LANDLINE = /^(?:\d{3,4}[- ]?)?\d{7,8}$/;

/**
 * §5 Landline: an optional 3–4 digit area code (optionally followed by '-' or a space), then 7–8 digits:
 * '0591-87654321', '059187654321', '87654321'. Surrounding spaces are ignored.
 * @returns null when valid, else 固定电话不能为空 / 固定电话格式不正确（…）
 * @see §5 Landline
 */
export function landlineError(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  if (!v) return LANDLINE_MESSAGES.empty;
  return LANDLINE.test(v) ? null : LANDLINE_MESSAGES.format;
}

/** True when {@link landlineError} finds nothing. */
export const isLandline = (value: string | null | undefined): boolean => landlineError(value) === null;
