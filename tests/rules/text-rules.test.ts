import fc from 'fast-check';
import isEmailOracle from 'validator/lib/isEmail';
import isURLOracle from 'validator/lib/isURL';
import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES, emailError, isEmail } from '../../contract/rules/email';
import { FILE_NAME_MESSAGES, fileNameError, hasFileNameSpecialChars } from '../../contract/rules/file-name';
import { isAlphabetic, isLowerCase, isUpperCase } from '../../contract/rules/letter-case';
import { URL_MESSAGES, isUrl, urlError } from '../../contract/rules/url';

describe('e-mail (§5 also present)', () => {
  it.each([
    ['zhang.san@example.com', null], ['a+b@mail.example.com.cn', null], ['x@y.io', null], ['', EMAIL_MESSAGES.empty],
    ['zhangsan', EMAIL_MESSAGES.format], ['@example.com', EMAIL_MESSAGES.format], ['a@b', EMAIL_MESSAGES.format], ['a@b.c', EMAIL_MESSAGES.format],
    ['a..b@example.com', EMAIL_MESSAGES.format], ['a@-example.com', EMAIL_MESSAGES.format], ['a b@example.com', EMAIL_MESSAGES.format],
    [`${'a'.repeat(65)}@example.com`, EMAIL_MESSAGES.format], ['张三@example.com', EMAIL_MESSAGES.format],
  ])('%s → %s', (value, message) => {
    expect(emailError(value)).toBe(message);
  });

  it('never accepts what validator.isEmail refuses (property, 5,000 runs)', () => {
    fc.assert(fc.property(fc.emailAddress(), (address) => {
      if (isEmail(address)) expect(isEmailOracle(address), address).toBe(true);
    }), { numRuns: 5_000 });
  });
});

describe('URL (§5 also present; http, https, ftp as the partner strip needs)', () => {
  it.each([
    ['https://www.example.com', null], ['http://example.com:8080/a/b?c=1#d', null], ['ftp://files.example.org/x.zip', null],
    ['http://localhost:5173', null], ['http://192.168.1.10/', null], ['https://中国政府网.中国', null], ['', URL_MESSAGES.empty],
    ['www.example.com', URL_MESSAGES.format], ['javascript:alert(1)', URL_MESSAGES.format], ['mailto:a@b.com', URL_MESSAGES.format],
    ['http://example', URL_MESSAGES.format], ['http://256.1.1.1', URL_MESSAGES.format], ['http://exa mple.com', URL_MESSAGES.format],
    ['file:///etc/passwd', URL_MESSAGES.format], ['https://-bad.com', URL_MESSAGES.format],
  ])('%s → %s', (value, message) => {
    expect(urlError(value)).toBe(message);
  });

  it('never accepts what validator.isURL (http/https/ftp, protocol required) refuses (property)', () => {
    fc.assert(fc.property(fc.webUrl({ validSchemes: ['http', 'https', 'ftp'], withQueryParameters: true }), (url) => {
      if (isUrl(url)) expect(isURLOracle(url, { protocols: ['http', 'https', 'ftp'], require_protocol: true }), url).toBe(true);
    }), { numRuns: 3_000 });
  });
});

describe('letter case (§5 also present)', () => {
  it.each([
    ['abc', true, false, true], ['ABC', false, true, true], ['aBc', false, false, true], ['', false, false, false],
    ['a1', false, false, false], ['ä', false, false, false], [null, false, false, false],
  ])('%s → lower %s, upper %s, alpha %s', (value, lower, upper, alpha) => {
    expect([isLowerCase(value), isUpperCase(value), isAlphabetic(value)]).toEqual([lower, upper, alpha]);
  });
});

describe('special characters in file names (§5 also present)', () => {
  it.each(['\\', '/', ':', '*', '?', '"', '<', '>', '|'])('refuses %s', (ch) => {
    expect(hasFileNameSpecialChars(`合同${ch}扫描件.pdf`)).toBe(true);
    expect(fileNameError(`合同${ch}扫描件.pdf`)).toBe(FILE_NAME_MESSAGES.forbidden);
  });

  it('accepts ordinary names and refuses empty and overlong ones', () => {
    expect(fileNameError('营业执照（副本）2026.pdf')).toBeNull();
    expect(fileNameError(' ')).toBe(FILE_NAME_MESSAGES.empty);
    expect(fileNameError(`${'文'.repeat(252)}.pdf`)).toBe(FILE_NAME_MESSAGES.tooLong);
  });
});
