import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskIdNumber, maskName, maskPhone } from '../../contract/rules/mask';
import { formatMoney, formatPrice, moneyInput } from '../../contract/rules/money';
import { PASSWORD_STRENGTH_LABELS, passwordStrength } from '../../contract/rules/password-strength';
import { cutText } from '../../contract/rules/text-cut';

describe('password strength (§5: digit, lower, upper, symbol)', () => {
  it.each([
    ['', 0], [null, 0], ['12345678', 1], ['abcdefgh', 1], ['ABCDEFGH', 1], ['!@#$', 1], ['abc123', 2], ['Abc123', 3], ['Abc123!', 4],
    ['密码abc', 2], ['a b', 1],
  ])('%s → %s', (value, score) => {
    expect(passwordStrength(value as string)).toBe(score);
  });
  it('labels every score', () => expect(Object.keys(PASSWORD_STRENGTH_LABELS)).toEqual(['0', '1', '2', '3', '4']));
});

describe('money input (§5: 12 integer digits, decimals cut to 6, anything else empty)', () => {
  it.each([
    ['123', '123'], ['123.', '123.'], ['123.4567891', '123.456789'], ['999999999999.5', '999999999999.5'], [' 12.5 ', '12.5'],
    ['1234567890123', ''], ['-1', ''], ['1e5', ''], ['.5', ''], ['12a', ''], ['1,000', ''], ['', ''], [null, ''],
  ])('%s → %s', (value, out) => {
    expect(moneyInput(value)).toBe(out);
  });

  it('keeps any well-formed input up to 6 decimals unchanged (property)', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{1,12}(\.\d{0,6})?$/), (v) => { expect(moneyInput(v)).toBe(v); }));
  });
});

describe('money display (§5: ÷ 10000, ≤ 6 decimals, thousands separators)', () => {
  it.each([
    [123456789, '12,345.6789'], [1, '0.0001'], ['0.01', '0.000001'], ['0.001', '0'], [null, '0'], ['', '0'], ['abc', '--'],
    [-50000, '-5'], [100000000000, '10,000,000'],
  ])('%s → %s', (value, out) => {
    expect(formatMoney(value)).toBe(out);
  });

  it('formats general prices with 3 decimals by default', () => {
    expect(formatPrice(1234.5)).toBe('1,234.500');
    expect(formatPrice('1.0005')).toBe('1.001');
    expect(formatPrice(null)).toBe('--');
  });
});

describe('masking (§5) and text cut', () => {
  it('keeps ID first 4 + last 4 and phone first 3 + last 4', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('1101**********002X');
    expect(maskPhone('13800138001')).toBe('138****8001');
    expect(maskPhone('1234567')).toBe('1234567');
    expect(maskName('阿卜杜·热合曼')).toBe('阿**·***');
  });

  it('cuts at 96 by default, code points not halves', () => {
    expect(cutText('字'.repeat(97))).toBe(`${'字'.repeat(96)}…`);
    expect(cutText('字'.repeat(96))).toBe('字'.repeat(96));
    expect(cutText('😀😀😀', 2)).toBe('😀😀…');
    expect(cutText(null)).toBe('');
  });
});
