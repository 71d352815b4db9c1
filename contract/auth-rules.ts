import { msg } from './i18n';

/**
 * The account rules the portal's forms and the exchange server share (§5, §7): lengths, patterns, lifetimes and
 * messages, as plain values. The server's zod schemas built from them are in ./auth.ts; this module has no zod, so
 * a form that only needs a rule does not load the server's schemas (and zod's full API) with it.
 */

/** Password length limits (characters). Common passwords are refused by the server with {@link PASSWORD_MESSAGES}. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const PASSWORD_MESSAGES = {
  empty: msg('密码不能为空'),
  tooShort: msg('密码长度不能少于8位'), // states PASSWORD_MIN
  tooLong: msg('密码长度不能超过64位'), // states PASSWORD_MAX
  common: msg('密码过于常见，请换一个更难猜的密码'),
} as const;
/** Login name: 4–20 letters, digits or '_', starting with a letter. */
export const LOGIN_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
export const SMS_CODE_LENGTH = 6;
/** Lifetimes and limits the portal shows in its hints (seconds / counts). */
export const CAPTCHA_TTL_S = 120;
export const SMS_CODE_TTL_S = 300;
export const SMS_RESEND_INTERVAL_S = 60;
export const SMS_DAILY_LIMIT = 10;
