import { z } from 'zod/mini';
import { LOGIN_NAME_PATTERN, PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN, SMS_CODE_LENGTH } from '@contract/auth-rules';
import { msg } from '@/i18n';
import { mobileError } from '@/lib/validate';

/**
 * Field schemas of the account forms. Messages are the §5 ones where the spec has them and the
 * server's (contract/auth-rules.ts) otherwise, so the form and the server never disagree on a rule. Every message is a
 * source message (msg): the forms translate it where they show it, so it follows a language change.
 * Written with zod's tree-shakable API (`zod/mini`: the same core checks the chained API calls), so the account pages
 * load zod's core without the chained API and its JSON-schema converter: 15.6 kB of zod (gzip) instead of 25.8 kB.
 */

/** §5 Mobile number with its three messages, trimmed. */
export const mobileField = z.string().check(
  z.trim(),
  z.superRefine((value, ctx) => {
    const message = mobileError(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
);

/** The 6-digit SMS code ({@link SMS_CODE_LENGTH}: its message names the length, keep the two in step). */
export const smsCodeField = z.string().check(
  z.trim(),
  z.minLength(1, msg('请输入短信验证码')),
  z.regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), msg('短信验证码为6位数字')),
);

/** The image captcha answer (§5 Captcha). */
export const captchaField = z.string().check(z.trim(), z.minLength(1, msg('请输入图形验证码')), z.maxLength(16, msg('图形验证码不正确')));

/** A new password: the server's length limits (common ones are refused by the server). */
export const newPasswordField = z.string().check(
  z.minLength(1, PASSWORD_MESSAGES.empty),
  z.minLength(PASSWORD_MIN, PASSWORD_MESSAGES.tooShort),
  z.maxLength(PASSWORD_MAX, PASSWORD_MESSAGES.tooLong),
);

/** Login name of a new account: 4–20 letters, digits or '_', starting with a letter. */
export const loginNameField = z.string().check(
  z.trim(),
  z.minLength(1, msg('请输入登录名')),
  z.regex(LOGIN_NAME_PATTERN, msg('登录名须为4-20位字母、数字或下划线，且以字母开头')),
);

/** Adds the "confirm matches password" rule to an object with `password` and `confirm`. */
export function withConfirm<T extends z.ZodMiniType<{ password: string; confirm: string }>>(schema: T): T {
  return schema.check(z.refine((v) => v.password === v.confirm, { path: ['confirm'], message: msg('两次输入的密码不一致') }));
}
