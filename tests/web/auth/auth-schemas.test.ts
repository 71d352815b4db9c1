import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN } from '@contract/auth-rules';
import { captchaField, loginNameField, newPasswordField, smsCodeField, withConfirm } from '@/features/auth/auth-schemas';

/** The message of the first problem with `value` for `schema`, or null when it passes. */
const problem = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message ?? null;

describe('the account forms’ field rules (src/features/auth/auth-schemas.ts)', () => {
  it('asks for the SMS code, then for six digits, and takes it trimmed', () => {
    expect(problem(smsCodeField, '')).toBe('请输入短信验证码');
    expect(problem(smsCodeField, '   ')).toBe('请输入短信验证码');
    expect(problem(smsCodeField, '12345')).toBe('短信验证码为6位数字');
    expect(problem(smsCodeField, '12345a')).toBe('短信验证码为6位数字');
    expect(smsCodeField.parse(' 123456 ')).toBe('123456');
  });

  it('asks for the image captcha and refuses an answer longer than any captcha', () => {
    expect(problem(captchaField, ' ')).toBe('请输入图形验证码');
    expect(problem(captchaField, 'x'.repeat(17))).toBe('图形验证码不正确');
    expect(captchaField.parse(' ab3d ')).toBe('ab3d');
  });

  it('holds a new password to the server’s limits, the empty one first', () => {
    expect(problem(newPasswordField, '')).toBe(PASSWORD_MESSAGES.empty);
    expect(problem(newPasswordField, 'a'.repeat(PASSWORD_MIN - 1))).toBe(PASSWORD_MESSAGES.tooShort);
    expect(problem(newPasswordField, 'a'.repeat(PASSWORD_MAX + 1))).toBe(PASSWORD_MESSAGES.tooLong);
    expect(problem(newPasswordField, 'a'.repeat(PASSWORD_MIN))).toBeNull();
  });

  it('takes a login name of 4–20 letters, digits or _ that starts with a letter', () => {
    expect(problem(loginNameField, '')).toBe('请输入登录名');
    expect(problem(loginNameField, '1abc')).toBe('登录名须为4-20位字母、数字或下划线，且以字母开头');
    expect(problem(loginNameField, 'abc')).toBe('登录名须为4-20位字母、数字或下划线，且以字母开头');
    expect(loginNameField.parse(' farmer_01 ')).toBe('farmer_01');
  });

  it('puts a confirmation that differs from the password on the confirmation field', () => {
    const form = withConfirm(z.object({ password: newPasswordField, confirm: z.string() }));
    const mismatch = form.safeParse({ password: 'Nccq@2026', confirm: 'Nccq@2025' });
    expect(mismatch.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['confirm', '两次输入的密码不一致']]);
    expect(form.safeParse({ password: 'Nccq@2026', confirm: 'Nccq@2026' }).success).toBe(true);
  });
});
