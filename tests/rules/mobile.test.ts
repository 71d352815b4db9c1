import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANDLINE_MESSAGES, MOBILE_MESSAGES, isLandline, isMobile, landlineError, mobileError } from '../../contract/rules/mobile';

describe('mobile number (§5)', () => {
  it.each([
    ['', MOBILE_MESSAGES.empty], ['  ', MOBILE_MESSAGES.empty], [null, MOBILE_MESSAGES.empty], [undefined, MOBILE_MESSAGES.empty],
    ['1380013800', MOBILE_MESSAGES.length], ['138001380011', MOBILE_MESSAGES.length],
    ['23800138001', MOBILE_MESSAGES.format], ['1380013800a', MOBILE_MESSAGES.format], ['138-0013800', MOBILE_MESSAGES.format],
    ['13800138001', null], [' 13800138001 ', null], ['19912345678', null],
  ])('%s → %s', (value, message) => {
    expect(mobileError(value as string)).toBe(message);
  });

  it('accepts exactly 1 + 10 digits (property)', () => {
    fc.assert(fc.property(fc.stringMatching(/^1\d{10}$/), (v) => { expect(isMobile(v)).toBe(true); }));
    fc.assert(fc.property(fc.string({ minLength: 11, maxLength: 11 }), (v) => {
      expect(isMobile(v)).toBe(/^1\d{10}$/.test(v.trim()) && v.trim().length === 11);
    }));
  });
});

describe('landline (§5): optional 3–4 digit area code, then 7–8 digits', () => {
  it.each([
    ['0591-87654321', null], ['059187654321', null], ['010 12345678', null], ['87654321', null], ['8765432', null],
    ['021-1234567', null], ['', LANDLINE_MESSAGES.empty], ['123456', LANDLINE_MESSAGES.format], ['05-87654321', LANDLINE_MESSAGES.format],
    ['05911-87654321', LANDLINE_MESSAGES.format], ['0591-876543210', LANDLINE_MESSAGES.format], ['0591_87654321', LANDLINE_MESSAGES.format],
    ['0591-8765432a', LANDLINE_MESSAGES.format],
  ])('%s → %s', (value, message) => {
    expect(landlineError(value)).toBe(message);
  });

  it('accepts every area code / number length combination with a dash', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{3,4}-\d{7,8}$/), (v) => { expect(isLandline(v)).toBe(true); }));
  });
});
