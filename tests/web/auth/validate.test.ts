import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MOBILE_MESSAGES, mobileError, passwordStrength } from '@/lib/validate';
import { mobileField } from '@/features/auth/auth-schemas';

describe('§5 mobile number', () => {
  it('gives exactly the three messages, in order', () => {
    expect(mobileError('')).toBe('手机号码不能为空');
    expect(mobileError('   ')).toBe('手机号码不能为空');
    expect(mobileError(undefined)).toBe('手机号码不能为空');
    expect(mobileError('1380013800')).toBe('手机号码长度不为11位');
    expect(mobileError('138001380001')).toBe('手机号码长度不为11位');
    expect(mobileError('23800138000')).toBe('手机号码格式不正确');
    expect(mobileError('1380013800a')).toBe('手机号码格式不正确');
    expect(mobileError('13800138000')).toBeNull();
    expect(mobileError(' 13800138000 ')).toBeNull();
  });

  it('accepts every 1 + 10 digits and nothing of another length', () => {
    fc.assert(fc.property(fc.stringMatching(/^1\d{10}$/), (v) => mobileError(v) === null));
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,20}$/).filter((v) => v.length !== 11), (v) => mobileError(v) === MOBILE_MESSAGES.length),
    );
  });

  it('feeds the form schema with the same messages', () => {
    const issue = (v: string) => mobileField.safeParse(v).error?.issues[0]?.message;
    expect(issue('')).toBe('手机号码不能为空');
    expect(issue('138')).toBe('手机号码长度不为11位');
    expect(issue('03800138000')).toBe('手机号码格式不正确');
    expect(mobileField.parse(' 13800138000')).toBe('13800138000');
  });
});

describe('§5 password strength', () => {
  it('counts the classes digit, lowercase, uppercase and symbol', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('12345678')).toBe(1);
    expect(passwordStrength('abcdefgh')).toBe(1);
    expect(passwordStrength('abc12345')).toBe(2);
    expect(passwordStrength('Abc12345')).toBe(3);
    expect(passwordStrength('Abc1234!')).toBe(4);
    expect(passwordStrength('!!!!')).toBe(1);
    expect(passwordStrength('密码abc')).toBe(2); // CJK counts as a symbol
    expect(passwordStrength('   ')).toBe(0);
  });

  it('stays within 0–4 and never drops when a character is added', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1, maxLength: 1 }), (p, c) => {
        const s = passwordStrength(p);
        return s >= 0 && s <= 4 && passwordStrength(p + c) >= s;
      }),
    );
  });
});
