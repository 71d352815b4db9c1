import { z } from 'zod';
import { LOGIN_NAME_PATTERN, PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN, SMS_CODE_LENGTH } from '@contract/auth';
import { msg } from '@/i18n';
import { mobileError } from '@/lib/validate';

/**
 * Field schemas of the account forms. Messages are the §5 ones where the spec has them and the
 * server's (contract/auth.ts) otherwise, so the form and the server never disagree on a rule. Every message is a
 * source message (msg): the forms translate it where they show it, so it follows a language change.
 */

/** §5 Mobile number with its three messages, trimmed. */
export const mobileField = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const message = mobileError(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** The 6-digit SMS code ({@link SMS_CODE_LENGTH}: its message names the length, keep the two in step). */
export const smsCodeField = z
  .string()
  .trim()
  .min(1, msg('请输入短信验证码'))
  .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), msg('短信验证码为6位数字'));

/** The image captcha answer (§5 Captcha). */
export const captchaField = z.string().trim().min(1, msg('请输入图形验证码')).max(16, msg('图形验证码不正确'));

/** A new password: the server's length limits (common ones are refused by the server). */
export const newPasswordField = z
  .string()
  .min(1, PASSWORD_MESSAGES.empty)
  .min(PASSWORD_MIN, PASSWORD_MESSAGES.tooShort)
  .max(PASSWORD_MAX, PASSWORD_MESSAGES.tooLong);

/** Login name of a new account: 4–20 letters, digits or '_', starting with a letter. */
export const loginNameField = z
  .string()
  .trim()
  .min(1, msg('请输入登录名'))
  .regex(LOGIN_NAME_PATTERN, msg('登录名须为4-20位字母、数字或下划线，且以字母开头'));

/** Adds the "confirm matches password" rule to an object with `password` and `confirm`. */
export function withConfirm<T extends z.ZodType<{ password: string; confirm: string }>>(schema: T) {
  return schema.refine((v) => v.password === v.confirm, { path: ['confirm'], message: msg('两次输入的密码不一致') });
}
